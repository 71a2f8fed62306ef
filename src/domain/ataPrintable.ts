/**
 * What the ata de apuração can print (decision 242): the characters that its fonts, Roboto's
 * Latin, Latin Extended, Vietnamese, Greek and Cyrillic subsets from @fontsource/roboto (regular
 * and bold), all draw. A name with any other character (Chinese, Arabic, Armenian, emoji…) would
 * print blank in the PDF the notary reads, so the catalogue and the award's name refuse it where
 * they are set (catalogName.ts, the election's name). tests/unit/domain/ataPrintable.test.ts
 * opens the fonts and checks that they draw every character listed here: to accept a script,
 * add its font to src/server/fonts.ts and its ranges here.
 */

/** Inclusive code point ranges, from the fonts' character sets (both weights). */
export const ATA_PRINTABLE_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0x17f],
  [0x18f, 0x18f],
  [0x192, 0x192],
  [0x1a0, 0x1a1],
  [0x1af, 0x1b0],
  [0x1f0, 0x1f0],
  [0x1fa, 0x1ff],
  [0x218, 0x21b],
  [0x237, 0x237],
  [0x259, 0x259],
  [0x2bc, 0x2bc],
  [0x2c6, 0x2c7],
  [0x2c9, 0x2c9],
  [0x2da, 0x2da],
  [0x2dc, 0x2dd],
  [0x2f3, 0x2f3],
  [0x300, 0x301],
  [0x303, 0x303],
  [0x309, 0x309],
  [0x323, 0x323],
  [0x384, 0x38a],
  [0x38c, 0x38c],
  [0x38e, 0x3a1],
  [0x3a3, 0x3ce],
  [0x3d1, 0x3d2],
  [0x3d6, 0x3d6],
  [0x400, 0x486],
  [0x488, 0x513],
  [0x1e00, 0x1e01],
  [0x1e3e, 0x1e3f],
  [0x1e80, 0x1e85],
  [0x1e9e, 0x1e9e],
  [0x1ea0, 0x1ef9],
  [0x1f4d, 0x1f4d],
  [0x2002, 0x2002],
  [0x2009, 0x2009],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2020, 0x2020],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20a3, 0x20a4],
  [0x20a6, 0x20ac],
  [0x20b1, 0x20b1],
  [0x20b9, 0x20ba],
  [0x20bc, 0x20bd],
  [0x2113, 0x2113],
  [0x2116, 0x2116],
  [0x2122, 0x2122],
  [0x2212, 0x2212],
];

export function isAtaPrintable(codePoint: number): boolean {
  return ATA_PRINTABLE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** The distinct characters of `text` the ata cannot print, in order of appearance. */
export function unprintableInAta(text: string): string[] {
  const found: string[] = [];
  for (const ch of text) {
    if (!isAtaPrintable(ch.codePointAt(0)!) && !found.includes(ch)) found.push(ch);
  }
  return found;
}

/**
 * One line of text for the ata: line and paragraph separators, controls and invisible formatting
 * characters become a space, spaces collapse. What was stored before the rules above (or by hand
 * in the database) still cannot start a new line in the PDF.
 */
export function oneLine(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
