/**
 * Migrations land in any order: a database migrated without 003 (as main was before the
 * operator slice arrived) still gets it, and boots with the election row in place.
 */
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import {
  migrateToLatest,
  migrationTableSchemaOf,
  migrations,
} from '../../../src/server/db/migrations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';

describe.each(databaseKinds)('migration order on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    handle = createDatabase(database.config);
  });
  afterAll(async () => {
    await handle.destroy();
    await database.drop();
  });

  it('applies 003 to a database that already has 004 and 005', async () => {
    // A database of that time: 001–005b applied, 003 missed; later migrations did not exist yet.
    const { '003_operators_and_election': skipped, ...rest } = migrations(kind);
    expect(skipped).toBeDefined();
    const others = Object.fromEntries(Object.entries(rest).filter(([name]) => name < '006'));
    const early = new Migrator({
      db: handle.db as never,
      ...(await migrationTableSchemaOf(handle.db as never, kind)),
      provider: { getMigrations: async () => others },
    });
    const first = await early.migrateToLatest();
    expect(first.error).toBeUndefined();
    const applied = await migrateToLatest(handle.db as never, kind);
    expect(applied[0]).toBe('003_operators_and_election');
    expect(applied.slice(1)).toEqual(Object.keys(rest).filter((name) => name >= '006'));
    const election = await handle.db.selectFrom('election').selectAll().execute();
    expect(election).toHaveLength(1);
  });
});
