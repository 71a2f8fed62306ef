/**
 * 015_audit_erase_only_erased (issue 36): the one UPDATE the database lets through on audit_log
 * (a reason replaced by ERASED_REASON, migrations 008 and 009) now applies only to rows about an
 * erased voter: target "voter:N" where voter N has `erased_at`. Blanking the reason of anyone
 * else's row (an invalidation's, a still-registered voter's) is refused like any other UPDATE.
 * `down` puts back 009's guard.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

import { ERASED_REASON } from '../../audit/chain';
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

export const auditEraseOnlyErased = (kind: DatabaseKind): Migration => ({
  up: (db: Db) => guard(db, kind, true),
  down: (db: Db) => guard(db, kind, false),
});
