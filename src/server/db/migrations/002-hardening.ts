import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

/**
 * Hardening (docs/decisions/080, 083): token versions and invalidation on voters, the
 * consecutive-failure count on otp_limits, and an index to purge expired codes.
 */
export const hardening: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('voters')
      .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('voters').addColumn('invalidated_at', 'bigint').execute();
    await db.schema
      .alterTable('otp_limits')
      .addColumn('consecutive_failures', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('one_time_codes_expires_idx')
      .on('one_time_codes')
      .column('expires_at')
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('one_time_codes_expires_idx').execute();
    await db.schema.alterTable('otp_limits').dropColumn('consecutive_failures').execute();
    await db.schema.alterTable('voters').dropColumn('invalidated_at').execute();
    await db.schema.alterTable('voters').dropColumn('token_version').execute();
  },
};
