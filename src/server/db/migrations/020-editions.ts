/**
 * 020_editions (issue 41 §1, decision 310): the award runs every year, and each year is an
 * edition that owns its catalogue, window, votes, publication and reminders.
 *
 * - editions: one row per edition (year, unique; name, e.g. "Prêmio Destaque Empresarial
 *   2027"); `is_current` is 1 on the one edition every route serves and null elsewhere, and its
 *   unique index lets at most one row say 1.
 * - election: one row per edition, its id the edition's (it was the single row id = 1, kept so
 *   by a CHECK). SQLite cannot drop a CHECK, so there the table is rebuilt.
 * - categories.edition_id (a foreign key), and the name is unique per edition (it was unique
 *   over the table). Companies belong to an edition through their category, and votes (with
 *   their receipts) through theirs: a category is in one edition, so the unique (voter_id,
 *   category_id) is one vote per voter per category per edition, still the database's.
 * - election_reopenings, publications, reminders: edition_id, a plain integer as in 019 (SQLite
 *   cannot drop a column a foreign key names, and down drops it); the code always writes it.
 *
 * The present data becomes the first edition: year from the election's dates (opening, else
 * closing, else the migration's day; America/Sao_Paulo), name from the award's name and year.
 * Down folds the one edition back into the single election; with two editions or more it
 * refuses (folding them would merge two years' catalogues and votes).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import { zonedParts } from '../../../domain/zonedTime';
import type { DatabaseKind } from '../database';

type Db = Kysely<unknown>;

const OWNED = ['election_reopenings', 'publications', 'reminders'] as const;
const CATALOGUE_TRIGGER_OPS = ['INSERT', 'UPDATE', 'DELETE'] as const;

export const DOWN_REFUSED =
  'Migration 020 down: more than one edition exists; folding them into one election would merge their catalogues and votes.';

/** "Prêmio Destaque Empresarial" and 2026 → "Prêmio Destaque Empresarial 2026". */
export function editionName(awardName: string | null, year: number): string {
  const name = awardName?.trim();
  if (!name) return `Edição ${year}`;
  return name.endsWith(String(year)) ? name : `${name} ${year}`;
}

async function rebuildSqliteCategories(db: Db, withEdition: boolean): Promise<void> {
  const editionColumn = withEdition
    ? ', edition_id INTEGER NOT NULL REFERENCES editions(id) ON DELETE RESTRICT'
    : '';
  const unique = withEdition
    ? 'CONSTRAINT categories_edition_name_unique UNIQUE (edition_id, name)'
    : 'CONSTRAINT categories_name_unique UNIQUE (name)';
  await sql
    .raw(
      `CREATE TABLE categories_next (id INTEGER PRIMARY KEY AUTOINCREMENT,
         name VARCHAR(200) NOT NULL, created_at BIGINT NOT NULL${editionColumn}, ${unique})`,
    )
    .execute(db);
  const columns = withEdition ? 'id, name, created_at, edition_id' : 'id, name, created_at';
  const source = withEdition
    ? 'id, name, created_at, (SELECT id FROM editions ORDER BY id LIMIT 1)'
    : 'id, name, created_at';
  await sql
    .raw(`INSERT INTO categories_next (${columns}) SELECT ${source} FROM categories`)
    .execute(db);
  await sql`DROP TABLE categories`.execute(db);
  await sql`ALTER TABLE categories_next RENAME TO categories`.execute(db);
  for (const op of CATALOGUE_TRIGGER_OPS) {
    await sql
      .raw(
        `CREATE TRIGGER categories_catalog_version_${op.toLowerCase()} AFTER ${op} ON categories
         BEGIN UPDATE catalog_version SET version = version + 1 WHERE id = 1; END`,
      )
      .execute(db);
  }
}

async function rebuildSqliteElection(db: Db, perEdition: boolean): Promise<void> {
  const id = perEdition
    ? 'id INTEGER PRIMARY KEY REFERENCES editions(id) ON DELETE RESTRICT'
    : 'id INTEGER PRIMARY KEY CHECK (id = 1)';
  await sql
    .raw(
      `CREATE TABLE election_next (${id}, name VARCHAR(200), opens_at BIGINT, closes_at BIGINT,
         results_published_at BIGINT, version INTEGER NOT NULL DEFAULT 0, updated_at BIGINT,
         results_read_at BIGINT)`,
    )
    .execute(db);
  const newId = perEdition ? '(SELECT id FROM editions ORDER BY id LIMIT 1)' : '1';
  await sql
    .raw(
      `INSERT INTO election_next (id, name, opens_at, closes_at, results_published_at, version,
         updated_at, results_read_at)
       SELECT ${newId}, name, opens_at, closes_at, results_published_at, version, updated_at,
              results_read_at FROM election`,
    )
    .execute(db);
  await sql`DROP TABLE election`.execute(db);
  await sql`ALTER TABLE election_next RENAME TO election`.execute(db);
}

