/**
 * The audit trail as a hash chain (decision 182), keyed since issue 36 (decision 230). Each row
 * keeps:
 *
 * - `reason_digest`: a digest of its reason's text (null when it has none);
 * - `prev_hash`: the previous row's `hash` (null for the first row);
 * - `hash`: a digest of the row's fields, in a fixed order, with `reason_digest` in place of the
 *   reason itself, and `prev_hash`.
 *
 * Keyed rows (every row written since migration 015's release) use HMAC-SHA-256 with the audit
 * key (audit/key.ts), which the database never holds: whoever rewrites a row and recomputes the
 * chain with plain SHA-256, or with a key of their own, breaks it at that row. Rows written
 * before (scheme "v1": plain SHA-256) still verify, but only before the switch: migration 015
 * appends `audit.keyed` (under the key) to a trail that has older rows, a new trail is keyed
 * from its first row; no unkeyed row may follow a keyed one, a keyed row may follow unkeyed ones
 * only as that switch row, and a trail that has rows and none under the key is refused (it was
 * recomputed without the key). A key
 * rotation is the row `audit.key-rotated`, keyed with the new key; every row after it must be
 * keyed with the new key; the earlier key stays listed (AUDIT_PREVIOUS_KEYS) to verify the
 * rows before it.
 *
 * The chain covers the reason through its digest, so a reason may later be erased (LGPD: replaced
 * by ERASED_REASON) and the chain still verifies: the digest stays, and an erased reason is not
 * compared with it. Any other change to a row breaks the chain at that row, and verifyRows names
 * it.
 */
import { createHash, createHmac } from 'node:crypto';

import type { AuditKeys } from './auditKey';
import type { AuditLogTable } from './schema';

/**
 * What a reason is replaced with when its voter is erased (LGPD, migration 008: the one UPDATE
 * the database lets through on audit_log, only on an erased voter's rows since 015); its digest
 * is kept, so the chain still verifies.
 */
export const ERASED_REASON = '(removido com os dados pessoais)';

/** The row that switches an older (unkeyed) trail to the key, and the one that changes keys. */
export const KEYED_ACTION = 'audit.keyed';
export const ROTATED_ACTION = 'audit.key-rotated';

/** What a row's hash covers (its reason through its digest): its columns in schema.ts. */
export type ChainFields = Pick<
  AuditLogTable,
  'at' | 'actor' | 'action' | 'target' | 'before_json' | 'after_json' | 'reason'
>;

export interface ChainColumns {
  reason_digest: string | null;
  prev_hash: string | null;
  hash: string;
}

/** null: the unkeyed scheme of rows written before 015 (plain SHA-256). */
type Key = Buffer | null;

const digestOf = (key: Key, text: string) =>
  key === null
    ? createHash('sha256').update(text, 'utf8').digest('hex')
    : createHmac('sha256', key).update(text, 'utf8').digest('hex');

export const reasonDigest = (reason: string | null, key: Key = null): string | null =>
  reason === null ? null : digestOf(key, key === null ? reason : `reason\0${reason}`);

