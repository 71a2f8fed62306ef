/**
 * 024_member_lists on SQLite and PostgreSQL: up adds member_lists (one per edition) and members
 * (each name once per list, gone with their list); down drops both, and up again works.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { migratorUpTo } from '../helpers/migrator';

describe.each(databaseKinds)('migration 024 on %s', (kind) => {
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

  it('adds the tables with their rules, then goes down and up again', async () => {
    const migrator = () => migratorUpTo(handle, kind, '024_member_lists');
    expect((await (await migrator()).migrateToLatest()).error).toBeUndefined();
    const db = handle.db;
    const edition = (await db.selectFrom('editions').select('id').executeTakeFirstOrThrow()).id;

    // A name needs its list; a list needs its edition.
    await expect(
      db.insertInto('members').values({ edition_id: edition, name: 'Padaria do Zé' }).execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('member_lists')
        .values({ edition_id: edition + 999, file_name: 'a.csv', members: 0, imported_at: 1 })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto('member_lists')
      .values({ edition_id: edition, file_name: 'associadas.csv', members: 2, imported_at: 1 })
      .execute();
    await db
      .insertInto('members')
      .values([
        { edition_id: edition, name: 'Padaria do Zé' },
        { edition_id: edition, name: 'Mercado Central' },
      ])
      .execute();
    // Each name once per list.
    await expect(
      db.insertInto('members').values({ edition_id: edition, name: 'Padaria do Zé' }).execute(),
    ).rejects.toThrow();
    // One list per edition.
    await expect(
      db
        .insertInto('member_lists')
        .values({ edition_id: edition, file_name: 'b.csv', members: 0, imported_at: 2 })
        .execute(),
    ).rejects.toThrow();
    // The names go with their list.
    await db.deleteFrom('member_lists').where('edition_id', '=', edition).execute();
    expect(await db.selectFrom('members').selectAll().execute()).toEqual([]);

    const down = await (await migrator()).migrateDown();
    expect(down.error).toBeUndefined();
    for (const table of ['members', 'member_lists']) {
      await expect(sql`SELECT 1 FROM ${sql.table(table)}`.execute(db)).rejects.toThrow();
    }
    expect((await (await migrator()).migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom('member_lists').selectAll().execute()).toEqual([]);
  });
});
