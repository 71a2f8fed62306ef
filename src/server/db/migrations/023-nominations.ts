/**
 * 023_nominations (issue 41 §3, decisions 305 and 316): an edition may open with a nominations
 * phase ("Indicações"), in which each registered voter names one company per category in free
 * text; the operator groups the names, chooses the finalists and publishes them as the ballot.
 *
 * - nomination_phases: one row per edition that has the phase: its window (opens_at, closes_at)
 *   and when its ballot was published (null until then).
 * - nominations: what a voter wrote, as typed (NFC, spaces collapsed), one per voter and
 *   category (unique (voter_id, category_id)); rewritten in place while the phase is open.
 *   A category's or a voter's removal takes its nominations with it.
 * - nomination_groups: one row per category once the operator works on it: the groups as JSON
 *   (`[{ id, name, texts }]`, counts are always counted from `nominations`, so a voter invalidated
 *   later stops counting), the finalists chosen (JSON ids, null: the five most named), and the
 *   operator's merges (JSON, for the ata).
 *
 * Down: refused while nominations exist (dropping them would lose what voters wrote).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { DatabaseKind } from '../database';

type Db = Kysely<unknown>;

export const DOWN_REFUSED_023 =
  'Migration 023 down: nominations exist; dropping the nominations tables would lose them.';

export function nominations(kind: DatabaseKind): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('nomination_phases')
        .addColumn('edition_id', 'integer', (c) =>
          c.primaryKey().references('editions.id').onDelete('restrict'),
        )
        .addColumn('opens_at', 'bigint', (c) => c.notNull())
        .addColumn('closes_at', 'bigint', (c) => c.notNull())
        .addColumn('ballot_published_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('nomination_phases_window', sql`closes_at > opens_at`)
        .execute();

      let table = db.schema.createTable('nominations');
      table =
        kind === 'postgres'
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await table
        .addColumn('edition_id', 'integer', (c) =>
          c.notNull().references('editions.id').onDelete('restrict'),
        )
        .addColumn('category_id', 'integer', (c) =>
          c.notNull().references('categories.id').onDelete('cascade'),
        )
        .addColumn('voter_id', 'integer', (c) =>
          c.notNull().references('voters.id').onDelete('cascade'),
        )
        .addColumn('text', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('nominations_voter_category_unique', ['voter_id', 'category_id'])
        .execute();
      await db.schema
        .createIndex('nominations_category')
        .on('nominations')
        .columns(['category_id'])
        .execute();

      await db.schema
        .createTable('nomination_groups')
        .addColumn('category_id', 'integer', (c) =>
          c.primaryKey().references('categories.id').onDelete('cascade'),
        )
        .addColumn('edition_id', 'integer', (c) =>
          c.notNull().references('editions.id').onDelete('restrict'),
        )
        .addColumn('groups_json', 'text', (c) => c.notNull())
        .addColumn('finalists_json', 'text')
        .addColumn('merges_json', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },

    async down(db: Db) {
      const { rows } = await sql<{
        n: number | string;
      }>`SELECT count(*) AS n FROM nominations`.execute(db);
      if (Number(rows[0]?.n ?? 0) > 0) throw new Error(DOWN_REFUSED_023);
      await db.schema.dropTable('nomination_groups').execute();
      await db.schema.dropTable('nominations').execute();
      await db.schema.dropTable('nomination_phases').execute();
    },
  };
}
