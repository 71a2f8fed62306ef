/**
 * 019_reminders_in_the_outbox (issue 37, decision 260): a reminder's recipients are outbox rows,
 * not jobs in a second queue beside the outbox.
 *
 * - mail_outbox.reminder_id: the reminder a row belongs to (its progress is counted from these
 *   rows, through mail_outbox_reminder_idx); a plain integer (SQLite cannot drop a column that a
 *   foreign key names, and reminders are never deleted).
 * - mail_throttles: one row per throttled kind with the time its next message may start; every
 *   process takes turns from it, so a rate holds for the deployment.
 * - reminder_jobs goes. Its jobs become rows: one handed to the outbox already gives its row the
 *   reminder; one still waiting becomes a queued row (written when its turn comes); one settled
 *   without a message (the voter had voted everywhere, unsubscribed or was invalidated: the old
 *   worker counted those 'sent' or 'failed') becomes a 'skipped' or 'failed' row, so the counts
 *   stay.
 *
 * Down puts the jobs back from the rows (a skipped row as the 'sent' job the old worker made of
 * a voter who had voted meanwhile) and removes the rows the outbox had not sent yet, which the
 * old worker hands over again.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import type { DatabaseKind } from '../database';

type Db = Kysely<unknown>;

const DAY_MS = 24 * 3_600_000;

export function remindersInTheOutbox(kind: DatabaseKind): Migration {
  return {
    async up(db: Db) {
      await db.schema.alterTable('mail_outbox').addColumn('reminder_id', 'integer').execute();
      await db.schema
        .createIndex('mail_outbox_reminder_idx')
        .on('mail_outbox')
        .columns(['reminder_id', 'status'])
        .execute();
      await db.schema
        .createTable('mail_throttles')
        .addColumn('kind', 'varchar(40)', (col) => col.primaryKey())
        .addColumn('next_at', 'bigint', (col) => col.notNull())
        .execute();

      // Jobs already handed over: their message is the row.
      await sql`UPDATE mail_outbox
                   SET reminder_id = (SELECT j.reminder_id FROM reminder_jobs j
                                       WHERE j.outbox_id = mail_outbox.id)
                 WHERE id IN (SELECT outbox_id FROM reminder_jobs WHERE outbox_id IS NOT NULL)`.execute(
        db,
      );
      // The others: a waiting job is a queued row, a settled one a skipped (or failed) row.
      const at = Date.now();
      await sql`INSERT INTO mail_outbox (kind, recipient, subject, body, voter_id, status, attempts,
                                         next_attempt_at, give_up_at, last_error, created_at,
                                         reminder_id)
                SELECT 'reminder', v.email, r.subject,
                       CASE WHEN j.status IN ('queued', 'sending') THEN '' ELSE NULL END,
                       j.voter_id,
                       CASE WHEN j.status IN ('queued', 'sending') THEN 'queued'
                            WHEN j.status = 'sent' THEN 'skipped' ELSE 'failed' END,
                       0, ${sql.lit(at)}, ${sql.lit(at + DAY_MS)},
                       CASE WHEN j.status IN ('queued', 'sending') THEN NULL
                            ELSE 'Não enviado (antes da migração 019)' END,
                       j.updated_at, j.reminder_id
                  FROM reminder_jobs j
                  JOIN reminders r ON r.id = j.reminder_id
                  JOIN voters v ON v.id = j.voter_id
                 WHERE j.outbox_id IS NULL
                 ORDER BY j.id`.execute(db);
      await db.schema.dropTable('reminder_jobs').execute();
    },

    async down(db: Db) {
      const id =
        kind === 'postgres'
          ? { type: 'serial' as const, primary: true, auto: false }
          : { type: 'integer' as const, primary: true, auto: true };
      await db.schema
        .createTable('reminder_jobs')
        .addColumn('id', id.type, (col) =>
          id.auto ? col.primaryKey().autoIncrement() : col.primaryKey(),
        )
        .addColumn('reminder_id', 'integer', (col) =>
          col.notNull().references('reminders.id').onDelete('cascade'),
        )
        .addColumn('voter_id', 'integer', (col) =>
          col.notNull().references('voters.id').onDelete('cascade'),
        )
        .addColumn('status', 'varchar(10)', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('outbox_id', 'integer')
        .addColumn('updated_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('reminder_jobs_status_idx')
        .on('reminder_jobs')
        .columns(['status', 'id'])
        .execute();
      await db.schema
        .createIndex('reminder_jobs_reminder_idx')
        .on('reminder_jobs')
        .columns(['reminder_id', 'status'])
        .execute();
      // Sent or failed: a job handed over, with its message. Skipped: the voter had voted
      // meanwhile ('sent' without a message, as the old worker counted it). Not sent yet: a
      // queued job, and its row goes (the old worker hands it over again).
      await sql`INSERT INTO reminder_jobs (reminder_id, voter_id, status, attempts, outbox_id,
                                           updated_at)
                SELECT reminder_id, voter_id,
                       CASE WHEN status IN ('sent', 'skipped') THEN 'sent'
                            WHEN status = 'failed' THEN 'failed' ELSE 'queued' END,
                       CASE WHEN status IN ('sent', 'failed') THEN 1 ELSE 0 END,
                       CASE WHEN status IN ('sent', 'failed') THEN id ELSE NULL END,
                       created_at
                  FROM mail_outbox
                 WHERE reminder_id IS NOT NULL AND voter_id IS NOT NULL
                 ORDER BY id`.execute(db);
      await sql`DELETE FROM mail_outbox
                 WHERE reminder_id IS NOT NULL
                   AND status NOT IN ('sent', 'failed')`.execute(db);
      await db.schema.dropTable('mail_throttles').execute();
      await db.schema.dropIndex('mail_outbox_reminder_idx').execute();
      await db.schema.alterTable('mail_outbox').dropColumn('reminder_id').execute();
    },
  };
}
