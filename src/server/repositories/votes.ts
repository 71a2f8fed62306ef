/** The votes aggregate: one vote per voter per category (UNIQUE (voter_id, category_id)). */
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

/** The voter's choices: which company in which category. */
export function choicesOf(db: Kysely<Database>, voterId: number) {
  return db
    .selectFrom('votes')
    .select(['category_id', 'company_id'])
    .where('voter_id', '=', voterId)
    .execute();
}

/**
 * Records a vote. No read-then-write: a second vote in the category rejects with the unique
 * violation, a voter that no longer exists with the foreign-key violation.
 */
export async function insertVote(
  db: Kysely<Database>,
  vote: {
    voterId: number;
    categoryId: number;
    companyId: number;
    createdAt: number;
    /** Network prefix of the client (integrity review), never the full address. */
    prefix?: string | null;
  },
): Promise<void> {
  await db
    .insertInto('votes')
    .values({
      voter_id: vote.voterId,
      category_id: vote.categoryId,
      company_id: vote.companyId,
      created_at: vote.createdAt,
      prefix: vote.prefix ?? null,
    })
    .execute();
}
