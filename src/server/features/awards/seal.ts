/**
 * A winner's seal (issue 41 §2, decision 315): a standalone SVG a company puts on its website or
 * prints for its shop window, saying the award, the year, the category, the company and the
 * address that verifies it (`/vencedores/{year}/{slug}`), in the brand's colours
 * (src/domain/brandColors.ts).
 *
 * Every letter is an outline (a `<path>` drawn from Roboto's glyphs with fontkit), never a
 * `<text>`: the seal looks the same in every browser, printer and editor, with no font to embed or
 * miss. What it says is also in its `<title>` and `<desc>` (escaped), for screen readers and
 * search engines. Long names are wrapped, then shrunk, and never cut.
 *
 * Its bytes depend on nothing but the input, this file and the pinned font files: no date, no
 * random id, numbers rounded to tenths. A published seal must never change, so the server
 * keeps the bytes it served at publication, and tests/unit/server/awards/seal.test.ts pins a
 * sample's SHA-256: a change here that moves a byte fails it, and needs a new SEAL_VERSION.
 */
import type * as fontkit from 'fontkit';

import { oneLine } from '../../../domain/ataPrintable';
import { awardsMessages } from '../../../domain/awardsMessages';
import { brandColors } from '../../../domain/brandColors';
import { escapeHtml } from '../../../domain/html';
import { categorySlug, winnerPath } from '../../../domain/slug';
import { fontRuns, type FontWeight } from '../../fonts';

/** Written into every seal; a change to the drawing that moves a byte takes the next one. */
export const SEAL_VERSION = 1;

export interface SealInput {
  /** The award's name as the edition has it ("Prêmio Destaque Empresarial 2027"). */
  award: string;
  year: number;
  category: string;
  company: string;
  /** The site's public address (PUBLIC_URL), e.g. "https://premio.acim.org.br". */
  publicUrl: string;
}

/** The seal's box: a disc of this diameter, in SVG user units. */
export const SEAL_SIZE = 400;

/** A block of text on the seal: where it sits and the room it has. */
export interface SealBlock {
  name: 'award' | 'year' | 'winnerIn' | 'category' | 'company' | 'check';
  weight: FontWeight;
  colour: string;
  /** The block's vertical centre. */
  centreY: number;
  maxWidth: number;
  /** Room for all its lines, from the first line's top to the last one's foot. */
  maxHeight: number;
  maxLines: number;
  /** Font size tried first, and the smallest before words are broken inside. */
  maxSize: number;
  minSize: number;
}

const C = brandColors;
const CX = SEAL_SIZE / 2;

function block(
  name: SealBlock['name'],
  weight: FontWeight,
  colour: string,
  centreY: number,
  [maxWidth, maxHeight]: [number, number],
  [maxLines, maxSize, minSize]: [number, number, number],
): SealBlock {
  return { name, weight, colour, centreY, maxWidth, maxHeight, maxLines, maxSize, minSize };
}

/** The seal's layout (see decision 315's picture): every block fits inside the disc. */
export const SEAL_BLOCKS: readonly SealBlock[] = [
  block('award', 'bold', C.paper, 88, [230, 36], [2, 16, 9]),
  block('year', 'bold', C.amber, 142, [200, 50], [1, 46, 46]),
  block('winnerIn', 'bold', C.amberLight, 176, [260, 12], [1, 10, 7]),
  block('category', 'bold', C.paper, 201, [290, 36], [2, 16, 8]),
  block('company', 'bold', C.ink, 267, [284, 72], [6, 24, 8]),
  block('check', 'regular', C.paper, 328, [212, 32], [3, 11, 6]),
];

/** The white panel the company's name sits on. */
const PANEL = { x: 52, y: 225, width: 296, height: 84, radius: 12 };

const LINE_HEIGHT = 1.18;
const SIZE_STEP = 0.5;

/**
 * A number as the SVG writes it: tenths (0.1 of 400 is 0.05 mm on a 20 cm print), no trailing
 * zeros, never "-0".
 */
