/* eslint-disable max-lines -- the audit trail's SQL in one aggregate: append (single and many), read, CSV, erase-only, chain keying and verification */
/**
 * The append-only audit trail's SQL (decision 101): appending rows (pass the transaction that made
 * the change), and the reads: a filtered page for the console, every matching row for the CSV.
 * The database refuses UPDATE and DELETE on audit_log.
 */
import {
  PostgresAdapter,
  sql,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Transaction,
} from 'kysely';

import type { AuditAction, AuditEntry, AuditPage } from '../../../domain/admin';
import { toCsv } from '../../csv';
import {
  CHAIN_START,
  chainRows,
  ERASED_REASON,
  finalVerdict,
  keyOfRow,
  ROTATED_ACTION,
  verifyRows,
  type ChainState,
  type ChainVerdict,
} from '../../db/auditChain';
import { auditKeyId, auditKeys, type AuditKeys } from '../../db/auditKey';
import type { AuditLogTable, Database, Db } from '../../db/schema';
import { maskPersonalData } from '../../redact';

export interface AuditFilter {
  /** Substring of the actor, case-insensitive. */
  actor?: string;
  /** Exact action name. */
  action?: string;
  /** Milliseconds, inclusive. */
  from?: number;
  /** Milliseconds, inclusive. */
  to?: number;
}

export const AUDIT_PAGE_MAX = 200;

type Row = Selectable<AuditLogTable>;

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function toAuditEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    action: row.action,
    target: row.target,
    before: parse(row.before_json),
    after: parse(row.after_json),
    reason: row.reason,
  };
}

function filtered<O>(
  query: SelectQueryBuilder<Database, 'audit_log', O>,
  filter: AuditFilter,
): SelectQueryBuilder<Database, 'audit_log', O> {
  let q = query;
  if (filter.actor) {
    const escaped = filter.actor.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    q = q.where(sql<boolean>`lower(actor) like ${`%${escaped}%`} escape '\\'`);
  }
  if (filter.action) q = q.where('action', '=', filter.action);
  if (filter.from !== undefined) q = q.where('at', '>=', filter.from);
  if (filter.to !== undefined) q = q.where('at', '<=', filter.to);
  return q;
}

/** Newest first. */
export async function listAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<AuditPage> {
  const limit = Math.min(Math.max(1, page.limit), AUDIT_PAGE_MAX);
  const [rows, count] = await Promise.all([
    filtered(db.selectFrom('audit_log').selectAll(), filter)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(Math.max(0, page.offset))
      .execute(),
    filtered(
      db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')),
      filter,
    ).executeTakeFirstOrThrow(),
  ]);
  const names = await targetNames(db, rows);
  return {
    data: rows.map((row) => {
      const entry = toAuditEntry(row);
      const name = row.target === null ? undefined : names.get(row.target);
      return name === undefined ? entry : { ...entry, targetName: name };
    }),
    total: Number(count.n),
  };
}

/** The kinds of target whose rows have a name, and where it is (issue 40 §7). */
const NAMED_TARGETS = {
  voter: { table: 'voters', column: 'nome' },
  operator: { table: 'operators', column: 'nome' },
  category: { table: 'categories', column: 'name' },
  company: { table: 'companies', column: 'name' },
  reminder: { table: 'reminders', column: 'subject' },
} as const;
type NamedKind = keyof typeof NAMED_TARGETS;

/**
 * The names of a page's targets as they are now, keyed by target ("voter:13" → "Fulano de Tal"):
 * one query per kind of target on the page. A target that is gone (an erased voter, a removed
 * company) has none; an operator named by e-mail ("operator:maria@…", the command line's) is
 * its own name.
 */
async function targetNames(db: Kysely<Database>, rows: Row[]): Promise<Map<string, string>> {
  const ids = new Map<NamedKind, Set<number>>();
  const names = new Map<string, string>();
  for (const { target } of rows) {
    const match = target === null ? null : /^([a-z]+):(.+)$/.exec(target);
    if (!match) continue;
    const kind = match[1] as string;
    const key = match[2] as string;
    if (!(kind in NAMED_TARGETS)) continue;
    if (/^[1-9]\d{0,9}$/.test(key)) {
      const set = ids.get(kind as NamedKind) ?? new Set<number>();
      set.add(Number(key));
      ids.set(kind as NamedKind, set);
    } else if (kind === 'operator' && key.includes('@')) {
      names.set(target as string, key);
    }
  }
  await Promise.all(
    [...ids].map(async ([kind, wanted]) => {
      const { table, column } = NAMED_TARGETS[kind];
      const found = (await db
        .selectFrom(table)
        .select(['id', `${column} as name`] as never)
        .where('id', 'in', [...wanted])
        .execute()) as unknown as { id: number; name: string }[];
      for (const { id, name } of found) names.set(`${kind}:${id}`, name);
    }),
  );
  return names;
}

