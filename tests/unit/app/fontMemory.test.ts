/**
 * A page started from the empty shell remembers Roboto once all of its faces have loaded, with
 * the very list of files the prerendered pages' switch compares (decision 147).
 */
import { describe, expect, it } from 'vitest';

import { fontFilesOfSheets, rememberLoadedFonts, type FontPage } from '../../../src/app/fontMemory';
import { FONTS_CACHED_STORAGE_KEY } from '../../../src/domain/webFonts';

const face = (weight: number) =>
  `@font-face { font-family: Roboto; font-weight: ${weight}; font-display: swap; src: url("/assets/r-${weight}.woff2") format("woff2"), url("/assets/r-${weight}.woff") format("woff"); }`;

const sheet = (rules: string[], mediaText = '') => ({
  cssRules: rules.map((cssText) => ({ cssText })),
  media: { mediaText },
});

function page(options: {
  sheets: ReturnType<typeof sheet>[];
  faces?: number;
  stored?: string | null;
  failLoad?: boolean;
}): FontPage & { stored: Record<string, string>; loads: number } {
  const stored: Record<string, string> = {};
  if (options.stored) stored[FONTS_CACHED_STORAGE_KEY] = options.stored;
  const result = {
    stored,
    loads: 0,
    styleSheets: options.sheets,
    fonts: Array.from({ length: options.faces ?? 3 }, () => ({
      family: 'Roboto',
      load: () => {
        result.loads++;
        return options.failLoad ? Promise.reject(new Error('NetworkError')) : Promise.resolve();
      },
    })),
    matchesMedia: (media: string) => media !== 'not all',
    storage: {
      getItem: (key: string) => stored[key] ?? null,
      setItem: (key: string, value: string) => {
        stored[key] = value;
      },
    },
  };
  return result;
}

describe('Roboto remembered from a page started on the shell', () => {
  it('lists each rule’s .woff2 once, in order, from the sheets that apply', () => {
    const sheets = [
      sheet(['body { margin: 0px; }', face(400), face(500)]),
      sheet([face(700)], 'not all'), // a prerendered page's faces, switched off
      sheet([face(500), face(700), '@media print { body { color: black; } }']),
    ];
    expect(fontFilesOfSheets(sheets, (media) => media !== 'not all')).toEqual([
      '/assets/r-400.woff2',
      '/assets/r-500.woff2',
      '/assets/r-700.woff2',
    ]);
    // Absolute addresses give the same list.
    const absolute = sheet([face(400).replace('"/assets', '"http://127.0.0.1:4100/assets')]);
    expect(fontFilesOfSheets([absolute], () => true)).toEqual(['/assets/r-400.woff2']);
  });

  it('skips a sheet it may not read', () => {
    const foreign = {
      media: { mediaText: '' },
      get cssRules(): never {
        throw new Error('SecurityError');
      },
    };
    expect(fontFilesOfSheets([foreign, sheet([face(400)])], () => true)).toEqual([
      '/assets/r-400.woff2',
    ]);
  });

  it('loads every face, then remembers the files', async () => {
    const shell = page({ sheets: [sheet([face(400), face(500), face(700)])] });
    expect(await rememberLoadedFonts(shell)).toBe(true);
    expect(shell.loads).toBe(3);
    expect(shell.stored).toEqual({
      [FONTS_CACHED_STORAGE_KEY]: '/assets/r-400.woff2 /assets/r-500.woff2 /assets/r-700.woff2',
    });
  });

  it('remembers nothing when a file does not load, when they are remembered, or when the page declares none that apply', async () => {
    const failing = page({ sheets: [sheet([face(400)])], faces: 1, failLoad: true });
    expect(await rememberLoadedFonts(failing)).toBe(false);
    expect(failing.stored).toEqual({});

    const known = page({ sheets: [sheet([face(400)])], faces: 1, stored: '/assets/r-400.woff2' });
    expect(await rememberLoadedFonts(known)).toBe(false);
    expect(known.loads).toBe(0);

    // A prerendered page with its faces off: no rule applies and the font set is empty.
    const off = page({ sheets: [sheet([face(400)], 'not all')], faces: 0 });
    expect(await rememberLoadedFonts(off)).toBe(false);
    expect(off.stored).toEqual({});
  });
});
