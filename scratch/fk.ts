import fs from 'node:fs';
import * as fontkit from 'fontkit';
const f = fontkit.create(fs.readFileSync('/work/wt-awards/node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff')) as fontkit.Font;
console.log(f.unitsPerEm, f.ascent, f.descent, f.capHeight, f.familyName);
const run = f.layout('Padaria AV');
console.log(run.positions.map(p=>[p.xAdvance,p.xOffset,p.yOffset]));
console.log(run.glyphs[0].path.commands.slice(0,3), run.advanceWidth);
console.log(f.availableFeatures);
