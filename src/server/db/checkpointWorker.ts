/**
 * The checkpoint worker's own module (started by checkpointer.ts on a worker thread): its own
 * SQLite connection runs PASSIVE checkpoints every `intervalMs`, and one on request. Built to
 * dist/server/checkpointWorker.mjs beside the server bundle; from the sources Node runs this
 * file directly (type stripping), so it imports nothing of ours.
 */
import { parentPort, workerData } from 'node:worker_threads';

import Sqlite from 'better-sqlite3';

interface CheckpointWorkerData {
  file: string;
  intervalMs: number;
}

type Request = { type: 'now'; id: number } | { type: 'close' };

const port = parentPort;
if (!port) throw new Error('checkpointWorker runs only as a worker thread');
const { file, intervalMs } = workerData as CheckpointWorkerData;

const db = new Sqlite(file);
db.pragma('busy_timeout = 1000');

const checkpoint = () => {
  const [row] = db.pragma('wal_checkpoint(PASSIVE)') as {
    busy: number;
    log: number;
    checkpointed: number;
  }[];
  return row;
};
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

const timer = setInterval(() => {
  try {
    checkpoint();
  } catch (error) {
    port.postMessage({ error: reason(error) });
  }
}, intervalMs);

port.on('message', (message: Request) => {
  if (message.type === 'now') {
    try {
      port.postMessage({ id: message.id, result: checkpoint() });
    } catch (error) {
      port.postMessage({ id: message.id, error: reason(error) });
    }
  } else {
    clearInterval(timer);
    db.close();
    port.close();
  }
});
