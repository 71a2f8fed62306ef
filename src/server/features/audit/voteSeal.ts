/** The SQL of the votes' seal (audit/votesDigest.ts, audit/anchor.ts): the ballot box, the seal. */
import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../db/schema';

import type { BoxVote } from './votesDigest';

type Db = Kysely<Database> | Transaction<Database>;

/** Every vote in the box: receipt, category, company (audit/votesDigest.ts). */
export async function ballotBox(db: Db): Promise<BoxVote[]> {
  const rows = await db
    .selectFrom('votes')
    .select(['receipt', 'category_id', 'company_id'])
    .execute();
  return rows.map((r) => ({
    receipt: r.receipt ?? '',
    categoryId: Number(r.category_id),
    companyId: Number(r.company_id),
  }));
}

/** Window changes the audit trail records (each route and CLI command writes one of these). */
const WINDOW_ACTIONS = [
  'election.update',
  'election.open-now',
  'election.close-now',
  'election.reopen-after-results',
];

/** True when a window change was audited after audit row `id` (a legitimate reopening). */
export async function windowChangedAfter(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('audit_log')
    .select('id')
    .where('id', '>', id)
    .where('action', 'in', WINDOW_ACTIONS)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The newest `votes.sealed` row's after_json, null when the votes were never sealed. */
export async function latestSealRow(db: Db): Promise<{ id: number; after: string | null } | null> {
  const row = await db
    .selectFrom('audit_log')
    .select(['id', 'after_json'])
    .where('action', '=', 'votes.sealed')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, after: row.after_json } : null;
}
