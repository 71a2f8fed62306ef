/**
 * The server's fonts (decision 242): Roboto from @fontsource/roboto (a dependency already, for the
 * web app), regular and bold, in the subsets that together draw Latin, Vietnamese, Greek and
 * Cyrillic. Each subset is its own file, so a line is written in runs, each in the first subset
 * that draws its characters. The ata de apuração embeds these files (features/election/ata.ts);
 * the winners' seal draws their glyphs' outlines, so nothing of a reader's machine takes part
 * (features/awards/seal.ts, decision 315). src/domain/ataPrintable.ts lists exactly what they
 * draw (a unit test checks it), and the catalogue and the award's name accept nothing else.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

import type * as Fontkit from 'fontkit';

const require = createRequire(import.meta.url);

const SUBSETS = [
  'latin',
  'latin-ext',
  'vietnamese',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
] as const;

export type FontWeight = 'regular' | 'bold';

const WEIGHTS: Record<FontWeight, number> = { regular: 400, bold: 700 };

export interface LoadedFont {
  /** The name it is registered under in a PDF document ('bold-greek'). */
  name: string;
  file: string;
  face: Fontkit.Font;
  /** The code points it draws. */
  draws: Set<number>;
}

const loaded = new Map<FontWeight, LoadedFont[]>();

/** The fonts of a weight in order of preference, the first one Latin's. */
export function fonts(weight: FontWeight): LoadedFont[] {
  let list = loaded.get(weight);
  if (!list) {
    // Loaded on the first ata or seal, not at boot: the font engine is ~5 MB of heap that the
    // voting's hot path never uses (issue 39's peak RSS).
    const fontkit = createRequire(import.meta.url)('fontkit') as typeof Fontkit;
    list = SUBSETS.map((subset) => {
      const file = require.resolve(
        `@fontsource/roboto/files/roboto-${subset}-${WEIGHTS[weight]}-normal.woff`,
      );
      const face = fontkit.create(fs.readFileSync(file)) as Fontkit.Font;
      return { name: `${weight}-${subset}`, file, face, draws: new Set(face.characterSet) };
    });
    loaded.set(weight, list);
  }
  return list;
}

/** What none of the fonts draws (never expected: the catalogue refuses it) is drawn as this. */
export const MISSING_GLYPH = '?';

/**
 * `text` as runs, each drawn by one font: a character stays in the current run when its font
 * draws it (spaces and digits inside a Cyrillic name do not switch fonts), else it starts a run
 * in the first font that does.
 */
export function fontRuns(text: string, weight: FontWeight): { font: LoadedFont; text: string }[] {
  const list = fonts(weight);
  const runs: { font: LoadedFont; text: string }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const current = runs.at(-1);
    if (current?.font.draws.has(cp)) {
      current.text += ch;
      continue;
    }
    const found = list.find((f) => f.draws.has(cp));
    const font = found ?? list[0]!;
    const drawn = found ? ch : MISSING_GLYPH;
    if (current?.font === font) current.text += drawn;
    else runs.push({ font, text: drawn });
  }
  return runs;
}
