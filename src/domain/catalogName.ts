/**
 * Category and company names (one rule for the console's dialog, its import and the CLI's):
 * normalised to NFC with spaces collapsed, 1 to 200 characters, and nothing a reader cannot see
 * or tell apart: no control or formatting characters (a right-to-left override would show
 * "Farmácia Central" for a name stored otherwise; a zero-width space makes two names look alike),
 * and no word mixing Latin letters with Cyrillic or Greek look-alikes ("Farmáсia" with a Cyrillic
 * "с" looks like the real one but is another company), and only characters the ata de apuração
 * can print (ataPrintable.ts: Latin, Greek and Cyrillic letters, digits, common punctuation).
 * When two names are one name: catalogNameKey.ts.
 */
import { unprintableInAta } from './ataPrintable';

/** Longest category or company name. */
export const CATALOG_NAME_MAX = 200;

export function normaliseCatalogName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ');
}

export type CatalogNameProblem = 'empty' | 'tooLong' | 'hidden' | 'unprintable' | 'mixedScripts';

/** Controls (Cc) and invisible formatting characters (Cf: bidi controls, zero-width, BOM…). */
const HIDDEN = /[\p{Cc}\p{Cf}]/u;

/**
 * Whether `text` holds a character a reader cannot see: the names' rule, also the one for any
 * other text an operator gives that is shown again (an imported file's name, decision 321).
 * Tested as given (a line break is a control here, while a name's is collapsed to a space first).
 */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN.test(text);
}
const LATIN = /\p{Script=Latin}/u;
const LOOK_ALIKE_SCRIPTS = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

/** What is wrong with a name (already normalised or not), or null when it can be stored. */
export function catalogNameProblem(raw: string): CatalogNameProblem | null {
  const name = normaliseCatalogName(raw);
  if (name === '') return 'empty';
  if (name.length > CATALOG_NAME_MAX) return 'tooLong';
  if (hasHiddenCharacters(name)) return 'hidden';
  if (unprintableInAta(name).length > 0) return 'unprintable';
  const mixed = name
    .split(/[\s\-/&.,]+/)
    .some((word) => LATIN.test(word) && LOOK_ALIKE_SCRIPTS.test(word));
  if (mixed) return 'mixedScripts';
  return null;
}
