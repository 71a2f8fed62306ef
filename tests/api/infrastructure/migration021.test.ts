/**
 * 021_invalidations_per_edition on SQLite and PostgreSQL: up adds voter_invalidations (one row
 * per edition and voter, foreign keys to both); down drops it while it is empty and refuses,
 * changing nothing, while another edition holds invalidations.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { DOWN_REFUSED_021 } from '../../../src/server/db/migrations/021-invalidations-per-edition';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { migratorUpTo } from '../helpers/migrator';

describe.each(databaseKinds)('migration 021 on %s', (kind) => {
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
      (await sql<{ n: number }>`SELECT count(*) AS n FROM voter_invalidations`.execute(handle.db))
        .rows[0]!.n,
    );

  it('adds the table, refuses to go down while it holds an edition’s invalidations, then goes down', async () => {
    const migrator = () => migratorUpTo(handle, kind, '021_invalidations_per_edition');
    expect((await (await migrator()).migrateToLatest()).error).toBeUndefined();
    const db = handle.db;
    await sql`INSERT INTO voters (nome, email, celular, cpf, created_at)
              VALUES ('Eleitor', 'e@example.com', '11987654321', '00000000001', 1)`.execute(db);
    const voter = (await db.selectFrom('voters').select('id').executeTakeFirstOrThrow()).id;
    const edition = (await db.selectFrom('editions').select('id').executeTakeFirstOrThrow()).id;
    await db
      .insertInto('voter_invalidations')
      .values({
        edition_id: edition,
        voter_id: voter,
        invalidated_at: 5,
        invalidated_reason: 'Cadastro com dados de outra pessoa',
        invalidated_by: 'operadora@associacao.org.br',
        invalidated_category: 'false-data',
      })
      .execute();
    // One row per edition and voter.
    await expect(
      db
        .insertInto('voter_invalidations')
        .values({ edition_id: edition, voter_id: voter, invalidated_at: 6 })
        .execute(),
    ).rejects.toThrow();
    // A voter that does not exist.
    await expect(
      db
        .insertInto('voter_invalidations')
        .values({ edition_id: edition, voter_id: voter + 999, invalidated_at: 6 })
        .execute(),
    ).rejects.toThrow();

    const refused = await (await migrator()).migrateDown();
    expect(String(refused.error)).toContain(DOWN_REFUSED_021);
    expect(await count()).toBe(1);

    await db.deleteFrom('voter_invalidations').execute();
    const down = await (await migrator()).migrateDown();
    expect(down.error).toBeUndefined();
    await expect(sql`SELECT 1 FROM voter_invalidations`.execute(db)).rejects.toThrow();
    expect((await (await migrator()).migrateToLatest()).error).toBeUndefined();
    expect(await count()).toBe(0);
  });
});
