/**
 * Fonts (issue 27): `font-display: optional` is decided face by face, so every face fonts.css
 * declares is preloaded by index.html, asked for with the HTML, not only at layout.
 */
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

describe('Roboto faces and their preloads', () => {
  it('every face in fonts.css is optional and preloaded by index.html', () => {
    const css = read('src/theme/fonts.css');
    const html = read('index.html');
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1] ?? '');
    expect(faces.length).toBeGreaterThan(0);
    const preloaded = [...html.matchAll(/<link\s+rel="preload"\s+href="([^"]+)"\s+as="font"/g)].map(
      (m) => path.basename(m[1] ?? ''),
    );
    for (const face of faces) {
      expect(face).toMatch(/font-display:\s*optional/);
      const file = path.basename(/url\('([^']+)'\)/.exec(face)?.[1] ?? '');
      expect(preloaded, file).toContain(file);
    }
  });
});
