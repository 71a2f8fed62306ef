/**
 * 015_audit_erase_only_erased (issue 36):
 *
 * - the one UPDATE the database lets through on audit_log (a reason replaced by ERASED_REASON,
 *   migrations 008 and 009) now applies only to rows about an erased voter: target "voter:N"
 *   where voter N has `erased_at`. Blanking the reason of anyone else's row (an invalidation's,
 *   a still-registered voter's) is refused like any other UPDATE;
 * - a trail with rows chained before the audit key (plain SHA-256) gets its switch row,
 *   `audit.keyed`, keyed with the key of the process that migrates (audit/key.ts: the server and
 *   the CLI set it first): the only place an unkeyed trail becomes keyed (audit/chain.ts).
 *
 * `down` puts back 009's guard; the switch row stays (audit_log is append-only).
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import { chainRows, ERASED_REASON, KEYED_ACTION, keyOfRow, type StoredRow } from '../auditChain';
import { auditKeyId, auditKeys } from '../auditKey';
import type { DatabaseKind } from '../database';

type Db = Kysely<unknown>;

const GUARD_MESSAGE =
  'audit_log is append-only (only the reason of an erased voter may be replaced)';
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

const SQLITE_ERASED = `OLD.target LIKE 'voter:%' AND EXISTS (SELECT 1 FROM voters
  WHERE voters.id = CAST(substr(OLD.target, 7) AS INTEGER) AND voters.erased_at IS NOT NULL)`;
const PG_ERASED = `OLD.target LIKE 'voter:%' AND EXISTS (SELECT 1 FROM voters v
  WHERE v.id::text = substr(OLD.target, 7) AND v.erased_at IS NOT NULL)`;

async function guard(db: Db, kind: DatabaseKind, onlyErased: boolean) {
  if (kind === 'sqlite') {
    const same = SAME_ROW.replaceAll('IS NOT DISTINCT FROM', 'IS');
    const erased = onlyErased ? ` AND ${SQLITE_ERASED}` : '';
    await sql`DROP TRIGGER audit_log_no_update`.execute(db);
    await sql
      .raw(
        `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
         WHEN NOT (${same} AND NEW.reason = '${ERASED_REASON}'${erased})
         BEGIN SELECT RAISE(ABORT, '${GUARD_MESSAGE}'); END`,
      )
      .execute(db);
    return;
  }
  const erased = onlyErased ? ` AND ${PG_ERASED}` : '';
  await sql
    .raw(
      `CREATE OR REPLACE FUNCTION audit_log_erase_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF ${SAME_ROW} AND NEW.reason = '${ERASED_REASON}'${erased} THEN RETURN NEW; END IF;
         RAISE EXCEPTION '${GUARD_MESSAGE}' USING ERRCODE = 'insufficient_privilege';
       END $$`,
    )
    .execute(db);
}

/** Appends `audit.keyed` after an unkeyed head (none on an empty or already keyed trail). */
async function keyTheTrail(db: Db) {
  const { rows } = await sql<StoredRow>`SELECT id, at, actor, action, target, before_json,
      after_json, reason, reason_digest, prev_hash, hash FROM audit_log
      ORDER BY id DESC LIMIT 1`.execute(db);
  const head = rows[0];
  if (!head) return;
  const keys = auditKeys();
  if (keyOfRow({ ...head, at: Number(head.at) }, keys) !== null) return;
  const { rows: count } = await sql<{
    n: number | string;
  }>`SELECT COUNT(*) AS n FROM audit_log`.execute(db);
  const entry = {
    at: Date.now(),
    actor: 'sistema',
    action: KEYED_ACTION,
    target: 'audit',
    before_json: null,
    after_json: JSON.stringify({
      keyId: auditKeyId(keys.current),
      unkeyedRows: Number(count[0]?.n ?? 0),
    }),
    reason: null,
  };
  const [c] = chainRows(head.hash, [entry], keys.current);
  await sql`INSERT INTO audit_log (at, actor, action, target, before_json, after_json, reason,
      reason_digest, prev_hash, hash) VALUES (${entry.at}, ${entry.actor}, ${entry.action},
      ${entry.target}, ${entry.before_json}, ${entry.after_json}, ${entry.reason},
      ${c!.reason_digest}, ${c!.prev_hash}, ${c!.hash})`.execute(db);
}

export const auditEraseOnlyErased = (kind: DatabaseKind): Migration => ({
  async up(db: Db) {
    await guard(db, kind, true);
    await keyTheTrail(db);
  },
  down: (db: Db) => guard(db, kind, false),
});
