/**
 * A PostgreSQL connection that drops while the app holds it (a database restart, a network cut
 * in the middle of a request or of the outbox's transaction) must cost that one query, never the
 * process: pg emits 'error' on a checked-out client, and pg-pool listens only on idle ones. The
 * connection is killed from the server side here, the way a restart or a DBA would.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL connection lost while in use', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    handle = createDatabase(database.config);
  });
  afterAll(async () => {
    await handle.destroy();
    await database.drop();
  });

  it('rejects the running work, keeps the process up, and the next query gets a fresh connection', async () => {
    const uncaught = vi.fn();
    process.on('uncaughtException', uncaught);
    try {
      const killer = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await killer.connect();
      let victim = 0;
      // A transaction holds one connection for its whole life, like the outbox worker's claim.
      const held = handle.db.transaction().execute(async (trx) => {
        victim = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!
          .pid;
        await killer.query('select pg_terminate_backend($1)', [victim]);
        await sql`select 1`.execute(trx);
      });
      await expect(held).rejects.toThrow();
      await killer.end();

      const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      expect(after.rows[0]!.pid).not.toBe(victim);
      expect(uncaught).not.toHaveBeenCalled();
    } finally {
      process.off('uncaughtException', uncaught);
    }
  });
});
