/**
 * Counting: turnout and votes per company. Only counted votes are included: a vote whose voter
 * was invalidated (voters.invalidated_at, migration 002_hardening) is stored but not counted.
 */
import { sql, type Kysely } from 'kysely';

import { sortByName } from '../../../domain/collation';
import { CURRENT_EDITION, CURRENT_CATEGORY_IDS, listCategories } from '../../db/currentEdition';
import type { Database } from '../../db/schema';

const HOUR_MS = 3_600_000;

/**
 * Votes that count, of the current edition (its votes are its categories'). The one place that
 * decides which votes are counted.
 */
function countedVotes(db: Kysely<Database>) {
  return db
    .selectFrom('votes')
    .innerJoin('voters', 'voters.id', 'votes.voter_id')
    .where('voters.invalidated_at', 'is', null)
    .where('votes.category_id', 'in', CURRENT_CATEGORY_IDS);
}

export interface CompanyTally {
  categoryId: number;
  category: string;
  companyId: number;
  company: string;
  /** Counted votes (invalidated voters' left out). */
  votes: number;
  /** Stored votes, counted or not. */
  stored: number;
}

export function resultsRepository(db: Kysely<Database>) {
  return {
    /** Every company of every category with its counted votes (0 included). */
    async tally(): Promise<CompanyTally[]> {
      const [companies, stored, uncounted] = await Promise.all([
        db
          .selectFrom('companies')
          .innerJoin('categories', 'categories.id', 'companies.category_id')
          .select([
            'categories.id as categoryId',
            'categories.name as category',
            'companies.id as companyId',
            'companies.name as company',
          ])
          .where('categories.edition_id', '=', CURRENT_EDITION)
          .execute(),
        // Per company over every edition's votes: a company is in one edition, and only the
        // current edition's companies are read from these maps.
        // Counted = stored − the invalidated voters' (decision 128): the first count reads only
        // votes_company_created_idx, the second only the few invalidated voters' votes. Same numbers as
        // countedVotes(), without joining two million votes to their voters.
        db
          .selectFrom('votes')
          .select((eb) => ['company_id', eb.fn.countAll<number>().as('votes')])
          .groupBy('company_id')
          .execute(),
        db
          .selectFrom('voters')
          .innerJoin('votes', 'votes.voter_id', 'voters.id')
          .where('voters.invalidated_at', 'is not', null)
          .select((eb) => ['votes.company_id', eb.fn.countAll<number>().as('votes')])
          .groupBy('votes.company_id')
          .execute(),
      ]);
      const storedBy = new Map(stored.map((c) => [c.company_id, Number(c.votes)]));
      const uncountedBy = new Map(uncounted.map((c) => [c.company_id, Number(c.votes)]));
      return companies.map((c) => {
        const all = storedBy.get(c.companyId) ?? 0;
        return { ...c, votes: all - (uncountedBy.get(c.companyId) ?? 0), stored: all };
      });
    },

    categories: (): Promise<{ id: number; name: string }[]> => listCategories(db),

    async turnout() {
      const hour = sql<number>`votes.created_at / ${sql.lit(HOUR_MS)}`;
      const [registered, voted, total, byCategory, byHour] = await Promise.all([
        db
          .selectFrom('voters')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('invalidated_at', 'is', null)
          .executeTakeFirstOrThrow(),
        countedVotes(db)
          .select((eb) => eb.fn.count<number>('votes.voter_id').distinct().as('n'))
          .executeTakeFirstOrThrow(),
        countedVotes(db)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('categories')
          .leftJoin(
            countedVotes(db)
              .select((eb) => ['votes.category_id', eb.fn.countAll<number>().as('votes')])
              .groupBy('votes.category_id')
              .as('counted'),
            'counted.category_id',
            'categories.id',
          )
          .select(['categories.id', 'categories.name', 'counted.votes'])
          .where('categories.edition_id', '=', CURRENT_EDITION)
          .execute(),
        countedVotes(db)
          .select((eb) => [hour.as('hour'), eb.fn.countAll<number>().as('votes')])
          .groupBy(hour)
          .orderBy(hour)
          .execute(),
      ]);
      return {
        registeredVoters: Number(registered.n),
        votersWhoVoted: Number(voted.n),
        totalVotes: Number(total.n),
        // In the order people read names everywhere else (the database's order is arbitrary).
        byCategory: sortByName(byCategory).map((c) => ({
          categoryId: c.id,
          category: c.name,
          votes: Number(c.votes ?? 0),
        })),
        byHour: byHour.map((h) => ({
          hour: new Date(Number(h.hour) * HOUR_MS).toISOString(),
          votes: Number(h.votes),
        })),
      };
    },
  };
}

export type ResultsRepository = ReturnType<typeof resultsRepository>;
