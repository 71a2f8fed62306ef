/**
 * 022_awards_at_publication on SQLite and PostgreSQL: a publication made before it keeps its
 * row, with no awards entry and no seals (null); one made after it stores both; down drops the
 * two columns and keeps the publications, and up again adds them back.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { migratorUpTo } from '../helpers/migrator';

describe.each(databaseKinds)('migration 022 on %s', (kind) => {
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

  it('adds awards_json and seals_json to publications, and goes back down', async () => {
    const migrator = (upTo: string) => migratorUpTo(handle, kind, upTo);
    const db = handle.db;
    expect((await (await migrator('020_editions')).migrateToLatest()).error).toBeUndefined();
    await sql`INSERT INTO publications (published_at, receipts_sha256, audit_head, ata_sha256,
                                        snapshot_json, version, edition_id)
              VALUES (1, 'r', 'h', 'a', '{}', 1, 1)`.execute(db);
    const columns = async () =>
      (
        await sql<{
          awards_json?: unknown;
          seals_json?: unknown;
        }>`SELECT * FROM publications`.execute(db)
      ).rows;

    const up = await (await migrator('022_awards_at_publication')).migrateToLatest();
    expect(up.error).toBeUndefined();
    const [before] = await columns();
    expect(before).toMatchObject({ awards_json: null, seals_json: null });
    await sql`INSERT INTO publications (published_at, receipts_sha256, audit_head, ata_sha256,
                                        snapshot_json, version, edition_id, awards_json, seals_json)
              VALUES (2, 'r', 'h', 'a', '{}', 2, 1, '{"year":2026}', '[]')`.execute(db);
    expect((await columns())[1]).toMatchObject({ awards_json: '{"year":2026}', seals_json: '[]' });

    const down = await (await migrator('022_awards_at_publication')).migrateDown();
    expect(down.error).toBeUndefined();
    const after = await columns();
    expect(after).toHaveLength(2);
    expect(after[0]).not.toHaveProperty('awards_json');
    expect(after[0]).not.toHaveProperty('seals_json');

    const again = await (await migrator('022_awards_at_publication')).migrateToLatest();
    expect(again.error).toBeUndefined();
    expect((await columns())[1]).toMatchObject({ awards_json: null, seals_json: null });
  });
});
