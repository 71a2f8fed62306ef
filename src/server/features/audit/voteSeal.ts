/** The SQL of the votes' seal (audit/votesDigest.ts, audit/anchor.ts): the ballot box, the seal. */
import { sql } from 'kysely';

import { CURRENT_EDITION, CURRENT_CATEGORY_IDS } from '../../db/currentEdition';
import type { Db } from '../../db/schema';

import type { BoxVote } from './votesDigest';

/**
 * Every vote in the current edition's box (its votes are those of its categories): receipt,
 * category, company (audit/votesDigest.ts).
 */
export async function ballotBox(db: Db): Promise<BoxVote[]> {
  const rows = await db
    .selectFrom('votes')
    .select(['receipt', 'category_id', 'company_id'])
    .where('category_id', 'in', CURRENT_CATEGORY_IDS)
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

/** What a seal row names: its edition (migration 020); before it, 'election' (the first). */
export const sealTarget = (editionId: number) => `edition:${editionId}`;

/**
 * The current edition's newest `votes.sealed` row's after_json, null when its votes were never
 * sealed. A seal written before editions (target 'election') is the first edition's.
 */
export async function latestSealRow(db: Db): Promise<{ id: number; after: string | null } | null> {
  const row = await db
    .selectFrom('audit_log')
    .select(['id', 'after_json'])
    .where('action', '=', 'votes.sealed')
    .where(
      sql<boolean>`(target = ${sql.lit('edition:')} || ${CURRENT_EDITION}
        OR (target = 'election' AND ${CURRENT_EDITION} = (SELECT min(id) FROM editions)))`,
    )
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { id: row.id, after: row.after_json } : null;
}
