/**
 * 009_trust: what makes the result checkable (issue 26).
 *
 * - votes.receipt: each vote's receipt code (domain/receipt.ts), unique; votes stored before
 *   this migration get one here.
 * - audit_log.reason_digest, prev_hash, hash: the audit trail as a hash chain (audit/chain.ts,
 *   decision 182). Rows written before this migration are chained here, in id order; the
 *   guard of 008_round_two is lifted for that one update and put back covering the chain's
 *   columns (the erasure UPDATE it lets through may change the reason only).
 * - voters.reminders_unsubscribed_at: one-click unsubscribe from reminders (never from codes).
 * - publications: what was published (digests and the ata's figures), one row per publication.
 * - reminders and reminder_jobs: a reminder and its one job per recipient, drained by a worker
 *   (reminders/queue.ts); the counts survive a restart because they are these rows.
 */
import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import { newReceiptCode } from '../../../domain/receipt';
import { chainRows, ERASED_REASON } from '../auditChain';
import type { DatabaseKind } from '../database';

type Db = Kysely<unknown>;

/** As in 008_round_two: the one UPDATE let through replaces a reason by this text. */
const GUARD_MESSAGE =
  'audit_log is append-only (only the reason of an erased voter may be replaced)';
/** Every column but the reason stays, the chain's included. */
const SAME_ROW = [
  'id',
  'at',
  'actor',
  'action',
  'target',
  'before_json',
  'after_json',
  'reason_digest',
  'prev_hash',
  'hash',
]
  .map((c) => `NEW.${c} IS NOT DISTINCT FROM OLD.${c}`)
  .join(' AND ');

interface LegacyAuditRow {
  id: number;
  at: number;
  actor: string;
  action: string;
  target: string | null;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
}

export function trust(kind: DatabaseKind): Migration {
  const id =
    kind === 'postgres'
      ? ({ type: 'serial', build: (col: ColumnDefinitionBuilder) => col.primaryKey() } as const)
      : ({
          type: 'integer',
          build: (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement(),
        } as const);
  return {
    async up(db: Db) {
      // Receipts.
      await db.schema.alterTable('votes').addColumn('receipt', 'varchar(16)').execute();
      const votes = await sql<{ id: number }>`SELECT id FROM votes WHERE receipt IS NULL`.execute(
        db,
      );
      for (const row of votes.rows) {
        await sql`UPDATE votes SET receipt = ${newReceiptCode()} WHERE id = ${row.id}`.execute(db);
      }
      await db.schema
        .createIndex('votes_receipt_unique')
        .on('votes')
        .column('receipt')
        .unique()
        .execute();

      // The audit chain.
      for (const column of ['reason_digest', 'prev_hash', 'hash']) {
        await db.schema.alterTable('audit_log').addColumn(column, 'varchar(64)').execute();
      }
      const legacy = await sql<LegacyAuditRow>`SELECT id, at, actor, action, target, before_json,
          after_json, reason FROM audit_log ORDER BY id`.execute(db);
      // 008_round_two lets one UPDATE through (a reason replaced by the erasure text). Here the
      // guard is lifted for the chain's backfill, then put back covering the chain's columns
      // too, so that UPDATE can touch nothing but the reason.
      if (kind === 'sqlite') {
        await sql`DROP TRIGGER audit_log_no_update`.execute(db);
      } else {
        await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_erase_only`.execute(db);
      }
      const chained = chainRows(
        null,
        legacy.rows.map((r) => ({ ...r, at: Number(r.at) })),
      );
      for (const [i, row] of legacy.rows.entries()) {
        const c = chained[i]!;
        await sql`UPDATE audit_log SET reason_digest = ${c.reason_digest},
            prev_hash = ${c.prev_hash}, hash = ${c.hash} WHERE id = ${row.id}`.execute(db);
      }
      if (kind === 'sqlite') {
        const same = SAME_ROW.replaceAll('IS NOT DISTINCT FROM', 'IS');
        await sql
          .raw(
            `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
             WHEN NOT (${same} AND NEW.reason = '${ERASED_REASON}')
             BEGIN SELECT RAISE(ABORT, '${GUARD_MESSAGE}'); END`,
          )
          .execute(db);
      } else {
        await sql
          .raw(
            `CREATE OR REPLACE FUNCTION audit_log_erase_only() RETURNS trigger LANGUAGE plpgsql AS $$
             BEGIN
               IF ${SAME_ROW} AND NEW.reason = '${ERASED_REASON}' THEN RETURN NEW; END IF;
               RAISE EXCEPTION '${GUARD_MESSAGE}' USING ERRCODE = 'insufficient_privilege';
             END $$`,
          )
          .execute(db);
        await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_erase_only`.execute(db);
      }

      // Unsubscribe from reminders.
      await db.schema
        .alterTable('voters')
        .addColumn('reminders_unsubscribed_at', 'bigint')
        .execute();

      await db.schema
        .createTable('publications')
        .addColumn('id', id.type, id.build)
        .addColumn('published_at', 'bigint', (col) => col.notNull())
        .addColumn('receipts_sha256', 'varchar(64)', (col) => col.notNull())
        .addColumn('audit_head', 'varchar(64)', (col) => col.notNull())
        .addColumn('ata_sha256', 'varchar(64)', (col) => col.notNull())
        .addColumn('snapshot_json', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('reminders')
        .addColumn('id', id.type, id.build)
        .addColumn('subject', 'varchar(200)', (col) => col.notNull())
        .addColumn('body', 'text', (col) => col.notNull())
        .addColumn('created_by', 'varchar(254)', (col) => col.notNull())
        .addColumn('created_at', 'bigint', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('reminder_jobs')
        .addColumn('id', id.type, id.build)
        .addColumn('reminder_id', 'integer', (col) =>
          col.notNull().references('reminders.id').onDelete('cascade'),
        )
        .addColumn('voter_id', 'integer', (col) =>
          col.notNull().references('voters.id').onDelete('cascade'),
        )
        // queued | sent | failed
        .addColumn('status', 'varchar(10)', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        // The outbox's message (mail_outbox.id, migration 010) once handed over.
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
    },
    async down(db: Db) {
      await db.schema.dropTable('reminder_jobs').execute();
      await db.schema.dropTable('reminders').execute();
      await db.schema.dropTable('publications').execute();
      await db.schema.alterTable('voters').dropColumn('reminders_unsubscribed_at').execute();
      await db.schema.dropIndex('votes_receipt_unique').execute();
      await db.schema.alterTable('votes').dropColumn('receipt').execute();
    },
  };
}