const CSV_HEADER = ['id', 'quando', 'quem', 'acao', 'alvo', 'antes', 'depois', 'motivo'];

/** The CSV of every matching row, oldest first (";" separated, as the results CSV). */
export async function auditCsv(db: Kysely<Database>, filter: AuditFilter): Promise<string> {
  const rows = await filtered(db.selectFrom('audit_log').selectAll(), filter)
    .orderBy('at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return toCsv(
    CSV_HEADER,
    rows.map((row) => [
      row.id,
      new Date(row.at).toISOString(),
      row.actor,
      row.action,
      row.target,
      row.before_json,
      row.after_json,
      row.reason,
    ]),
  );
}

export interface AuditInput {
  /** Operator e-mail, or "cli:<user>" for command-line actions. */
  actor: string;
  action: AuditAction;
  /** What was acted on: "voter:42", "category:3", "election"… */
  target?: string | null;
  /** State before and after, where it applies (kept as JSON text). No voter personal data. */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** Milliseconds since the epoch; the app's clock (ctx.now()) in routes. */
  at?: number;
}

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

/**
 * Appends one row. Pass the transaction that made the change so the change and its audit row
 * are written together or not at all.
 */
export async function recordAudit(db: Db, entry: AuditInput): Promise<void> {
  await recordAuditMany(db, [entry]);
}

/** The stored row of an entry: when it is not given, now; JSON text for before and after. */
const toRow = (entry: AuditInput) => ({
  at: entry.at ?? Date.now(),
  actor: entry.actor,
  action: entry.action,
  target: entry.target ?? null,
  before_json: json(entry.before),
  after_json: json(entry.after),
  // CPFs, e-mails and phones quoted by an operator are masked before they are stored.
  reason: entry.reason == null ? null : maskPersonalData(entry.reason),
});

/** What an erased voter's audit rows say instead of the operator's reason (audit/chain.ts). */
export { ERASED_REASON };

/**
 * Erasing a voter (LGPD): the reasons of the audit rows about that voter are replaced, the only
 * change the database lets through on audit_log (migration 008). The rest of each row stays.
 */
export async function eraseAuditReasonsOf(db: Db, voterId: number): Promise<number> {
  const result = await db
    .updateTable('audit_log')
    .set({ reason: ERASED_REASON })
    .where('target', '=', `voter:${voterId}`)
    .where('reason', 'is not', null)
    .where('reason', '!=', ERASED_REASON)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Key of the PostgreSQL advisory lock that orders appends to the chain. */
const AUDIT_CHAIN_LOCK = 26_182;

/**
 * The newest row (the chain's head), undefined on an empty trail. On PostgreSQL the caller's
 * transaction first takes the chain's advisory lock, so two writers never chain after the same
 * head; SQLite has one writer at a time.
 */
async function lockedHead(trx: Transaction<Database>): Promise<Row | undefined> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`SELECT pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`.execute(trx);
  }
  return newestRow(trx);
}

const newestRow = (db: Kysely<Database>) =>
  db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();

/** Who writes the rows no operator asked for (the key's switch, the votes' seal). */
export const SYSTEM_ACTOR = 'sistema';

/**
 * The rotation row to write before rows keyed with the current key, when the head was keyed with
 * a previous key (AUDIT_PREVIOUS_KEYS): `audit.key-rotated`. None when the head is already under
 * the current key, the trail is empty, or the head is unkeyed or matches no key we hold: the
 * switch from unkeyed rows is migration 015's alone (a trail recomputed without the key later is
 * not blessed by appending to it), and `audit verify` names a tampered head.
 */
function switchRow(head: Row | undefined, keys: AuditKeys, at: number): AuditInput | null {
  if (!head) return null;
  const key = keyOfRow({ ...head, at: Number(head.at) }, keys);
  if (!key || key.equals(keys.current)) return null;
  return {
    actor: SYSTEM_ACTOR,
    action: ROTATED_ACTION,
    target: 'audit',
    before: { keyId: auditKeyId(key) },
    after: { keyId: auditKeyId(keys.current) },
    at,
  };
}

