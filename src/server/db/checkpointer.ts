/**
 * SQLite's write-ahead-log checkpoints, moved off the event loop (decision 135). A commit that
 * takes the log past 1,000 pages copies them into the database file there and then, inside the
 * commit, while every other request waits: under a stream of votes that was a third of the
 * server's time and most of the slowest answers. Here the serving connection never checkpoints;
 * a worker thread with its own connection runs PASSIVE checkpoints (they never block readers or
 * writers) every `intervalMs`. Should the worker fail, the serving connection checkpoints
 * itself again, as SQLite does by default.
 */
import { Worker } from 'node:worker_threads';

import type Sqlite from 'better-sqlite3';

/** SQLite's own default, restored when the worker is gone. */
const DEFAULT_AUTOCHECKPOINT_PAGES = 1000;

/**
 * The worker's module: the TypeScript source when this file runs from the sources (Node strips
 * the types), the built module beside the server bundle otherwise (scripts/build-server.mjs).
 */
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './checkpointWorker.ts' : './checkpointWorker.mjs',
  import.meta.url,
);

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
  const worker = new Worker(WORKER_URL, {
    workerData: {
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
