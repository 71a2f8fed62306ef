#!/usr/bin/env node
/**
 * `npm run chromatic`: publishes the Storybook to Chromatic for visual review.
 * Needs CHROMATIC_PROJECT_TOKEN; without it this says so and exits 0, so `npm test`-style chains
 * and machines without the secret are not broken. Extra arguments go to the chromatic CLI.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const token = process.env.CHROMATIC_PROJECT_TOKEN?.trim();
if (!token) {
  console.log(
    'Chromatic: CHROMATIC_PROJECT_TOKEN is not set, nothing published (set it to the project token to publish the Storybook).',
  );
  process.exit(0);
}

// The CLI of the pinned `chromatic` devDependency, run with this Node (no npx download).
const require = createRequire(import.meta.url);
const manifest = require.resolve('chromatic/package.json');
const cli = path.join(path.dirname(manifest), require(manifest).bin.chromatic);

const args = [
  cli,
  '--build-script-name',
  'build-storybook',
  '--exit-zero-on-changes',
  ...process.argv.slice(2),
];
// The token travels in the environment (the CLI reads CHROMATIC_PROJECT_TOKEN), not on the
// command line where `ps` would show it.
const child = spawn(process.execPath, args, { stdio: 'inherit', env: process.env });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
