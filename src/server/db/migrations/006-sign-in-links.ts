/**
 * 006_sign_in_links: the voter's live code may carry a single-use sign-in link (decision 080):
 * its token's HMAC, kept with the code (same expiry; replaced and deleted with it), found by a
 * unique index when the link is used. NULL when the e-mail carried no link.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

export const signInLinks: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('one_time_codes').addColumn('link_hash', 'text').execute();
    await db.schema
      .createIndex('one_time_codes_link_hash_idx')
      .on('one_time_codes')
      .column('link_hash')
      .unique()
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('one_time_codes_link_hash_idx').execute();
    await db.schema.alterTable('one_time_codes').dropColumn('link_hash').execute();
  },
};
