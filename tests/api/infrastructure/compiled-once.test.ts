/**
 * db/compiledOnce.ts: a query compiled once runs with each call's values in the right places,
 * on SQLite and (with TEST_DATABASE_URL) PostgreSQL, and a value that never reaches the SQL is
 * caught when the query is first compiled rather than silently ignored.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { compiledOnce } from '../../../src/server/db/compiledOnce';
import { createDatabase } from '../../../src/server/db/database';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';

interface Scratch {
  scratch: { id: number; label: string; score: number };
}

const insert = compiledOnce<Scratch, { id: number; label: string; score: number }, unknown>(
  ['id', 'label', 'score'],
  (db, v) =>
    db
      .insertInto('scratch')
      .columns(['id', 'label', 'score'])
      .expression(
        db
          .selectNoFrom([
            sql<number>`CAST(${v.id} AS INTEGER)`.as('id'),
            sql<string>`CAST(${v.label} AS VARCHAR(40))`.as('label'),
            sql<number>`CAST(${v.score} AS INTEGER)`.as('score'),
          ])
          // A constant between the values: it must stay where Kysely put it.
          .where(sql<boolean>`${'always'} = ${'always'}`),
      )
      .compile(),
);

const between = compiledOnce<Scratch, { low: number; high: number }, { label: string }>(
  ['low', 'high'],
  (db, v) =>
    db
      .selectFrom('scratch')
      .select('label')
      .where('score', '>=', v.low)
      .where('score', '<=', v.high)
      .where('label', '<>', 'never')
      .orderBy('score')
      .compile(),
);

describe.each(databaseKinds)('compiledOnce on %s', (kind) => {
  let database: TestDatabase;
  let opened: ReturnType<typeof createDatabase>;
  let db: Kysely<Scratch>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    opened = createDatabase(database.config);
    db = opened.db as unknown as Kysely<Scratch>;
    await sql`CREATE TABLE scratch (id INTEGER PRIMARY KEY, label VARCHAR(40) NOT NULL, score INTEGER NOT NULL)`.execute(
      db,
    );
  });
  afterAll(async () => {
    await opened.destroy();
    await database.drop();
  });

  it('runs each call with its own values', async () => {
    await insert(db, { id: 1, label: 'primeira', score: 10 });
    await insert(db, { id: 2, label: 'segunda', score: 20 });
    await insert(db, { id: 3, label: 'terceira', score: 30 });
    const middle = await between(db, { low: 15, high: 35 });
    expect(middle.rows.map((r) => r.label)).toEqual(['segunda', 'terceira']);
    const low = await between(db, { low: 0, high: 10 });
    expect(low.rows.map((r) => r.label)).toEqual(['primeira']);
  });

  it('refuses a value that is not in the SQL', async () => {
    const shapeOnly = compiledOnce<Scratch, { id: number; unused: number }, unknown>(
      ['id', 'unused'],
      (d, v) => d.selectFrom('scratch').select('id').where('id', '=', v.id).compile(),
    );
    await expect(shapeOnly(db, { id: 1, unused: 2 })).rejects.toThrow(/unused never reached/);
  });
});
