/**
 * SQLite transactions take the write lock when they begin (`begin immediate`, db/database.ts):
 * another process that writes meanwhile waits for them (busy_timeout) instead of slipping in
 * between a read and a write, which would leave the transaction unable to write at all
 * (SQLITE_BUSY at once: the operator CLI beside a running server saw "database is locked").
 */
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrations';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';

describe('SQLite write transactions beside another process', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let file = '';

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    if (database.config.kind !== 'sqlite') throw new Error('SQLite expected');
    file = database.config.file;
    handle = createDatabase(database.config);
    await migrateToLatest(handle.db as never, 'sqlite');
  });
  afterAll(async () => {
    await handle.destroy();
    await database.drop();
  });

  it('a transaction that reads then writes holds the write lock from its start, so it can always write', async () => {
    // Another process's connection that does not wait at all (timeout 0).
    const other = new Sqlite(file, { timeout: 0 });
    try {
      await handle.db.transaction().execute(async (trx) => {
        await trx.selectFrom('voters').select('id').execute();
        // The other process cannot write in between: it is told the database is busy.
        expect(() =>
          other
            .prepare(
              "INSERT INTO voters (nome, email, celular, cpf, created_at) VALUES ('Outra', 'outra@example.com', '11999999999', '52998224725', 1)",
            )
            .run(),
        ).toThrow(/database is locked|SQLITE_BUSY/);
        // So this transaction's write goes through (a deferred one would fail here).
        await trx
          .insertInto('voters')
          .values({
            nome: 'Eleitora',
            email: 'eleitora@example.com',
            celular: '11999999999',
            cpf: '11144477735',
            created_at: 1,
          })
          .execute();
      });
      // Once it commits, the other process writes.
      other
        .prepare(
          "INSERT INTO voters (nome, email, celular, cpf, created_at) VALUES ('Outra', 'outra@example.com', '11999999999', '52998224725', 1)",
        )
        .run();
      const rows = await handle.db.selectFrom('voters').select('email').orderBy('id').execute();
      expect(rows.map((r) => r.email)).toEqual(['eleitora@example.com', 'outra@example.com']);
    } finally {
      other.close();
    }
  });
});
