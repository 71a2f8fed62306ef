/**
 * The integrity review's and the voter actions' SQL (the rest of features/integrity keeps the analysis
 * and the rules): the voters read once, the votes counted per company and half-window bucket,
 * the votes behind a burst, and the invalidate / restore writes.
 */
import { sql } from 'kysely';

import type { InvalidationCategory } from '../../../domain/admin';
import { CURRENT_EDITION, listCategories } from '../../db/currentEdition';
import type { Db } from '../../db/schema';
import { maskPersonalData } from '../../redact';

import type { VoterFacts } from './types';

/** The current edition's categories: the votes the review reads are theirs (migration 020). */
const currentCategories = sql<number>`(SELECT id FROM categories WHERE edition_id = ${CURRENT_EDITION})`;

/** Votes of one company in one half-window bucket (bucket = created_at / bucketMs). */
export interface BucketRow {
  company_id: number;
  bucket: number;
  n: number;
}

/** Every voter once: what the sign-up, e-mail and contact checks need. */
export async function loadVoterFacts(db: Db): Promise<VoterFacts[]> {
  return db
    .selectFrom('voters')
    .select(['id', 'email', 'celular', 'created_at', 'signup_prefix', 'invalidated_at'])
    .execute();
}

/**
 * Votes per company and half-window bucket. Grouping by company (not category) lets SQLite read
 * the covering index (company_id, created_at) in order, about three times faster than grouping
 * by category as well; the category comes from the company.
 */
export async function voteBucketCounts(db: Db, bucketMs: number): Promise<BucketRow[]> {
  const bucket = sql`created_at / ${sql.lit(bucketMs)}`;
  const { rows } = await sql<BucketRow>`
    select company_id, ${bucket} as bucket, count(*) as n
    from votes
    where company_id in (select companies.id from companies
                          join categories on categories.id = companies.category_id
                         where categories.edition_id = ${CURRENT_EDITION})
    group by company_id, ${bucket} order by company_id, ${bucket}`.execute(db);
  return rows;
}

/**
 * Votes per company from voters who voted in one category only of the current edition (the
 * voter's single choice), in one pass over the covering index (voter_id, category_id,
 * company_id): the edition is a condition inside the aggregates, so the scan stays the index's.
 */
export async function singleCategoryVotes(db: Db): Promise<{ company_id: number; n: number }[]> {
  const { rows } = await sql<{ company_id: number; n: number }>`
    select company_id, count(*) as n from (
      select min(case when category_id in ${currentCategories} then company_id end) as company_id
        from votes group by voter_id
      having sum(case when category_id in ${currentCategories} then 1 else 0 end) = 1
    ) single group by company_id`.execute(db);
  return rows.map((r) => ({ company_id: Number(r.company_id), n: Number(r.n) }));
}

/** Every vote of these voters: whom each voted for (covering index, chunked). */
export async function choicesOf(
  db: Db,
  ids: number[],
): Promise<{ voter_id: number; company_id: number }[]> {
  const out: { voter_id: number; company_id: number }[] = [];
  for (const part of idChunks(ids)) {
    out.push(
      ...(await db
        .selectFrom('votes')
        .select(['voter_id', 'company_id'])
        .where('voter_id', 'in', part)
        .where('category_id', 'in', currentCategories)
        .execute()),
    );
  }
  return out;
}

/**
 * Per company of these categories: its votes, and those cast within `freshMs` of the voter's
 * sign-up (read only for the categories of companies already standing out: a join over every
 * vote would cost more than the whole review).
 */
export async function freshVotesByCompany(db: Db, categoryIds: number[], freshMs: number) {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .selectFrom('votes as v')
    .innerJoin('voters as r', 'r.id', 'v.voter_id')
    .select((eb) => [
      'v.company_id',
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(sql`v.created_at - r.created_at`, '<=', freshMs)
            .then(1)
            .else(0)
            .end(),
        )
        .as('fresh'),
    ])
    .where('v.category_id', 'in', categoryIds)
    .groupBy('v.company_id')
    .execute();
  return rows.map((r) => ({
    company_id: Number(r.company_id),
    total: Number(r.total),
    fresh: Number(r.fresh),
  }));
}

/** Names of every category and company, and each company's category. */
export async function catalogueNames(db: Db) {
  const [categories, companies] = await Promise.all([
    listCategories(db),
    db
      .selectFrom('companies')
      .select(['id', 'name', 'category_id'])
      .where('category_id', 'in', currentCategories)
      .execute(),
  ]);
  return { categories, companies };
}

/** The votes one company received in [from, to), oldest first (index range scan). */
export async function companyVotesBetween(db: Db, companyId: number, from: number, to: number) {
  return db
    .selectFrom('votes')
    .select(['voter_id', 'created_at'])
    .where('company_id', '=', companyId)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('created_at')
    .execute();
}

/** Ids in lists of at most 900 per IN (…): far below SQLite's and PostgreSQL's parameter limits. */
export function idChunks<T>(ids: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < ids.length; i += 900) out.push(ids.slice(i, i + 900));
  return out;
}

/** Whether each of these voters is invalidated (unknown ids are left out). */
export async function voterStates(trx: Db, ids: number[]) {
  return trx.selectFrom('voters').select(['id', 'invalidated_at']).where('id', 'in', ids).execute();
}

/** Stored votes per voter (voters without votes are left out). */
export async function votesPerVoter(trx: Db, ids: number[]): Promise<Map<number, number>> {
  const counted = await trx
    .selectFrom('votes')
    .select((eb) => ['voter_id', eb.fn.countAll<number>().as('n')])
    .where('voter_id', 'in', ids)
    .where('category_id', 'in', currentCategories)
    .groupBy('voter_id')
    .execute();
  return new Map(counted.map((row) => [row.voter_id, Number(row.n)]));
}

/**
 * Invalidates (ending every token issued so far: token_version, decision 083) or restores these
 * voters; a voter already in that state is left alone, so a concurrent action changes nothing
 * twice.
 */
export async function setVotersInvalidated(
  trx: Db,
  ids: number[],
  change:
    | {
        invalidate: true;
        at: number;
        reason: string;
        category: InvalidationCategory;
        actor: string;
      }
    | { invalidate: false },
): Promise<void> {
  await trx
    .updateTable('voters')
    .set((eb) =>
      change.invalidate
        ? {
            invalidated_at: change.at,
            invalidated_reason: maskPersonalData(change.reason),
            invalidated_category: change.category,
            invalidated_by: change.actor,
            token_version: eb('token_version', '+', 1),
          }
        : {
            invalidated_at: null,
            invalidated_reason: null,
            invalidated_category: null,
            invalidated_by: null,
          },
    )
    .where('id', 'in', ids)
    .where('invalidated_at', change.invalidate ? 'is' : 'is not', null)
    .execute();
}
