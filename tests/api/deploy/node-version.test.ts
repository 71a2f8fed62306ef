/**
 * The built server and admin CLI, started by another Node.js major (the machine's own node when
 * it is not 24, as Debian's or an old image's would be): both refuse at once, saying why, before
 * opening a database or a port.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { ADMIN_BUNDLE, buildServer, SERVER_BUNDLE } from '../../../scripts/build-server.mjs';
import { REQUIRED_NODE_MAJOR } from '../../../src/server/nodeVersion';

const OTHER_NODE = ['/usr/bin/node', '/usr/local/bin/node'].find((candidate) => {
  if (!fs.existsSync(candidate)) return false;
  const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return !version.startsWith(`v${REQUIRED_NODE_MAJOR}.`);
});
if (!OTHER_NODE)
  console.log(
    `tests/api/deploy/node-version.test.ts skipped: no node of another major than ${REQUIRED_NODE_MAJOR} here`,
  );

describe.skipIf(!OTHER_NODE)('another Node.js major', () => {
  beforeAll(async () => {
    await buildServer();
  }, 120_000);

  it.each([
    ['server', SERVER_BUNDLE, []],
    ['admin CLI', ADMIN_BUNDLE, ['migrate']],
  ])('the %s refuses to start', (_name, bundle, args) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-node-'));
    try {
      const run = spawnSync(OTHER_NODE!, [bundle, ...args], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`Votação needs Node.js ${REQUIRED_NODE_MAJOR}; this is Node.js`);
      // Nothing was opened: no database file in the data directory.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
