/** What the voter sees (categories, companies, own votes) and the results, in pt-BR order. */
import type { Kysely } from 'kysely';

import type { Category as ApiCategory } from '../../domain/types';
import type { Database } from '../db/schema';
import { versionAndChoices } from '../repositories/ballot';
import { votesPerCompany } from '../repositories/votes';

import type { CatalogCache } from './cache';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/**
 * Every category with its companies (both sorted by name, from the in-memory catalogue) and the
 * voter's vote in each: one query per call, for the catalogue's version and the voter's votes.
 */
export async function categoriesForVoter(
  db: Kysely<Database>,
  catalog: CatalogCache,
  voterId: number,
): Promise<ApiCategory[]> {
  const { version, choices } = await versionAndChoices(db, voterId);
  const { categories } = await catalog.at(version);
  return categories.map((category) => {
    const votedCompanyId = choices.get(category.id) ?? null;
    return {
      id: category.id,
      name: category.name,
      hasVoted: votedCompanyId !== null,
      votedCompanyId,
      companies: category.companies as ApiCategory['companies'],
    };
  });
}

export interface ResultRow {
  categoria: string;
  empresa: string;
  votos: number;
}

/** Votes per company per category (companies without votes included), most voted first. */
export async function results(db: Kysely<Database>): Promise<ResultRow[]> {
  const rows = await votesPerCompany(db);
  return rows.sort(
    (a, b) =>
      collator.compare(a.categoria, b.categoria) ||
      b.votos - a.votos ||
      collator.compare(a.empresa, b.empresa),
  );
}
