/**
 * db/checkpointer.ts (decision 135): with the worker running, the serving connection never
 * checkpoints, the worker does, nothing written is lost, and if the worker dies the serving
 * connection checkpoints itself again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Sqlite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startCheckpointer, type Checkpointer } from '../../../src/server/db/checkpointer';
import { openSqlite } from '../../../src/server/db/database';

describe('SQLite checkpoints on a worker thread', () => {
  let dir: string;
  let file: string;
  let serving: Sqlite.Database;
  let checkpoints: Checkpointer | undefined;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-checkpoint-'));
    file = path.join(dir, 'data.sqlite');
    serving = openSqlite(file);
    serving.exec('CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL)');
  });
  afterEach(async () => {
    await checkpoints?.close();
    checkpoints = undefined;
    if (serving.open) serving.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const walBytes = () => fs.statSync(`${file}-wal`).size;
  const autocheckpoint = () => serving.pragma('wal_autocheckpoint', { simple: true });
  /** About 1,500 pages: past SQLite's default checkpoint threshold of 1,000. */
  const writeMany = (from: number) => {
    const insert = serving.prepare('INSERT INTO rows (id, body) VALUES (?, ?)');
    for (let i = from; i < from + 1500; i++) insert.run(i, 'x'.repeat(3000));
  };

  it('the serving connection leaves the log alone; the worker checkpoints it, losing nothing', async () => {
    // A long interval: only the explicit checkpoint below runs during the test.
    checkpoints = startCheckpointer(serving, file, { intervalMs: 3_600_000 });
    expect(autocheckpoint()).toBe(0);
    writeMany(0);
    // Without the worker, SQLite would have checkpointed during these commits.
    const before = await checkpoints.now();
    expect(before.busy).toBe(0);
    expect(before.log).toBeGreaterThan(1000);
    expect(before.checkpointed).toBe(before.log);

    // The database file alone (no log) holds every row.
    await checkpoints.close();
    checkpoints = undefined;
    const copy = path.join(dir, 'copy.sqlite');
    fs.copyFileSync(file, copy);
    const reader = new Sqlite(copy, { readonly: true });
    try {
      expect(reader.prepare('SELECT COUNT(*) AS n FROM rows').get()).toEqual({ n: 1500 });
    } finally {
      reader.close();
    }
    expect(walBytes()).toBeGreaterThan(0);
  });

  it('when the worker stops, the serving connection checkpoints by itself again', async () => {
    const errors: string[] = [];
    checkpoints = startCheckpointer(serving, path.join(dir, 'missing', 'nowhere.sqlite'), {
      intervalMs: 3_600_000,
      onError: (message) => errors.push(message),
    });
    // Asked before or after the worker failed, the answer is a refusal, never a wait.
    await expect(checkpoints.now()).rejects.toThrow();
    await expect(checkpoints.now()).rejects.toThrow();
    expect(errors.length).toBeGreaterThan(0);
    expect(autocheckpoint()).toBe(1000);
  });
});
