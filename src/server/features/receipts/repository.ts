/**
 * Receipts after publication (issue 26): the counted votes' receipts per category (codes only,
 * never the company), and one receipt's fate: counted, or stored but not counted (its voter was
 * invalidated).
 */
import type { Kysely } from 'kysely';

import { compareNames } from '../../../domain/collation';
import type { Database } from '../../db/schema';

export interface CategoryReceipts {
  category: string;
  receipts: string[];
}

/** Every category (by name) with its counted votes' receipts (sorted, so order tells nothing). */
export async function countedReceipts(db: Kysely<Database>): Promise<CategoryReceipts[]> {
  const [categories, rows] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name']).execute(),
    db
      .selectFrom('votes')
      .innerJoin('voters', 'voters.id', 'votes.voter_id')
      .where('voters.invalidated_at', 'is', null)
      .where('votes.receipt', 'is not', null)
      .select(['votes.category_id', 'votes.receipt'])
      .execute(),
  ]);
  const byCategory = new Map<number, string[]>(categories.map((c) => [c.id, []]));
  for (const row of rows) byCategory.get(row.category_id)?.push(row.receipt as string);
  return [...categories]
    .sort((a, b) => compareNames(a.name, b.name))
    .map((c) => ({ category: c.name, receipts: (byCategory.get(c.id) ?? []).sort() }));
}

export type ReceiptFate =
  | { status: 'counted'; category: string }
  | { status: 'not-counted'; category: string }
  | { status: 'unknown' };

export async function receiptFate(db: Kysely<Database>, receipt: string): Promise<ReceiptFate> {
  const row = await db
    .selectFrom('votes')
    .innerJoin('voters', 'voters.id', 'votes.voter_id')
    .innerJoin('categories', 'categories.id', 'votes.category_id')
    .where('votes.receipt', '=', receipt)
    .select(['categories.name as category', 'voters.invalidated_at'])
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  return row.invalidated_at === null
    ? { status: 'counted', category: row.category }
    : { status: 'not-counted', category: row.category };
}

/**
 * Every category (by name) with its not-counted votes' receipts (their voters invalidated):
 * stored at publication so the receipt check answers from what was published (issue 36).
 */
export async function notCountedReceipts(db: Kysely<Database>): Promise<CategoryReceipts[]> {
  const rows = await db
    .selectFrom('votes')
    .innerJoin('voters', 'voters.id', 'votes.voter_id')
    .innerJoin('categories', 'categories.id', 'votes.category_id')
    .where('voters.invalidated_at', 'is not', null)
    .where('votes.receipt', 'is not', null)
    .select(['categories.name as category', 'votes.receipt'])
    .execute();
  const byCategory = new Map<string, string[]>();
  for (const row of rows) {
    const list = byCategory.get(row.category) ?? [];
    list.push(row.receipt as string);
    byCategory.set(row.category, list);
  }
  return [...byCategory]
    .sort(([a], [b]) => compareNames(a, b))
    .map(([category, receipts]) => ({ category, receipts: receipts.sort() }));
}