/** Appends `entries` in `trx`, which must already hold the chain's lock (lockedHead). */
async function appendLocked(
  trx: Transaction<Database>,
  head: Row | undefined,
  entries: AuditInput[],
  at: number = entries[0]?.at ?? Date.now(),
): Promise<string | null> {
  const keys = auditKeys();
  const first = switchRow(head, keys, at);
  const all = first ? [first, ...entries] : entries;
  let prev = head?.hash ?? null;
  for (let i = 0; i < all.length; i += 500) {
    const rows = all.slice(i, i + 500).map(toRow);
    const chained = chainRows(prev, rows, keys.current);
    prev = chained[chained.length - 1]?.hash ?? prev;
    await trx
      .insertInto('audit_log')
      .values(rows.map((row, j) => ({ ...row, ...chained[j]! })))
      .execute();
  }
  return prev;
}

/**
 * Appends several rows (a bulk action writes one row per voter), each chained to the one before
 * (audit/chain.ts) with the audit key: the head is read and the rows written in one transaction,
 * the caller's when it passes one.
 */
export async function recordAuditMany(db: Db, entries: AuditInput[]): Promise<void> {
  if (entries.length === 0) return;
  const append = async (trx: Transaction<Database>) => {
    await appendLocked(trx, await lockedHead(trx), entries);
  };
  if (db.isTransaction) await append(db as Transaction<Database>);
  else await db.transaction().execute(append);
}

/**
 * Under the chain's lock, appends what `decide` returns (nothing when it returns null): a row
 * written once whatever the number of processes racing for it (the votes' seal). `decide` reads
 * in the same transaction.
 */
export async function recordAuditOnce(
  db: Kysely<Database>,
  decide: (trx: Transaction<Database>) => Promise<AuditInput | null>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const head = await lockedHead(trx);
    const entry = await decide(trx);
    if (!entry) return false;
    await appendLocked(trx, head, [entry]);
    return true;
  });
}

/**
 * After a key rotation: writes the `audit.key-rotated` row now, so the trail's head is under the
 * current key before anyone verifies it. The server calls it at boot, the CLI after migrating.
 */
export async function keyTheChain(db: Kysely<Database>, at: number = Date.now()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const head = await lockedHead(trx);
    if (!switchRow(head, auditKeys(), at)) return false;
    // appendLocked writes the switch row itself, before the (no) entries.
    await appendLocked(trx, head, [], at);
    return true;
  });
}

/**
 * Whether the newest row was chained with a key this process holds (or the older unkeyed scheme):
 * false means this process has the wrong AUDIT_KEY, or the head was rewritten. True on an empty
 * trail.
 */
export async function headMatchesKeys(db: Kysely<Database>): Promise<boolean> {
  const head = await newestRow(db);
  return !head || keyOfRow({ ...head, at: Number(head.at) }, auditKeys()) !== undefined;
}

/** The chain's head (the newest row's hash), null on an empty trail. */
export async function auditHead(db: Kysely<Database>): Promise<string | null> {
  return (await newestRow(db))?.hash ?? null;
}

/** What `audit verify --head H` adds: whether H is in the chain, and how many rows follow it. */
export interface AnchorCheck {
  head: string;
  found: boolean;
  /** Rows after H (0 when H is the head). */
  after: number;
}

/**
 * Walks the whole trail in id order, a page at a time, and checks the chain (verifyRows) with
 * `keys` (default: the process's, audit/key.ts). With `anchor`, also finds that hash (a head
 * printed in an ata, e-mailed or logged) and counts the rows after it.
 */
export async function verifyAuditChain(
  db: Kysely<Database>,
  options: { keys?: AuditKeys; anchor?: string } = {},
): Promise<ChainVerdict & { anchor?: AnchorCheck }> {
  const keys = options.keys ?? auditKeys();
  const erased = new Set(
    (await db.selectFrom('voters').select('id').where('erased_at', 'is not', null).execute()).map(
      (r) => `voter:${r.id}`,
    ),
  );
  const erasedVoter = (target: string | null) => target !== null && erased.has(target);
  let state: ChainState = CHAIN_START;
  let after = 0;
  let anchorAt: number | null = options.anchor === undefined ? null : -1;
  for (;;) {
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', after)
      .orderBy('id', 'asc')
      .limit(1000)
      .execute();
    if (rows.length === 0) break;
    const verdict = verifyRows(
      rows.map((r) => ({ ...r, at: Number(r.at) })),
      keys,
      state,
      erasedVoter,
    );
    if (!verdict.ok) return verdict;
    if (anchorAt === -1) {
      const index = rows.findIndex((r) => r.hash === options.anchor);
      if (index >= 0) anchorAt = state.entries + index + 1;
    }
    state = verdict.state;
    after = rows[rows.length - 1]!.id;
  }
  const verdict = finalVerdict(state, after || null);
  if (options.anchor === undefined) return verdict;
  const found = anchorAt !== null && anchorAt > 0;
  return {
    ...verdict,
    anchor: {
      head: options.anchor,
      found,
      after: found ? state.entries - anchorAt! : 0,
    },
  };
}
