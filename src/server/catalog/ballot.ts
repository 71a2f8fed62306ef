/** What the voter sees (categories, companies, own votes) and the results, in pt-BR order. */
import type { Kysely } from 'kysely';

import type { Category as ApiCategory } from '../../domain/types';
import type { Database } from '../db/schema';
import { listCategories, listCompanies } from '../repositories/catalogue';
import { choicesOf, votesPerCompany } from '../repositories/votes';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Every category with its companies (both sorted by name) and the voter's vote in each. */
export async function categoriesForVoter(
  db: Kysely<Database>,
  voterId: number,
): Promise<ApiCategory[]> {
  const [categories, companies, votes] = await Promise.all([
    listCategories(db),
    listCompanies(db),
    choicesOf(db, voterId),
  ]);
  const byCategory = new Map<number, { id: number; name: string }[]>();
  for (const company of companies) {
    const list = byCategory.get(company.category_id) ?? [];
    list.push({ id: company.id, name: company.name });
    byCategory.set(company.category_id, list);
  }
  const voted = new Map(votes.map((v) => [v.category_id, v.company_id]));
  return categories
    .sort((a, b) => collator.compare(a.name, b.name))
    .map((category) => {
      const votedCompanyId = voted.get(category.id) ?? null;
      return {
        id: category.id,
        name: category.name,
        hasVoted: votedCompanyId !== null,
        votedCompanyId,
        companies: (byCategory.get(category.id) ?? []).sort((a, b) =>
          collator.compare(a.name, b.name),
        ),
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
