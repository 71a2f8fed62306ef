/**
 * The ata's fonts (decision 242): Roboto from @fontsource/roboto (a dependency already, for the
 * web app), in the subsets that together draw Latin, Vietnamese, Greek and Cyrillic, regular and
 * bold. Each subset is its own file, so a line is written in runs, each in the first subset that
 * draws its characters. src/domain/ataPrintable.ts lists exactly what these files draw (a unit
 * test checks it), and the catalogue and the award's name accept nothing else.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);

export const ATA_FONT_SUBSETS = [
  'latin',
  'latin-ext',
  'vietnamese',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
] as const;

export type AtaWeight = 'regular' | 'bold';

const WEIGHTS: Record<AtaWeight, number> = { regular: 400, bold: 700 };

/** The file of a subset in a weight. */
export function ataFontFile(weight: AtaWeight, subset: (typeof ATA_FONT_SUBSETS)[number]): string {
  return require.resolve(
    `@fontsource/roboto/files/roboto-${subset}-${WEIGHTS[weight]}-normal.woff`,
  );
}

/** The name each font is registered under in the PDF document. */
export function ataFontName(weight: AtaWeight, subset: (typeof ATA_FONT_SUBSETS)[number]): string {
  return `${weight}-${subset}`;
}

interface LoadedFont {
  name: string;
  file: string;
  draws: Set<number>;
}

const loaded = new Map<AtaWeight, LoadedFont[]>();

/** The fonts of a weight in order of preference, with the code points each one draws. */
export function ataFonts(weight: AtaWeight): LoadedFont[] {
  let fonts = loaded.get(weight);
  if (!fonts) {
    fonts = ATA_FONT_SUBSETS.map((subset) => {
      const file = ataFontFile(weight, subset);
      const font = fontkit.create(fs.readFileSync(file)) as fontkit.Font;
      return { name: ataFontName(weight, subset), file, draws: new Set(font.characterSet) };
    });
    loaded.set(weight, fonts);
  }
  return fonts;
}

/** What none of the fonts draws (never expected: the catalogue refuses it) prints as this. */
export const MISSING_GLYPH = '?';

/**
 * `text` as runs, each drawn by one font: a character stays in the current run when its font
 * draws it (spaces and digits inside a Cyrillic name do not switch fonts), else it starts a run
 * in the first font that does.
 */
export function fontRuns(text: string, weight: AtaWeight): { font: string; text: string }[] {
  const fonts = ataFonts(weight);
  const runs: { font: LoadedFont; text: string }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const current = runs.at(-1);
    if (current?.font.draws.has(cp)) {
      current.text += ch;
      continue;
    }
    const font = fonts.find((f) => f.draws.has(cp));
    if (!font) {
      if (current && current.font === fonts[0]) current.text += MISSING_GLYPH;
      else runs.push({ font: fonts[0]!, text: MISSING_GLYPH });
      continue;
    }
    runs.push({ font, text: ch });
  }
  return runs.map((r) => ({ font: r.font.name, text: r.text }));
}
