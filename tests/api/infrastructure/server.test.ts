/**
 * The real entry point (src/server/server.ts through tsx): a bad environment exits 1 with a
 * readable list and no stack trace; a good one prints the URL, serves, and stops on SIGTERM.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const ENTRY = path.join(ROOT, 'src', 'server', 'server.ts');

function run(env: NodeJS.ProcessEnv, onOutput?: (text: string, kill: () => void) => void) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>(
    (resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
        cwd: ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        onOutput?.(output, () => child.kill('SIGTERM'));
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.on('exit', (code, signal) => resolve({ code, signal, output }));
    },
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// Spawning tsx on a busy 2-core machine can take a while.
const SPAWN_TIMEOUT_MS = 180_000;

describe('server.ts', () => {
  it(
    'exits 1 with every bad variable listed and no stack trace',
    async () => {
      const { code, output } = await run({ PORT: 'x', NODE_ENV: 'production' });
      expect(code).toBe(1);
      expect(output).toContain('Invalid configuration:');
      expect(output).toContain('  - PORT: must be an integer from 0 to 65535 (got "x")');
      expect(output).toContain('  - JWT_SECRET: required when NODE_ENV=production');
      expect(output).toContain('  - SMTP_URL: required when NODE_ENV=production');
      expect(output).not.toMatch(/\n\s+at /);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'refuses to start on a non-loopback address without SMTP, Turnstile keys and JWT_SECRET',
    async () => {
      const { code, output } = await run({ HOST: '0.0.0.0', NODE_ENV: 'development' });
      expect(code).toBe(1);
      expect(output).toContain(
        '  - HOST=0.0.0.0 is not a loopback address: set JWT_SECRET, SMTP_URL, TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY',
      );
      expect(output).not.toMatch(/\n\s+at /);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    'prints "Votação em http://HOST:PORT", serves, and shuts down gracefully on SIGTERM',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-server-'));
      const port = await freePort();
      let answered: unknown = null;
      try {
        const { code, output } = await run(
          {
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: `file:${path.join(dataDir, 'db.sqlite')}`,
            WEB_DIST_DIR: path.join(dataDir, 'web'),
            LOG_LEVEL: 'info',
          },
          (text, kill) => {
            if (answered === null && text.includes(`Votação em http://127.0.0.1:${port}`)) {
              answered = 'pending';
              fetch(`http://127.0.0.1:${port}/app-config.json`)
                .then((r) => r.json())
                .then((json: unknown) => {
                  answered = json;
                  kill();
                }, kill);
            }
          },
        );
        expect(answered).toMatchObject({ apiBaseUrl: '/api', turnstileSiteKey: null });
        expect(code).toBe(0);
        expect(output).toContain('Shutting down');
        // A development secret was generated and kept for the next start.
        expect(
          fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim().length,
        ).toBeGreaterThanOrEqual(32);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SPAWN_TIMEOUT_MS,
  );
});