function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

interface PlacedGlyph {
  glyph: fontkit.Glyph;
  x: number;
  y: number;
  scale: number;
}

/** `text` laid out at `size` from x = 0 on baseline 0: its glyphs and its width. */
function shape(text: string, weight: FontWeight, size: number) {
  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  for (const run of fontRuns(text, weight)) {
    const scale = size / run.font.face.unitsPerEm;
    const laid = run.font.face.layout(run.text);
    laid.glyphs.forEach((glyph, i) => {
      const pos = laid.positions[i]!;
      glyphs.push({ glyph, x: x + pos.xOffset * scale, y: -pos.yOffset * scale, scale });
      x += pos.xAdvance * scale;
    });
  }
  return { glyphs, width: x };
}

/** Widths at 1 unit per em, by weight and text: a width scales with the size, so fitting a
 * name at 40 sizes lays each line out once. Emptied past 20,000 entries. */
const unitWidths = new Map<string, number>();

function width(text: string, weight: FontWeight, size: number): number {
  const key = `${weight}\u0000${text}`;
  let unit = unitWidths.get(key);
  if (unit === undefined) {
    if (unitWidths.size > 20_000) unitWidths.clear();
    unit = shape(text, weight, 1).width;
    unitWidths.set(key, unit);
  }
  return unit * size;
}

