/**
 * A release installs only `dependencies` (`npm ci --omit=dev`, docs/deploy.md): they must be
 * exactly what the built server and admin CLI load, so nothing the server needs is missing in
 * production and none of the web's libraries (React, MUI, Formik, Yup, axios, Emotion: built
 * once into dist/web) is shipped to it. Issue 37: a release was 446 MB, 389 MB of it production
 * node_modules, 216 MB of UI libraries the server never loads; now about 107 MB.
 */
import fs from 'node:fs';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_BUNDLE, buildServer, SERVER_BUNDLE } from '../../../scripts/build-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

/** The package a specifier names: `@scope/name/x` → `@scope/name`, `name/x` → `name`. */
const packageOf = (specifier: string) =>
  specifier.startsWith('@')
    ? specifier.split('/').slice(0, 2).join('/')
    : (specifier.split('/')[0] ?? specifier);

function loadedBy(bundle: string): Set<string> {
  const code = fs.readFileSync(bundle, 'utf8');
  const specifiers = [
    ...code.matchAll(/^import [^;]*? from "([^"]+)"/gm),
    ...code.matchAll(/\bimport\("([^"]+)"\)/g),
    // Loaded through createRequire (which the bundler may rename createRequire2): the PostgreSQL
    // driver (only when DATABASE_URL asks for it), the font engine and the fonts the ata draws with.
    ...code.matchAll(/createRequire\d*\(import\.meta\.url\)\("([^"]+)"\)/g),
    ...code.matchAll(/`(@fontsource\/[a-z-]+)\//g),
  ].map((m) => m[1]!);
  return new Set(specifiers.filter((s) => !s.startsWith('node:')).map(packageOf));
}

describe('production dependencies', () => {
  beforeAll(async () => {
    await buildServer();
  }, 120_000);

  it('are exactly the packages the built server and admin CLI load', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const loaded = new Set([...loadedBy(SERVER_BUNDLE), ...loadedBy(ADMIN_BUNDLE)]);
    expect([...loaded].sort()).toEqual(Object.keys(manifest.dependencies).sort());
    for (const web of ['react', 'react-dom', '@mui/material', 'formik', 'yup', 'axios']) {
      expect(manifest.dependencies).not.toHaveProperty(web);
    }
  });
});
