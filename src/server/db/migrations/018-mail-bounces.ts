/**
 * 018_mail_bounces (issue 37): an address the mail server refuses for good (SMTP 5xx) is not
 * written to again for a while. mail_suppressions holds it (lower-cased) until `until`;
 * mail_outbox.bounced_at marks the messages refused for good, so the console's mail health can
 * say the bounce rate, which providers watch and suspend senders over.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

export const mailBounces: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('mail_suppressions')
      .addColumn('address', 'varchar(254)', (c) => c.primaryKey())
      .addColumn('until', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.alterTable('mail_outbox').addColumn('bounced_at', 'bigint').execute();
    await db.schema
      .createIndex('mail_outbox_bounced_idx')
      .on('mail_outbox')
      .column('bounced_at')
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('mail_outbox_bounced_idx').execute();
    await db.schema.alterTable('mail_outbox').dropColumn('bounced_at').execute();
    await db.schema.dropTable('mail_suppressions').execute();
  },
};
