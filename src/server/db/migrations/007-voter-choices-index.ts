/**
 * 007_voter_choices_index: the voter's own choices (category and company) read from one index,
 * without visiting the table (decision 138). The category list reads them on every call; with
 * two million votes stored, looking up each of a voter's rows in the table was most of the
 * list's query.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

export const voterChoicesIndex: Migration = {
  async up(db: Db) {
    await db.schema
      .createIndex('votes_voter_choices_idx')
      .on('votes')
      .columns(['voter_id', 'category_id', 'company_id'])
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('votes_voter_choices_idx').execute();
  },
};
