/** What the voter sees (categories, companies, own votes), in pt-BR order. Results: admin/ranking.ts. */
import type { Kysely } from 'kysely';

import type { Category as ApiCategory } from '../../domain/types';
import type { Database } from '../db/schema';
import { versionAndChoices } from '../repositories/ballot';

import type { CatalogCache } from './cache';

/**
 * Every category with its companies (both sorted by name, from the in-memory catalogue) and the
 * voter's vote in each: one query per call, for the catalogue's version, the voter's session
 * and the voter's votes. Null when the token's version is not the voter's current one (gone,
 * invalidated or signed out everywhere: the caller answers 401).
 */
export async function categoriesForVoter(
  db: Kysely<Database>,
  catalog: CatalogCache,
  voter: { id: number; ver: number },
): Promise<ApiCategory[] | null> {
  const { version, sessionVersion, choices } = await versionAndChoices(db, voter.id);
  if (sessionVersion === null || sessionVersion !== voter.ver) return null;
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
