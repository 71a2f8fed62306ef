/**
 * 014_publication_that_stands (issue 36, sections 2 and 3).
 *
 * - election.results_read_at: when an operator (console or CLI) first read the results per
 *   company since the election last closed; reopening after that needs a reason.
 * - election_reopenings: each reopening after the results were read (when they were read, when
 *   voting reopened, the operator's reason), printed on the Painel, in the ata and on /resultados.
 * - publications: a version number, the withdrawal (when, its category), and what /resultados
 *   serves from then on: the results, the receipts (counted and not counted) and the ata's PDF
 *   bytes as published (base64), so a later code change cannot alter a published document.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { DatabaseKind } from '../database';

type Db = Kysely<unknown>;

const PUBLICATION_COLUMNS: [string, 'integer' | 'bigint' | 'varchar(40)' | 'text'][] = [
  ['version', 'integer'],
  ['withdrawn_at', 'bigint'],
  ['withdrawn_category', 'varchar(40)'],
  ['results_json', 'text'],
  ['receipts_json', 'text'],
  ['ata_pdf_base64', 'text'],
];

export function publicationThatStands(kind: DatabaseKind): Migration {
  return {
    async up(db: Db) {
      await db.schema.alterTable('election').addColumn('results_read_at', 'bigint').execute();
      await db.schema
        .createTable('election_reopenings')
        .addColumn('id', kind === 'postgres' ? 'serial' : 'integer', (col) =>
          kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        .addColumn('results_read_at', 'bigint', (col) => col.notNull())
        .addColumn('reopened_at', 'bigint', (col) => col.notNull())
        .addColumn('reason', 'varchar(500)', (col) => col.notNull())
        .execute();
      for (const [name, type] of PUBLICATION_COLUMNS) {
        await db.schema.alterTable('publications').addColumn(name, type).execute();
      }
      // One row per publication: the first of a pair recorded by a race (a public call during
      // the publish route's own recording) is kept, and the index refuses the second for good.
      await sql`DELETE FROM publications WHERE id NOT IN (SELECT MIN(id) FROM publications GROUP BY published_at)`.execute(
        db,
      );
      await db.schema
        .createIndex('publications_published_at_key')
        .on('publications')
        .column('published_at')
        .unique()
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropIndex('publications_published_at_key').execute();
      for (const [name] of [...PUBLICATION_COLUMNS].reverse()) {
        await db.schema.alterTable('publications').dropColumn(name).execute();
      }
      await db.schema.dropTable('election_reopenings').execute();
      await db.schema.alterTable('election').dropColumn('results_read_at').execute();
    },
  };
}
