/**
 * 010_mail_outbox: every e-mail goes through this table (decision 200). A request writes a row
 * and answers; the in-process worker of any server process claims due rows (FOR UPDATE SKIP
 * LOCKED on PostgreSQL; SQLite has one writer), sends them over SMTP and records the outcome.
 * The body (it carries the code) is erased once the message is sent or has finally failed.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { DatabaseKind } from '../database';

type Db = Kysely<unknown>;

export function mailOutbox(kind: DatabaseKind): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', kind === 'postgres' ? 'serial' : 'integer', (col) =>
          kind === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement(),
        )
        // 'voter-code', 'operator-code', 'reminder', … (what the console shows, what is withdrawn).
        .addColumn('kind', 'varchar(40)', (col) => col.notNull())
        .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
        .addColumn('subject', 'varchar(300)', (col) => col.notNull())
        .addColumn('body', 'text')
        .addColumn('voter_id', 'integer', (col) => col.references('voters.id').onDelete('cascade'))
        .addColumn('operator_id', 'integer')
        // A code e-mail: the code it carries (its HMAC) and when it was issued, to withdraw it.
        .addColumn('code_hash', 'varchar(128)')
        .addColumn('issued_at', 'bigint')
        // queued | sending | retrying | sent | failed
        .addColumn('status', 'varchar(16)', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (col) => col.notNull())
        // A claim's lease: a process that died while sending leaves a row another one retakes.
        .addColumn('locked_until', 'bigint')
        // No attempt starts after this (a code's expiry): the message has then finally failed.
        .addColumn('give_up_at', 'bigint', (col) => col.notNull())
        .addColumn('last_error', 'varchar(500)')
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .addColumn('sent_at', 'bigint')
        .execute();
      await db.schema
        .createIndex('mail_outbox_due_idx')
        .on('mail_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createIndex('mail_outbox_voter_idx')
        .on('mail_outbox')
        .columns(['voter_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('mail_outbox_created_idx')
        .on('mail_outbox')
        .column('created_at')
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('mail_outbox').execute();
    },
  };
}
