/**
 * A process that cannot serve leaves nginx's rotation by itself (issue 37, decision 250): the
 * built server, as systemd runs it, on PostgreSQL.
 * - Pointed at a Redis that does not answer, it never listens (its port refuses connections,
 *   which nginx retries on another process) and exits 1 saying why, for systemd to start again.
 * - Cut from its database while serving (a TCP relay in front of PostgreSQL, closed), it stops
 *   listening and exits 1 within the watchdog's time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildServer, SERVER_BUNDLE } from '../../../scripts/build-server.mjs';
import {
  START_READY_WAIT_MS,
  UNREADY_EXIT_MS,
  WATCH_INTERVAL_MS,
} from '../../../src/server/features/ops/watchdog';
import { TEST_JWT_SECRET } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';

const skip = !process.env.TEST_DATABASE_URL;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves with the exit code and everything the process printed. */
function exited(
  child: ChildProcess,
  output: () => string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve({ code: child.exitCode, output: output() });
    else child.once('exit', (code) => resolve({ code, output: output() }));
  });
}

describe.skipIf(skip)('a process that cannot serve', () => {
  let database: TestDatabase;
  let dir: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-unready-'));
    await buildServer();
  }, 120_000);
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await database?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  function start(env: NodeJS.ProcessEnv) {
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_DIR: dir,
        WEB_DIST_DIR: path.join(dir, 'no-web-build'),
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString('utf8')));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString('utf8')));
    return { child, output: () => output };
  }

  it('pointed at a Redis that does not answer, it never listens and exits 1 saying why', async () => {
    const [port, redisPort] = [await freePort(), await freePort()];
    const server = start({
      PORT: String(port),
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    });
    // Meanwhile its port refuses connections (nginx retries those on another process).
    let refused = 0;
    const probing = (async () => {
      while (server.child.exitCode === null) {
        const ok = await fetch(`http://127.0.0.1:${port}/livez`).then(
          () => true,
          () => false,
        );
        expect(ok).toBe(false);
        refused += 1;
        await new Promise((r) => setTimeout(r, 500));
      }
    })();
    const { code, output } = await exited(server.child, server.output);
    await probing;
    expect(code).toBe(1);
    expect(output).toContain(
      `Votação could not start: not ready after ${START_READY_WAIT_MS / 1000} s: redis (`,
    );
    expect(refused).toBeGreaterThan(0);
  }, 60_000);

  it('cut from its database while serving, it stops listening and exits 1', async () => {
    // A relay in front of PostgreSQL that the test can cut.
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop);
      upstream.on('error', drop);
    });
    await new Promise<void>((r) => relay.listen(0, '127.0.0.1', () => r()));
    const relayed = new URL(database.url);
    relayed.host = `127.0.0.1:${(relay.address() as AddressInfo).port}`;

    const port = await freePort();
    const server = start({ PORT: String(port), DATABASE_URL: relayed.toString() });
    for (let i = 0; ; i++) {
      const live = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      if (live?.status === 200) break;
      if (i > 200) throw new Error(`no start\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    // The cut: no new connection, the open ones dropped.
    await new Promise<void>((r) => {
      relay.close(() => r());
      for (const socket of sockets) socket.destroy();
    });
    const started = Date.now();
    const { code, output } = await exited(server.child, server.output);
    expect(code).toBe(1);
    expect(Date.now() - started).toBeLessThan(UNREADY_EXIT_MS + 3 * WATCH_INTERVAL_MS + 10_000);
    expect(output).toContain(`Not ready for ${UNREADY_EXIT_MS / 1000} s (database (`);
    await expect(fetch(`http://127.0.0.1:${port}/livez`)).rejects.toThrow();
  }, 90_000);
});
