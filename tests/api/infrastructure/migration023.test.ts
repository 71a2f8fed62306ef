/**
 * 023_nominations on SQLite and PostgreSQL: up adds nomination_phases, nominations (one per
 * voter and category) and nomination_groups; a window must close after it opens; down refuses,
 * changing nothing, while nominations exist, and drops the three tables once they are gone.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { DOWN_REFUSED_023 } from '../../../src/server/db/migrations/023-nominations';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { migratorUpTo } from '../helpers/migrator';

describe.each(databaseKinds)('migration 023 on %s', (kind) => {
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

  const count = async () =>
    Number(
      (await sql<{ n: number }>`SELECT count(*) AS n FROM nominations`.execute(handle.db)).rows[0]!
        .n,
    );

  it('adds the tables with their rules, refuses to go down while nominations exist, then goes down', async () => {
    const migrator = () => migratorUpTo(handle, kind, '023_nominations');
    expect((await (await migrator()).migrateToLatest()).error).toBeUndefined();
    const db = handle.db;
    await sql`INSERT INTO voters (nome, email, celular, cpf, created_at)
              VALUES ('Eleitor', 'e@example.com', '11987654321', '00000000001', 1)`.execute(db);
    const voter = (await db.selectFrom('voters').select('id').executeTakeFirstOrThrow()).id;
    const edition = (await db.selectFrom('editions').select('id').executeTakeFirstOrThrow()).id;
    const category = (
      await db
        .insertInto('categories')
        .values({ name: 'Padarias', created_at: 1, edition_id: edition })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

    // A window must close after it opens.
    await expect(
      db
        .insertInto('nomination_phases')
        .values({ edition_id: edition, opens_at: 10, closes_at: 10, updated_at: 1 })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto('nomination_phases')
      .values({ edition_id: edition, opens_at: 10, closes_at: 20, updated_at: 1 })
      .execute();

    const nomination = {
      edition_id: edition,
      category_id: category,
      voter_id: voter,
      text: 'Padaria do Zé',
      created_at: 11,
      updated_at: 11,
    };
    await db.insertInto('nominations').values(nomination).execute();
    // One per voter and category.
    await expect(
      db
        .insertInto('nominations')
        .values({ ...nomination, text: 'Outra' })
        .execute(),
    ).rejects.toThrow();
    // A voter that does not exist.
    await expect(
      db
        .insertInto('nominations')
        .values({ ...nomination, voter_id: voter + 999 })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto('nomination_groups')
      .values({
        category_id: category,
        edition_id: edition,
        groups_json: '[]',
        finalists_json: null,
        merges_json: '[]',
        updated_at: 21,
      })
      .execute();

    const refused = await (await migrator()).migrateDown();
    expect(String(refused.error)).toContain(DOWN_REFUSED_023);
    expect(await count()).toBe(1);

    // A category's removal takes its nominations and groups with it.
    await db.deleteFrom('categories').where('id', '=', category).execute();
    expect(await count()).toBe(0);
    const down = await (await migrator()).migrateDown();
    expect(down.error).toBeUndefined();
    for (const table of ['nominations', 'nomination_groups', 'nomination_phases']) {
      await expect(sql`SELECT 1 FROM ${sql.table(table)}`.execute(db)).rejects.toThrow();
    }
    expect((await (await migrator()).migrateToLatest()).error).toBeUndefined();
    expect(await count()).toBe(0);
  });
});
