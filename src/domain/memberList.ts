/**
 * The association's member list (issue 41 §3, decision 321), imported per edition: the names the
 * nominations suggest. Names follow the catalogue's rule (catalogName.ts); besides, a name may not
 * start as a spreadsheet formula does (= + - @, or their full-width forms): the list comes from a
 * spreadsheet and its names go back into the operator's files.
 */

/** Most names one list may hold (lines of names in the file, repeated ones included). */
export const MEMBER_LIST_MAX = 10_000;

/**
 * Largest member list file, in bytes of the file (1 MB): the console checks the chosen file's
 * size, the server the UTF-8 bytes of the text it receives (413), the CLI the file's size before
 * reading it; all three say operatorApiMessages.members.tooLarge.
 */
export const MEMBER_FILE_MAX_BYTES = 1_000_000;

const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;

/** The sign a name starts with that a spreadsheet runs as a formula, or null. */
export function formulaStart(name: string): string | null {
  return FORMULA_START.exec(name)?.[0] ?? null;
}