/** The hash of one row, given its fields, its reason's digest, the previous hash and the key. */
export function entryHash(
  row: Omit<ChainFields, 'reason'>,
  digest: string | null,
  prev: string | null,
  key: Key = null,
): string {
  return digestOf(
    key,
    JSON.stringify([
      key === null ? 'votacao-audit-v1' : 'votacao-audit-v2',
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
export function chainRows(
  head: string | null,
  rows: ChainFields[],
  key: Key = null,
): ChainColumns[] {
  let prev = head;
  return rows.map((row) => {
    const digest = reasonDigest(row.reason, key);
    const hash = entryHash(row, digest, prev, key);
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

/** Which key a stored row was chained with: null (unkeyed, v1), a key, or none that we hold. */
export function keyOfRow(row: StoredRow, keys: AuditKeys): Key | undefined {
  for (const key of [keys.current, ...keys.previous]) {
    if (entryHash(row, row.reason_digest, row.prev_hash, key) === row.hash) return key;
  }
  if (entryHash(row, row.reason_digest, row.prev_hash, null) === row.hash) return null;
  return undefined;
}

export type ChainVerdict =
  | {
      ok: true;
      entries: number;
      head: string | null;
      /** Rows chained before the key (plain SHA-256), all at the start. */
      unkeyed: number;
      /** Key the last row was chained with (auditKeyId), null on an empty or unkeyed trail. */
      key: Buffer | null;
    }
  | { ok: false; entries: number; brokenAt: number; problem: string };

export interface ChainState {
  head: string | null;
  entries: number;
  unkeyed: number;
  /** undefined: no row yet; null: unkeyed rows so far; a Buffer: the key in force. */
  key: Key | undefined;
}

export const CHAIN_START: ChainState = { head: null, entries: 0, unkeyed: 0, key: undefined };

/** An erased reason is not compared with its digest: only an erased voter's rows have one. */
const reasonErased = (reason: string | null) => reason === null || reason === ERASED_REASON;

/**
 * Checks rows in id order, starting after `start` (CHAIN_START: from the first row). Returns the
 * first broken row's id and what is wrong with it (an operator reads it: plain Portuguese), or the
 * state after the last row. `erasedVoter` says whether a target ("voter:42") is an erased voter:
 * a reason erased anywhere else was blanked behind the database's back.
 */
export function verifyRows(
  rows: Iterable<StoredRow>,
  keys: AuditKeys,
  start: ChainState = CHAIN_START,
  erasedVoter: (target: string | null) => boolean = () => true,
): { ok: true; state: ChainState } | Extract<ChainVerdict, { ok: false }> {
  let { head: prev, entries, unkeyed, key: inForce } = start;
  for (const row of rows) {
    entries += 1;
    const broken = (problem: string) => ({
      ok: false as const,
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
    let key: Key;
    if (inForce instanceof Buffer) {
      if (entryHash(row, row.reason_digest, prev, inForce) === row.hash) key = inForce;
      else {
        // Only a rotation row may change keys, and only to another key (never back to none).
        const other = row.action === ROTATED_ACTION ? keyOfRow(row, keys) : undefined;
        if (!(other instanceof Buffer)) {
          return broken(
            'o conteúdo do registro foi alterado (o hash não confere com a chave da trilha, AUDIT_KEY)',
          );
        }
        key = other;
      }
    } else {
      const found = keyOfRow(row, keys);
      if (found === undefined) {
        return broken(
          'o conteúdo do registro foi alterado (o hash não confere com a chave da trilha, AUDIT_KEY)',
        );
      }
      // After unkeyed rows, the key starts only at the switch row migration 015 wrote.
      if (found !== null && inForce === null && row.action !== KEYED_ACTION) {
        return broken(
          'registro com a chave logo depois de registros sem ela, sem o registro de troca (audit.keyed): a trilha anterior foi regravada sem a chave',
        );
      }
      key = found;
    }
    if (!reasonErased(row.reason) && reasonDigest(row.reason, key) !== row.reason_digest) {
      return broken('o motivo foi alterado');
    }
    if (row.reason_digest !== null && reasonErased(row.reason) && !erasedVoter(row.target)) {
      return broken('o motivo foi apagado, mas o registro não é de um eleitor removido (LGPD)');
    }
    if (key === null) unkeyed += 1;
    inForce = key;
    prev = row.hash;
  }
  return { ok: true, state: { head: prev, entries, unkeyed, key: inForce } };
}

/** The verdict once every row was read: a trail with rows and none under the key is refused. */
export function finalVerdict(state: ChainState, lastId: number | null): ChainVerdict {
  if (state.entries > 0 && state.key === null) {
    return {
      ok: false,
      entries: state.entries,
      brokenAt: lastId ?? 0,
      problem:
        'nenhum registro está encadeado com a chave da trilha (AUDIT_KEY): a trilha foi regravada sem a chave',
    };
  }
  return {
    ok: true,
    entries: state.entries,
    head: state.head,
    unkeyed: state.unkeyed,
    key: state.key ?? null,
  };
}
