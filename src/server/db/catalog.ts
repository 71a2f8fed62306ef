/** Categories, companies and votes. */
import type { Kysely } from 'kysely';

import type { Category as ApiCategory } from '../../domain/types';

import type { Database } from './schema';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Every category with its companies (both sorted by name) and the voter's vote in each. */
export async function categoriesForVoter(
  db: Kysely<Database>,
  voterId: number,
): Promise<ApiCategory[]> {
  const [categories, companies, votes] = await Promise.all([
    db.selectFrom('categories').select(['id', 'name']).execute(),
    db.selectFrom('companies').select(['id', 'name', 'category_id']).execute(),
    db
      .selectFrom('votes')
      .select(['category_id', 'company_id'])
      .where('voter_id', '=', voterId)
      .execute(),
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

export async function countCategories(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ResultRow {
  categoria: string;
  empresa: string;
  votos: number;
}

/** Votes per company per category (companies without votes included), most voted first. */
export async function results(db: Kysely<Database>): Promise<ResultRow[]> {
  const rows = await db
    .selectFrom('companies')
    .innerJoin('categories', 'categories.id', 'companies.category_id')
    .leftJoin('votes', 'votes.company_id', 'companies.id')
    .select((eb) => [
      'categories.name as categoria',
      'companies.name as empresa',
      eb.fn.count<number>('votes.id').as('votos'),
    ])
    .groupBy(['categories.id', 'categories.name', 'companies.id', 'companies.name'])
    .execute();
  return rows
    .map((r) => ({ categoria: r.categoria, empresa: r.empresa, votos: Number(r.votos) }))
    .sort(
      (a, b) =>
        collator.compare(a.categoria, b.categoria) ||
        b.votos - a.votos ||
        collator.compare(a.empresa, b.empresa),
    );
}
