import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

/**
 * 005b_counting_indexes: counting at 2,000,000 votes reads indexes, not the tables. Votes per
 * category come from an index on category_id; votes per company subtract the few invalidated
 * voters' votes (found through a partial index) from a count over votes_company_idx.
 */
export const countingIndexes: Migration = {
  async up(db: Db) {
    await db.schema.createIndex('votes_category_idx').on('votes').column('category_id').execute();
    await db.schema
      .createIndex('voters_invalidated_idx')
      .on('voters')
      .column('invalidated_at')
      .where(sql.ref('invalidated_at'), 'is not', null)
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('voters_invalidated_idx').execute();
    await db.schema.dropIndex('votes_category_idx').execute();
  },
};
