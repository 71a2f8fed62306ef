/**
 * SQLite's write-ahead-log checkpoints, moved off the event loop (decision 135). A commit that
 * takes the log past 1,000 pages copies them into the database file there and then, inside the
 * commit, while every other request waits: under a stream of votes that was a third of the
 * server's time and most of the slowest answers. Here the serving connection never checkpoints;
 * a worker thread with its own connection runs PASSIVE checkpoints (they never block readers or
 * writers) every `intervalMs`. Should the worker fail, the serving connection checkpoints
 * itself again, as SQLite does by default.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

import type Sqlite from 'better-sqlite3';

/** SQLite's own default, restored when the worker is gone. */
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;

/** Plain CommonJS run by the worker (eval: no file of its own to ship with the bundle). */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Sqlite = require(workerData.driver);
const db = new Sqlite(workerData.file);
db.pragma('busy_timeout = 1000');
const checkpoint = () => db.pragma('wal_checkpoint(PASSIVE)')[0];
const timer = setInterval(() => {
  try {
    checkpoint();
  } catch (error) {
    parentPort.postMessage({ error: String((error && error.message) || error) });
  }
}, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message.type === 'now') {
    try {
      parentPort.postMessage({ id: message.id, result: checkpoint() });
    } catch (error) {
      parentPort.postMessage({ id: message.id, error: String((error && error.message) || error) });
    }
  } else if (message.type === 'close') {
    clearInterval(timer);
    db.close();
    parentPort.close();
  }
});
`;

export interface CheckpointResult {
  /** 1 when the checkpoint could not finish (a reader or writer was in the way). */
  busy: number;
  /** Frames in the log, and how many of them are now in the database file. */
  log: number;
  checkpointed: number;
}

export interface Checkpointer {
  /** A PASSIVE checkpoint now, on the worker (tests, and before a backup). */
  now(): Promise<CheckpointResult>;
  /** Stops the worker and closes its connection. */
  close(): Promise<void>;
}

export function startCheckpointer(
  serving: Sqlite.Database,
  file: string,
  options: { intervalMs?: number; onError?: (message: string) => void } = {},
): Checkpointer {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: {
      driver: createRequire(import.meta.url).resolve('better-sqlite3'),
      file,
      intervalMs: options.intervalMs ?? 500,
    },
  });
  // Never keeps the process alive on its own.
  worker.unref();
  serving.pragma('wal_autocheckpoint = 0');

  let closing = false;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (r: CheckpointResult) => void; reject: (e: Error) => void }
  >();

  /** Why the worker is gone, once it is. */
  let stopped: string | null = null;
  const fallBack = (message: string) => {
    stopped ??= message;
    if (serving.open) serving.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
    for (const { reject } of waiting.values()) reject(new Error(message));
    waiting.clear();
  };

  worker.on('message', (message: { id?: number; result?: CheckpointResult; error?: string }) => {
    const pending = message.id === undefined ? undefined : waiting.get(message.id);
    if (pending && message.id !== undefined) {
      waiting.delete(message.id);
      if (message.result) pending.resolve(message.result);
      else pending.reject(new Error(message.error ?? 'checkpoint failed'));
    } else if (message.error) {
      options.onError?.(message.error);
    }
  });
  worker.on('error', (error) => {
    options.onError?.(error.message);
    fallBack(error.message);
  });
  const exited = new Promise<void>((resolve) => {
    worker.on('exit', () => {
      if (!closing) fallBack('the checkpoint worker stopped');
      resolve();
    });
  });

  return {
    now() {
      return new Promise((resolve, reject) => {
        if (stopped !== null) {
          reject(new Error(stopped));
          return;
        }
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ type: 'now', id });
      });
    },
    async close() {
      if (closing) return exited;
      closing = true;
      worker.postMessage({ type: 'close' });
      await exited;
    },
  };
}
