/**
 * Compiles the API host (src/server/server.ts and what it imports) into one ES module,
 * dist/server/server.mjs, with esbuild (Vite's own, already installed). Packages stay outside the
 * bundle and load from node_modules. Production and `npm start` run this file with plain
 * `node`: no TypeScript loader in the serving process (about 40 MB less memory, decision 129).
 *
 *   node scripts/build-server.mjs            build when a source is newer than the bundle
 *   node scripts/build-server.mjs --force    always build
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(ROOT, 'dist', 'server', 'server.mjs');
/** What the bundle is made of: the server, and the domain modules it shares with the web. */
const SOURCES = [path.join(ROOT, 'src', 'server'), path.join(ROOT, 'src', 'domain')];

function newestChange(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) {
    newest = Math.max(newest, newestChange(path.join(entry, name)));
  }
  return newest;
}

/** True when the bundle is missing or older than any source file. */
export function serverBundleStale() {
  const built = fs.statSync(SERVER_BUNDLE, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return built < Math.max(...SOURCES.map(newestChange));
}

export async function buildServer({ force = false } = {}) {
  if (!force && !serverBundleStale()) return false;
  await build({
    entryPoints: [path.join(ROOT, 'src', 'server', 'server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
  });
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = await buildServer({ force: process.argv.includes('--force') });
  console.log(built ? `Built ${path.relative(ROOT, SERVER_BUNDLE)}` : 'Server bundle up to date');
}
