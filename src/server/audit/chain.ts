/**
 * The audit trail as a hash chain (decision 182). Each row keeps:
 *
 * - `reason_digest`: SHA-256 of its reason's text (null when it has none);
 * - `prev_hash`: the previous row's `hash` (null for the first row);
 * - `hash`: SHA-256 of the row's fields, in a fixed order, with `reason_digest` in place of the
 *   reason itself, and `prev_hash`.
 *
 * The chain covers the reason through its digest, so a reason may later be erased (LGPD: replaced
 * by ERASED_REASON, or null) and the chain still verifies: the digest stays, and a missing or
 * erased reason is not compared with it. Any other change to a row (its time, actor, action,
 * target, before/after, a reason's text replaced by another, a row deleted or inserted in the
 * middle) breaks the chain at that row, and verifyChain names it.
 */
import { createHash } from 'node:crypto';

/**
 * What a reason is replaced with when its voter is erased (LGPD, migration 008: the one UPDATE
 * the database lets through on audit_log); its digest is kept, so the chain still verifies.
 */
export const ERASED_REASON = '(removido com os dados pessoais)';

export interface ChainFields {
  at: number;
  actor: string;
  action: string;
  target: string | null;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
}

export interface ChainColumns {
  reason_digest: string | null;
  prev_hash: string | null;
  hash: string;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const reasonDigest = (reason: string | null): string | null =>
  reason === null ? null : sha256(reason);

/** The hash of one row, given its fields, its reason's digest and the previous hash. */
export function entryHash(
  row: Omit<ChainFields, 'reason'>,
  digest: string | null,
  prev: string | null,
): string {
  return sha256(
    JSON.stringify([
      'votacao-audit-v1',
      prev,
      Number(row.at),
      row.actor,
      row.action,
      row.target,
      row.before_json,
      row.after_json,
      digest,
    ]),
  );
}

/** The chain columns of new rows appended after the row whose hash is `head`. */
export function chainRows(head: string | null, rows: ChainFields[]): ChainColumns[] {
  let prev = head;
  return rows.map((row) => {
    const digest = reasonDigest(row.reason);
    const hash = entryHash(row, digest, prev);
    const columns = { reason_digest: digest, prev_hash: prev, hash };
    prev = hash;
    return columns;
  });
}

export type StoredRow = ChainFields & {
  id: number;
  reason_digest: string | null;
  prev_hash: string | null;
  hash: string | null;
};

export type ChainVerdict =
  | { ok: true; entries: number; head: string | null }
  | { ok: false; entries: number; brokenAt: number; problem: string };

/** A reason that was erased keeps its digest; one still there must match it. */
const reasonErased = (reason: string | null) => reason === null || reason === ERASED_REASON;

/**
 * Checks rows in id order, starting after `head` (null: from the first row). Returns the first
 * broken row's id and what is wrong with it (an operator reads it: plain Portuguese).
 */
export function verifyRows(
  rows: Iterable<StoredRow>,
  start: { head: string | null; entries: number } = { head: null, entries: 0 },
): ChainVerdict {
  let prev = start.head;
  let entries = start.entries;
  for (const row of rows) {
    entries += 1;
    const broken = (problem: string): ChainVerdict => ({
      ok: false,
      entries,
      brokenAt: row.id,
      problem,
    });
    if (row.hash === null) return broken('registro sem hash');
    if (row.prev_hash !== prev) {
      return broken(
        'o hash anterior não é o do registro que vem antes (registro removido ou inserido)',
      );
    }
    if (!reasonErased(row.reason) && reasonDigest(row.reason) !== row.reason_digest) {
      return broken('o motivo foi alterado');
    }
    if (entryHash(row, row.reason_digest, prev) !== row.hash) {
      return broken('o conteúdo do registro foi alterado');
    }
    prev = row.hash;
  }
  return { ok: true, entries, head: prev };
}
