/**
 * Fonts (issue 27): `font-display: optional` is decided face by face, so the one face the theme
 * declares (in CssBaseline, so it is part of the page's inline styles) is optional and preloaded by
 * index.html, asked for with the HTML, not only at layout.
 */
import fs from 'node:fs';
import path from 'node:path';

import { css, type CSSObject } from '@emotion/react';
import { describe, expect, it } from 'vitest';

import {
  createAppTheme,
  monoFontFamily,
  robotoFontFace,
  robotoMonoFontFace,
} from '../../../src/theme';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('the Roboto face and its preload', () => {
  it('is optional, every weight in one file, and preloaded by index.html', () => {
    expect(robotoFontFace.fontDisplay).toBe('optional');
    expect(robotoFontFace.fontWeight).toBe('100 900');
    const file = path.basename(/url\(([^)]+)\)/.exec(robotoFontFace.src)?.[1] ?? '');
    expect(file).toMatch(/\.woff2$/);
    const preloaded = [
      ...read('index.html').matchAll(/<link\s+rel="preload"\s+href="([^"]+)"\s+as="font"/g),
    ].map((m) => path.basename(m[1] ?? ''));
    expect(preloaded).toEqual([file]);
  });

  it('is declared by both themes (the app’s and the one automation gets), with Roboto Mono, each face in a rule of its own', () => {
    for (const reducedMotion of [false, true]) {
      const theme = createAppTheme({ reducedMotion });
      const overrides = theme.components?.MuiCssBaseline?.styleOverrides;
      // The CSS Emotion writes, not the theme's object: `'@font-face': [a, b]` passed that
      // object check while Emotion wrote one rule in which Roboto Mono's declarations won.
      const given = typeof overrides === 'function' ? overrides(theme) : overrides;
      // One rule or a list of them (MUI's CSS types are a copy of Emotion's, not the same).
      const styles = css(...([given].flat() as unknown as CSSObject[])).styles;
      const rules = [...styles.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1] ?? '');
      expect(rules).toHaveLength(2);
      expect(rules[0]).toMatch(/^font-family:Roboto;/);
      expect(rules[0]).toContain(robotoFontFace.src);
      expect(rules[0]?.match(/font-family/g)).toHaveLength(1);
      expect(rules[1]).toMatch(/^font-family:Roboto Mono;/);
      expect(rules[1]).toContain(robotoMonoFontFace.src);
    }
  });
});

describe('the Roboto Mono face (issue 40 §9)', () => {
  it('is bundled (a woff2 of the package, no CDN), swapped in, and first in the mono family', () => {
    const url = /url\(([^)]+)\)/.exec(robotoMonoFontFace.src)?.[1] ?? '';
    expect(path.basename(url)).toBe('roboto-mono-latin-wght-normal.woff2');
    expect(url).not.toMatch(/^https?:/);
    expect(robotoMonoFontFace.fontDisplay).toBe('swap');
    expect(monoFontFamily.split(',')[0]).toBe('"Roboto Mono"');
  });

  it('is the only monospace the components name (never the system’s alone)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && /fontFamily:\s*'monospace'/.test(read(file)))
          offenders.push(file);
      }
    };
    walk('src/components');
    walk('src/containers');
    expect(offenders).toEqual([]);
  });
});
