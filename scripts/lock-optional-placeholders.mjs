// npm >= 11.16 leaves optional dependencies that its registry cannot serve out of package-lock.json,
// then `npm ci` rejects that same lock as out of sync (npm/cli#9846). The registry these machines
// reach lacks unrs-resolver's non-Linux bindings, so after any `npm install` run this script: it
// writes the platform-tagged placeholder entries older npm wrote; `npm ci` then skips them by os/cpu.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const parent = lock.packages['node_modules/unrs-resolver'];
if (!parent) process.exit(0);

const platform = (name) => {
  const [os, arch, abi = ''] = name.replace('@unrs/resolver-binding-', '').split('-');
  const cpu = { ia32: 'ia32', x64: 'x64', arm64: 'arm64', arm: 'arm' }[arch] ?? arch;
  const entry = { os: [os], cpu: [cpu] };
  if (os === 'linux') entry.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
  return entry;
};

let added = 0;
for (const [name, version] of Object.entries(parent.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key] || name.endsWith('wasm32-wasi')) continue;
  lock.packages[key] = { version, dev: parent.dev, optional: true, ...platform(name) };
  added++;
}
const sorted = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
lock.packages = sorted;
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} optional placeholder(s) added`);
