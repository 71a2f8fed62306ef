/**
 * The seal's fonts: Roboto from @fontsource/roboto (pinned, the ata's own files: decision 242),
 * regular and bold, in the subsets that draw every character the catalogue accepts (Latin,
 * Vietnamese, Greek, Cyrillic). The seal draws their glyphs' outlines, so nothing of a reader's
 * machine takes part (decision 315). A character none draws (the catalogue refuses it) is drawn
 * as "?", as in the ata.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

import * as fontkit from 'fontkit';

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

export type SealWeight = 'regular' | 'bold';

const WEIGHTS: Record<SealWeight, number> = { regular: 400, bold: 700 };

interface SealFont {
  font: fontkit.Font;
  draws: Set<number>;
}

const loaded = new Map<SealWeight, SealFont[]>();

function fonts(weight: SealWeight): SealFont[] {
  let list = loaded.get(weight);
  if (!list) {
    list = SUBSETS.map((subset) => {
      const file = require.resolve(
        `@fontsource/roboto/files/roboto-${subset}-${WEIGHTS[weight]}-normal.woff`,
      );
      const font = fontkit.create(fs.readFileSync(file)) as fontkit.Font;
      return { font, draws: new Set(font.characterSet) };
    });
    loaded.set(weight, list);
  }
  return list;
}

/** `text` as runs, each in the first font that draws it (a run continues while its font can). */
export function sealRuns(text: string, weight: SealWeight): { font: fontkit.Font; text: string }[] {
  const list = fonts(weight);
  const runs: { font: SealFont; text: string }[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const current = runs.at(-1);
    if (current?.font.draws.has(cp)) {
      current.text += ch;
      continue;
    }
    const found = list.find((f) => f.draws.has(cp));
    const font = found ?? list[0]!;
    const drawn = found ? ch : '?';
    if (current?.font === font) current.text += drawn;
    else runs.push({ font, text: drawn });
  }
  return runs.map((r) => ({ font: r.font.font, text: r.text }));
}
