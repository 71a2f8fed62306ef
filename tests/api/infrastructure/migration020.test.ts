/**
 * 020_editions on SQLite and PostgreSQL, with data written before it: the election, its
 * catalogue, votes, a publication, a reopening and a reminder become the first edition (year
 * from the election's opening, name from the award's name); the catalogue's names are unique
 * per edition and one vote per voter per category still a constraint. Down folds the edition
 * back into the single election (and refuses while there are two); up again gives the same.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { DOWN_REFUSED } from '../../../src/server/db/migrations/020-editions';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { migratorUpTo } from '../helpers/migrator';

/** 2025-12-01T08:00-03:00: the opening that names the edition's year. */
const OPENS = Date.parse('2025-12-01T08:00:00-03:00');
const CLOSES = Date.parse('2026-01-10T18:00:00-03:00');

describe.each(databaseKinds)('migration 020 on %s', (kind) => {
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

  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(handle.db)).rows;

  it('makes the present data the first edition, and goes back down with it', async () => {
    const migrator = (upTo: string) => migratorUpTo(handle, kind, upTo);
    const before = await (await migrator('019_reminders_in_the_outbox')).migrateToLatest();
    expect(before.error).toBeUndefined();

    const db = handle.db;
    await sql`UPDATE election SET name = 'Prêmio Destaque Empresarial', opens_at = ${OPENS},
              closes_at = ${CLOSES}, results_published_at = ${CLOSES + 1}, version = 7
              WHERE id = 1`.execute(db);
    await sql`INSERT INTO voters (nome, email, celular, cpf, created_at)
              VALUES ('Eleitor', 'e@example.com', '11987654321', '00000000001', 1)`.execute(db);
    await sql`INSERT INTO categories (name, created_at) VALUES ('Padarias', 1), ('Farmácias', 1)`.execute(
      db,
    );
    await sql`INSERT INTO companies (category_id, name, created_at)
              SELECT id, 'Empresa de ' || name, 1 FROM categories`.execute(db);
    await sql`INSERT INTO votes (voter_id, category_id, company_id, created_at, receipt)
              SELECT 1, category_id, id, 2, 'R' || CAST(id AS VARCHAR(8)) FROM companies`.execute(
      db,
    );
    await sql`INSERT INTO publications (published_at, receipts_sha256, audit_head, ata_sha256,
                                        snapshot_json, version)
              VALUES (${CLOSES + 1}, 'r', 'h', 'a', '{}', 1)`.execute(db);
    await sql`INSERT INTO election_reopenings (results_read_at, reopened_at, reason)
              VALUES (1, 2, 'Urna atrasada')`.execute(db);
    await sql`INSERT INTO reminders (subject, body, created_by, created_at)
              VALUES ('Ainda dá tempo', 'Olá', 'ana@example.org', 3)`.execute(db);
    const catalogueBefore = await rows(
      sql<{ id: number; name: string }>`SELECT id, name FROM categories ORDER BY id`,
    );

    const up = await (await migrator('020_editions')).migrateToLatest();
    expect(up.error).toBeUndefined();
    const editions = await rows(
      sql<{ id: number; year: number; name: string; is_current: number }>`
        SELECT id, year, name, is_current FROM editions`,
    );
    expect(editions).toEqual([
      { id: 1, year: 2025, name: 'Prêmio Destaque Empresarial 2025', is_current: 1 },
    ]);
    const election = await rows(
      sql<{ id: number; name: string; version: number }>`SELECT id, name, version FROM election`,
    );
    expect(election.map((e) => ({ ...e, version: Number(e.version) }))).toEqual([
      { id: 1, name: 'Prêmio Destaque Empresarial', version: 7 },
    ]);
    expect(
      await rows(sql<{ id: number; name: string }>`SELECT id, name FROM categories
                  WHERE edition_id = 1 ORDER BY id`),
    ).toEqual(catalogueBefore);
    for (const table of ['publications', 'election_reopenings', 'reminders']) {
      const owned = await rows(
        sql<{ edition_id: number }>`SELECT edition_id FROM ${sql.table(table)}`,
      );
      expect(owned, table).toEqual([{ edition_id: 1 }]);
    }
    // A second edition: the same names in its own catalogue; one vote per category still.
    await sql`INSERT INTO editions (year, name, created_at) VALUES (2026, 'Prêmio 2026', 5)`.execute(
      db,
    );
    await sql`INSERT INTO election (id, version) VALUES (2, 0)`.execute(db);
    await sql`INSERT INTO categories (name, created_at, edition_id) VALUES ('Padarias', 5, 2)`.execute(
      db,
    );
    await expect(
      sql`INSERT INTO categories (name, created_at, edition_id) VALUES ('Padarias', 5, 2)`.execute(
        db,
      ),
    ).rejects.toThrow();
    await expect(
      sql`INSERT INTO editions (year, name, created_at, is_current) VALUES (2027, 'x', 5, 1)`.execute(
        db,
      ),
    ).rejects.toThrow();
    await expect(
      sql`INSERT INTO votes (voter_id, category_id, company_id, created_at, receipt)
          SELECT 1, category_id, id, 2, 'S1' FROM companies ORDER BY id LIMIT 1`.execute(db),
    ).rejects.toThrow();
    // Companies and votes still need their category (the rebuilt table keeps the keys).
    await expect(
      sql`INSERT INTO companies (category_id, name, created_at) VALUES (999, 'x', 1)`.execute(db),
    ).rejects.toThrow();

    // Two editions: down refuses rather than merge them.
    const refused = await (await migrator('020_editions')).migrateDown();
    expect(String(refused.error)).toContain(DOWN_REFUSED);
    await sql`DELETE FROM categories WHERE edition_id = 2`.execute(db);
    await sql`DELETE FROM election WHERE id = 2`.execute(db);
    await sql`DELETE FROM editions WHERE id = 2`.execute(db);

    const down = await (await migrator('020_editions')).migrateDown();
    expect(down.error).toBeUndefined();
    await expect(sql`SELECT id FROM editions`.execute(db)).rejects.toThrow();
    await expect(sql`SELECT edition_id FROM publications`.execute(db)).rejects.toThrow();
    expect(await rows(sql`SELECT id, name FROM categories ORDER BY id`)).toEqual(catalogueBefore);
    expect(
      (await rows(sql<{ id: number; version: number }>`SELECT id, version FROM election`)).map(
        (e) => ({ id: e.id, version: Number(e.version) }),
      ),
    ).toEqual([{ id: 1, version: 7 }]);
    // The single row again, and the old global name rule.
    await expect(
      sql`INSERT INTO election (id, version) VALUES (2, 0)`.execute(db),
    ).rejects.toThrow();
    await expect(
      sql`INSERT INTO categories (name, created_at) VALUES ('Padarias', 1)`.execute(db),
    ).rejects.toThrow();
    const votes = await rows(sql<{ n: number }>`SELECT count(*) AS n FROM votes`);
    expect(Number(votes[0]!.n)).toBe(2);

    // And up again: the same first edition.
    const again = await (await migrator('020_editions')).migrateToLatest();
    expect(again.error).toBeUndefined();
    expect(
      await rows(sql<{ year: number; name: string }>`SELECT year, name FROM editions`),
    ).toEqual([{ year: 2025, name: 'Prêmio Destaque Empresarial 2025' }]);
  });
});
