/**
 * npm start: builds the web app when dist/web is missing or older than its sources, and the
 * server bundle (scripts/build-server.mjs) when src/server changed, then runs web + API in this
 * process on one port (SQLite, demo data with a past published edition, and dev mailbox by
 * default). Plain JavaScript run by
 * plain `node`, so the serving process carries no TypeScript loader (decision 129).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { buildServer, ROOT, SERVER_BUNDLE } from './build-server.mjs';

const DIST_INDEX = path.join(ROOT, 'dist', 'web', 'index.html');
/** What the web build depends on; src/server is the API's and never changes the build. */
const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  // The build's own plugins (prerender, chunk groups, precompression).
  'scripts/prerender.ts',
  'scripts/voterChunks.ts',
  'scripts/vitePrecompress.ts',
];
const SKIP = new Set([path.join(ROOT, 'src', 'server')]);

function newestChange(entry) {
  if (SKIP.has(entry)) return 0;
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(entry)) {
    newest = Math.max(newest, newestChange(path.join(entry, name)));
  }
  return newest;
}

function buildIfNeeded() {
  if (process.env.WEB_DIST_DIR) {
    console.log(`WEB_DIST_DIR is set: serving ${process.env.WEB_DIST_DIR} as it is (no build).`);
    return;
  }
  if (!fs.existsSync(path.join(ROOT, 'index.html'))) {
    console.warn(
      'No index.html at the repository root yet: the web app cannot be built; starting the API only.',
    );
    return;
  }
  const built = fs.existsSync(DIST_INDEX) ? fs.statSync(DIST_INDEX).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((s) => newestChange(path.join(ROOT, s))));
  if (built >= sources) return;
  console.log(
    built
      ? 'The web app changed since the last build: building…'
      : 'Building the web app (first start)…',
  );
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      fs.existsSync(DIST_INDEX)
        ? 'The web build failed (see above): serving the previous build.'
        : 'The web build failed (see above): starting the API only.',
    );
  }
}

buildIfNeeded();
if (await buildServer()) console.log('Built the server (dist/server/server.mjs).');
// The demo also gets a past, published edition, so /vencedores has winners on a fresh database
// (the server ignores it in production or with SEED_DEMO=false).
process.env.SEED_DEMO_PAST_EDITION ??= 'true';
const { main } = await import(pathToFileURL(SERVER_BUNDLE).href);
await main();
