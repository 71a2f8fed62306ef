/**
 * 016_invalidation_category on SQLite and PostgreSQL: voters invalidated before it (free text
 * only) become "other" (Outro motivo), the others stay without a category; down drops the column.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { migratorUpTo } from '../helpers/migrator';

describe.each(databaseKinds)('migration 016 on %s', (kind) => {
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

  it('gives voters invalidated before it the category "other", and goes back down', async () => {
    const migrator = (upTo: string) => migratorUpTo(handle, kind, upTo);
    const before = await (await migrator('015')).migrateToLatest();
    expect(before.error).toBeUndefined();
    const voter = (n: number, invalidated: boolean) =>
      sql`INSERT INTO voters (nome, email, celular, cpf, created_at, invalidated_at, invalidated_reason)
          VALUES (${`Eleitor ${n}`}, ${`e${n}@example.com`}, ${'11987654321'}, ${`0000000000${n}`},
                  ${1}, ${invalidated ? 2 : null}, ${invalidated ? 'Texto livre' : null})`.execute(
        handle.db,
      );
    await voter(1, true);
    await voter(2, false);

    const up = await (await migrator('016_invalidation_category')).migrateToLatest();
    expect(up.error).toBeUndefined();
    const rows = await handle.db
      .selectFrom('voters')
      .select(['email', 'invalidated_category', 'invalidated_reason'])
      .orderBy('email')
      .execute();
    expect(rows).toEqual([
      { email: 'e1@example.com', invalidated_category: 'other', invalidated_reason: 'Texto livre' },
      { email: 'e2@example.com', invalidated_category: null, invalidated_reason: null },
    ]);

    const down = await (await migrator('016_invalidation_category')).migrateDown();
    expect(down.error).toBeUndefined();
    await expect(sql`SELECT invalidated_category FROM voters`.execute(handle.db)).rejects.toThrow();
  });
});
