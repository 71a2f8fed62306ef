#!/usr/bin/env node
/**
 * `npm run test:visual:update [-- story files…]`: rewrites visual baselines
 * (stories/__screenshots__/<story-id>.png) by running the story tests with `vitest -u`.
 * Without arguments every baseline is made afresh (baselines of deleted stories disappear);
 * with story files only theirs are rewritten. Records the Chromium that made them in
 * stories/__screenshots__/renderer.txt. Review the PNGs (git diff, an image viewer) before committing.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'stories/__screenshots__');
const files = process.argv.slice(2);

if (files.length === 0) {
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.png')) rmSync(path.join(dir, name));
  }
}

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
writeFileSync(path.join(dir, 'renderer.txt'), `Chromium ${browser.version()}\n`);
await browser.close();

const vitest = spawnSync(
  process.execPath,
  // Files before -u: Vitest 4 reads a word right after -u as the update mode.
  [
    path.join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    ...files,
    '--project',
    'storybook',
    '-u',
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(vitest.status ?? 1);