/** Words broken into pieces that fit `maxWidth` (only when a word alone does not fit). */
function breakWord(word: string, weight: FontWeight, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const ch of word) {
    if (piece !== '' && width(piece + ch, weight, size) > maxWidth) {
      pieces.push(piece);
      piece = ch;
    } else piece += ch;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

function wrap(
  text: string,
  weight: FontWeight,
  size: number,
  maxWidth: number,
  breakWords: boolean,
) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (width(candidate, weight, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    if (breakWords && width(word, weight, size) > maxWidth) {
      const pieces = breakWord(word, weight, size, maxWidth);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
    } else line = word;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The lines and size a block's text is drawn at. */
export interface FittedText {
  lines: string[];
  size: number;
}

/**
 * `text` in the fewest changes that fit the block: wrapped at its largest size, smaller in half
 * points until it fits its lines and width; below the block's smallest size, long words are
 * broken too, and the size goes on down (a 200-character name of wide letters still fits whole).
 */
export function fitText(text: string, block: SealBlock): FittedText {
  for (let size = block.maxSize; size >= 2; size -= SIZE_STEP) {
    const lines = wrap(text, block.weight, size, block.maxWidth, size < block.minSize);
    const fits =
      lines.length <= block.maxLines &&
      lines.length * size * LINE_HEIGHT <= block.maxHeight &&
      lines.every((line) => width(line, block.weight, size) <= block.maxWidth);
    if (fits) return { lines, size };
  }
  return { lines: [text], size: 2 };
}

function glyphPath(placed: PlacedGlyph, left: number, baseline: number): string {
  const { glyph, scale } = placed;
  const px = (x: number) => num(left + placed.x + x * scale);
  const py = (y: number) => num(baseline + placed.y - y * scale);
  let d = '';
  for (const { command, args } of glyph.path.commands) {
    const a = args as number[];
    if (command === 'moveTo') d += `M${px(a[0]!)} ${py(a[1]!)}`;
    else if (command === 'lineTo') d += `L${px(a[0]!)} ${py(a[1]!)}`;
    else if (command === 'quadraticCurveTo') {
      d += `Q${px(a[0]!)} ${py(a[1]!)} ${px(a[2]!)} ${py(a[3]!)}`;
    } else if (command === 'bezierCurveTo') {
      d += `C${px(a[0]!)} ${py(a[1]!)} ${px(a[2]!)} ${py(a[3]!)} ${px(a[4]!)} ${py(a[5]!)}`;
    } else if (command === 'closePath') d += 'Z';
  }
  return d;
}

/** A block's outlines, centred on the disc's axis and on its own centre line. */
function drawBlock(block: SealBlock, fitted: FittedText): string {
  const lineHeight = fitted.size * LINE_HEIGHT;
  // Roboto's cap height is about 0.71 em: a line's visual middle is that far above half of it.
  const firstBaseline =
    block.centreY - ((fitted.lines.length - 1) * lineHeight) / 2 + fitted.size * 0.355;
  const d = fitted.lines
    .map((line, i) => {
      const shaped = shape(line, block.weight, fitted.size);
      const left = CX - shaped.width / 2;
      return shaped.glyphs.map((g) => glyphPath(g, left, firstBaseline + i * lineHeight)).join('');
    })
    .join('');
  return `<path id="seal-${block.name}" fill="${block.colour}" d="${d}"/>`;
}

/** An award's name without the year at its end, since the seal prints the year on its own. */
function awardTitle(award: string, year: number): string {
  return award.replace(new RegExp(`\\s*${year}$`), '') || award;
}

/** What each block says, on one line, as the ata prints names (no line breaks or controls). */
export function sealTexts(input: SealInput): Record<SealBlock['name'], string> {
  const host = oneLine(input.publicUrl)
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
  return {
    award: awardTitle(oneLine(input.award), input.year),
    year: String(input.year),
    winnerIn: awardsMessages.seal.winnerIn,
    category: oneLine(input.category),
    company: oneLine(input.company),
    check: awardsMessages.seal.check(
      `${host}/vencedores/${input.year}/${categorySlug(input.category)}`,
    ),
  };
}

/** Text for the title and description: escaped, and without what XML 1.0 cannot hold. */
function xmlText(text: string): string {
  return escapeHtml(text.replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, ''));
}

/** A five-pointed star's outline around (cx, cy). */
function star(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.42;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${num(cx + radius * Math.cos(angle))} ${num(cy + radius * Math.sin(angle))}`;
  });
  return `M${points.join('L')}Z`;
}

/** The seal as the bytes of a standalone SVG file (UTF-8 text). */
export function renderSeal(input: SealInput): string {
  if (!Number.isInteger(input.year) || input.year < 1000 || input.year > 9999) {
    throw new RangeError(`A seal's year has four digits: ${input.year}`);
  }
  const texts = sealTexts(input);
  const url = `${oneLine(input.publicUrl).replace(/\/+$/, '')}${winnerPath(input.year, input.category)}`;
  const title = awardsMessages.seal.title(texts.award, input.year);
  const description = awardsMessages.seal.description(
    texts.company,
    texts.category,
    texts.award,
    input.year,
    url,
  );
  const blocks = SEAL_BLOCKS.map((block) => drawBlock(block, fitText(texts[block.name], block)));
  const s = SEAL_SIZE;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s} ${s}" width="${s}" height="${s}" role="img" aria-labelledby="seal-title seal-desc" data-seal-version="${SEAL_VERSION}">`,
    `<title id="seal-title">${xmlText(title)}</title>`,
    `<desc id="seal-desc">${xmlText(description)}</desc>`,
    `<circle cx="${CX}" cy="${CX}" r="${CX - 2}" fill="${C.blue}"/>`,
    `<circle cx="${CX}" cy="${CX}" r="${CX - 12}" fill="none" stroke="${C.amber}" stroke-width="4"/>`,
    `<circle cx="${CX}" cy="${CX}" r="${CX - 20}" fill="none" stroke="${C.blueLight}" stroke-width="1.5"/>`,
    `<path fill="${C.amber}" d="M98 140h40v4h-40zM262 140h40v4h-40z"/>`,
    `<rect x="${PANEL.x}" y="${PANEL.y}" width="${PANEL.width}" height="${PANEL.height}" rx="${PANEL.radius}" fill="${C.paper}" stroke="${C.amber}" stroke-width="3"/>`,
    `<path fill="${C.amber}" d="${star(176, 364, 7)}${star(200, 360, 9)}${star(224, 364, 7)}"/>`,
    ...blocks,
    '</svg>',
    '',
  ].join('\n');
}
