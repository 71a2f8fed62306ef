/**
 * Runs the API host: `tsx src/server/server.ts` (npm start and npm run dev go through here).
 * Reads the environment, prints a readable message and exits 1 on a bad configuration, listens,
 * and closes gracefully on SIGINT/SIGTERM (in-flight requests finish, the database closes).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance } from 'fastify';

import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { UNREADY_EXIT_MS, waitUntilReady, watchDatabase } from './features/ops';
import { wrongNodeMessage } from './nodeVersion';

const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningServer {
  app: FastifyInstance;
  config: Config;
  url: string;
  close(): Promise<void>;
}

export async function startServer(env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const config = loadConfig(env);
  const app = buildApp(config);
  await app.ready();
  // Listen only once the database (and Redis) answer: until then the port refuses connections,
  // which nginx retries on another process (ops/watchdog.ts).
  try {
    await waitUntilReady(() => app.readiness());
  } catch (error) {
    await app.close();
    throw error;
  }
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}`;
  return { app, config, url, close: () => app.close() };
}

/** Entry point: start, print the URL, and stop cleanly on a signal. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const wrongNode = wrongNodeMessage(process.versions.node, process.execPath);
  if (wrongNode) {
    console.error(wrongNode);
    process.exit(1);
  }
  let server: RunningServer;
  try {
    server = await startServer(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
    } else {
      console.error(
        `Votação could not start: ${error instanceof Error ? error.message : String(error)}`,
      );
      // systemd starts it again (Restart=on-failure); nginx sends its requests elsewhere.
    }
    process.exit(1);
  }
  // A JSON line like every other (no plain text in the log stream); the text stays greppable.
  server.app.log.info({ url: server.url }, `Votação em ${server.url}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals | 'unready') => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'Shutting down');
    if (signal === 'unready') process.exitCode = 1;
    const timer = setTimeout(() => {
      server.app.log.error('Graceful shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    server.close().then(
      () => process.exit(process.exitCode ?? 0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'Error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // A database that stopped answering: leave nginx's rotation (stop listening) and exit 1, so
  // systemd starts this process again, listening once the database answers (ops/watchdog.ts).
  watchDatabase(
    () => server.app.readiness(),
    (why) => {
      server.app.log.error(
        { unready: why },
        `Not ready for ${UNREADY_EXIT_MS / 1000} s (${why}): exiting so that systemd starts this process again; nginx sends its requests to the others meanwhile`,
      );
      stop('unready');
    },
  );
}

const entry = process.argv[1] ? path.resolve(process.argv[1]) : '';
if (entry === fileURLToPath(import.meta.url)) {
  void main();
}
