/**
 * 013_lean_vote_indexes: every vote is written into the table and into each of its indexes, so
 * an index that another can stand in for costs every vote for nothing, and an index that no
 * longer covers its query costs every vote and every reader.
 *
 * - votes_company_idx (company_id) is a prefix of votes_company_created_idx (company_id,
 *   created_at; migration 004). The tally's count per company reads the longer one (a covering
 *   scan), as the burst check always did. Dropped.
 * - votes_voter_choices_idx (voter_id, category_id, company_id; migration 007, decision 138) let
 *   the category list read a voter's choices without the table. Since the list shows each vote's
 *   receipt (migration 009) it read the rows again, and SQLite planned it through the unique
 *   (voter_id, category_id) index instead: 90 µs a list at two million votes, against 40 µs with
 *   the receipt in the index. SQLite: the index now ends with the receipt. PostgreSQL: one index
 *   both refuses a second vote in a category and holds the company and receipt
 *   (`UNIQUE (voter_id, category_id) INCLUDE (company_id, receipt)`), where two did. The
 *   integrity review reads it in one pass as before (the voters who voted in one category only,
 *   and whom the flagged voters chose).
 *
 * The vote's `INSERT … ON CONFLICT DO NOTHING` and the unique-violation check name no
 * constraint, so they work as before.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { DatabaseKind } from '../database';

type Db = Kysely<unknown>;

export function leanVoteIndexes(kind: DatabaseKind): Migration {
  return {
    async up(db: Db) {
      await db.schema.dropIndex('votes_company_idx').execute();
      if (kind === 'postgres') {
        await sql`ALTER TABLE votes ADD CONSTRAINT votes_voter_category_choices_unique
                  UNIQUE (voter_id, category_id) INCLUDE (company_id, receipt)`.execute(db);
        await sql`ALTER TABLE votes DROP CONSTRAINT votes_voter_category_unique`.execute(db);
        await db.schema.dropIndex('votes_voter_choices_idx').execute();
      } else {
        await db.schema.dropIndex('votes_voter_choices_idx').execute();
        await db.schema
          .createIndex('votes_voter_choices_idx')
          .on('votes')
          .columns(['voter_id', 'category_id', 'company_id', 'receipt'])
          .execute();
      }
    },
    async down(db: Db) {
      await db.schema.dropIndex('votes_voter_choices_idx').ifExists().execute();
      await db.schema
        .createIndex('votes_voter_choices_idx')
        .on('votes')
        .columns(['voter_id', 'category_id', 'company_id'])
        .execute();
      if (kind === 'postgres') {
        await sql`ALTER TABLE votes ADD CONSTRAINT votes_voter_category_unique
                  UNIQUE (voter_id, category_id)`.execute(db);
        await sql`ALTER TABLE votes DROP CONSTRAINT votes_voter_category_choices_unique`.execute(
          db,
        );
      }
      await db.schema.createIndex('votes_company_idx').on('votes').column('company_id').execute();
    },
  };
}