/** SQLite rebuilds tables that other tables' foreign keys name: checks off meanwhile. */
async function withoutSqliteForeignKeys(db: Db, work: () => Promise<void>): Promise<void> {
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await work();
    const broken = await sql`PRAGMA foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('Migration 020: a foreign key no longer holds');
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

export function editions(kind: DatabaseKind): Migration {
  return {
    async up(db: Db) {
      let table = db.schema.createTable('editions');
      table =
        kind === 'postgres'
          ? table.addColumn('id', 'serial', (col) => col.primaryKey())
          : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
      await table
        .addColumn('year', 'integer', (col) => col.notNull())
        .addColumn('name', 'varchar(200)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('is_current', 'integer', (col) => col.check(sql`is_current = 1`))
        .addUniqueConstraint('editions_year_unique', ['year'])
        .addUniqueConstraint('editions_one_current', ['is_current'])
        .execute();

      const election = await sql<{
        name: string | null;
        opens_at: number | string | null;
        closes_at: number | string | null;
      }>`SELECT name, opens_at, closes_at FROM election WHERE id = 1`.execute(db);
      const row = election.rows[0];
      const now = Date.now();
      const dated = row?.opens_at ?? row?.closes_at ?? null;
      const year = zonedParts(dated === null ? now : Number(dated)).year;
      await sql`INSERT INTO editions (year, name, created_at, is_current)
                VALUES (${year}, ${editionName(row?.name ?? null, year)}, ${now}, 1)`.execute(db);
      const first = sql`(SELECT id FROM editions ORDER BY id LIMIT 1)`;

      if (kind === 'sqlite') {
        await withoutSqliteForeignKeys(db, async () => {
          await rebuildSqliteElection(db, true);
          await rebuildSqliteCategories(db, true);
        });
      } else {
        await sql`ALTER TABLE election DROP CONSTRAINT election_id_check`.execute(db);
        await sql`UPDATE election SET id = ${first}`.execute(db);
        await sql`ALTER TABLE election ADD CONSTRAINT election_edition_fk
                  FOREIGN KEY (id) REFERENCES editions(id) ON DELETE RESTRICT`.execute(db);
        await sql`ALTER TABLE categories ADD COLUMN edition_id INTEGER
                  REFERENCES editions(id) ON DELETE RESTRICT`.execute(db);
        await sql`UPDATE categories SET edition_id = ${first}`.execute(db);
        await sql`ALTER TABLE categories ALTER COLUMN edition_id SET NOT NULL`.execute(db);
        await sql`ALTER TABLE categories DROP CONSTRAINT categories_name_unique`.execute(db);
        await sql`ALTER TABLE categories ADD CONSTRAINT categories_edition_name_unique
                  UNIQUE (edition_id, name)`.execute(db);
      }
      for (const owned of OWNED) {
        await db.schema.alterTable(owned).addColumn('edition_id', 'integer').execute();
        await sql`UPDATE ${sql.table(owned)} SET edition_id = ${first}`.execute(db);
      }
      // Every cache of the catalogue reloads (it is now read per edition).
      await sql`UPDATE catalog_version SET version = version + 1 WHERE id = 1`.execute(db);
    },

    async down(db: Db) {
      const count = await sql<{ n: number | string }>`SELECT count(*) AS n FROM editions`.execute(
        db,
      );
      if (Number(count.rows[0]?.n ?? 0) > 1) throw new Error(DOWN_REFUSED);
      for (const owned of OWNED) {
        await db.schema.alterTable(owned).dropColumn('edition_id').execute();
      }
      if (kind === 'sqlite') {
        await withoutSqliteForeignKeys(db, async () => {
          await rebuildSqliteCategories(db, false);
          await rebuildSqliteElection(db, false);
        });
      } else {
        await sql`ALTER TABLE categories DROP CONSTRAINT categories_edition_name_unique`.execute(
          db,
        );
        await sql`ALTER TABLE categories ADD CONSTRAINT categories_name_unique UNIQUE (name)`.execute(
          db,
        );
        await sql`ALTER TABLE categories DROP COLUMN edition_id`.execute(db);
        await sql`ALTER TABLE election DROP CONSTRAINT election_edition_fk`.execute(db);
        await sql`UPDATE election SET id = 1`.execute(db);
        await sql`ALTER TABLE election ADD CONSTRAINT election_id_check CHECK (id = 1)`.execute(db);
      }
      await db.schema.dropTable('editions').execute();
      await sql`UPDATE catalog_version SET version = version + 1 WHERE id = 1`.execute(db);
    },
  };
}
