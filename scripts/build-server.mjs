/**
 * Compiles the API host (src/server/server.ts and what it imports) into one ES module,
 * dist/server/server.mjs, and the operator commands (src/server/cli/admin.ts) into
 * dist/server/admin.mjs, with esbuild (Vite's own, already installed). Packages stay outside the bundles and load from
 * node_modules. Production and `npm start` run the server with plain
 * `node`: no TypeScript loader in the serving process (about 40 MB less memory, decision 129);
 * `npm run admin` runs the commands the same way (scripts/admin.mjs: starting tsx took longer
 * than counting two million votes, decision 133).
 *
 *   node scripts/build-server.mjs            build when a source is newer than the bundle
 *   node scripts/build-server.mjs --force    always build
 *
 * `buildServer({ sourceRoot, outDir })` builds another copy of the sources elsewhere (bench/ab.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(ROOT, 'dist', 'server', 'server.mjs');
export const ADMIN_BUNDLE = path.join(ROOT, 'dist', 'server', 'admin.mjs');
/**
 * The bundles of the tree `sourceRoot` (its src/), written to `outDir`. bench/ab.ts builds a
 * patched copy of src/ to a directory of its own this way (same options as the real build).
 */
function bundles(sourceRoot = ROOT, outDir = path.dirname(SERVER_BUNDLE)) {
  return [
    {
      entry: path.join(sourceRoot, 'src', 'server', 'server.ts'),
      outfile: path.join(outDir, 'server.mjs'),
    },
    // Kysely bundled in: loading its hundreds of small modules took 200 ms, a fifth of a
    // command's run. better-sqlite3 is native and pg is loaded only for PostgreSQL: both outside.
    {
      entry: path.join(sourceRoot, 'src', 'server', 'cli', 'admin.ts'),
      outfile: path.join(outDir, 'admin.mjs'),
      bundled: ['kysely', 'ipaddr.js'],
    },
  ];
}
const BUNDLES = bundles();
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

/** True when a bundle is missing or older than any source file. */
export function serverBundleStale() {
  const built = Math.min(
    ...BUNDLES.map(({ outfile }) => fs.statSync(outfile, { throwIfNoEntry: false })?.mtimeMs ?? 0),
  );
  return built < Math.max(...SOURCES.map(newestChange));
}

/** Every installed package outside the bundle, except `bundled`. */
function externalPackages(bundled) {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const names = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ];
  return names.filter((name) => !bundled.includes(name));
}

async function buildOne({ entry, outfile, bundled }) {
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    ...(bundled
      ? {
          external: externalPackages(bundled),
        }
      : { packages: 'external' }),
    sourcemap: 'linked',
    logLevel: 'warning',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    write: false,
  });
  // Written beside and renamed into place: another process starting at the same moment reads
  // the old bundle or the new one, never half of one.
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, file.contents);
    fs.renameSync(temporary, file.path);
  }
}

/**
 * Builds the bundles when stale (always with `force`). With `sourceRoot` and `outDir`, builds
 * that tree's src/ into `outDir` instead, always (the bundles there load their packages from
 * the node_modules above `outDir`, so it must lie inside this repository).
 */
export async function buildServer({ force = false, sourceRoot, outDir } = {}) {
  if (sourceRoot || outDir) {
    await Promise.all(
      bundles(sourceRoot ?? ROOT, outDir ?? path.dirname(SERVER_BUNDLE)).map(buildOne),
    );
    return true;
  }
  if (!force && !serverBundleStale()) return false;
  await Promise.all(BUNDLES.map(buildOne));
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const built = await buildServer({ force: process.argv.includes('--force') });
  const names = BUNDLES.map(({ outfile }) => path.relative(ROOT, outfile)).join(' and ');
  console.log(built ? `Built ${names}` : 'Server bundles up to date');
}
