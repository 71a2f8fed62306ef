/**
 * 012_outbox_waiting_index: a vote's receipt line joins its voter's receipt e-mail still waiting
 * in the outbox (queueCollectedLines). That lookup names the voter, the kind and the status;
 * without this index SQLite chose mail_outbox_due_idx (status, next_attempt_at) and read every
 * e-mail waiting its hold, so each vote cost more the more voters had voted in the last two
 * minutes (42 % of a new vote's CPU time in `npm run bench`, 20,000 voters).
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type Db = Kysely<unknown>;

export const outboxWaitingIndex: Migration = {
  async up(db: Db) {
    await db.schema
      .createIndex('mail_outbox_waiting_idx')
      .on('mail_outbox')
      .columns(['voter_id', 'kind', 'status', 'next_attempt_at'])
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('mail_outbox_waiting_idx').execute();
  },
};
