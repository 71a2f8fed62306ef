/** Results as people read them: categories by name, companies by votes, ties sharing a rank. */
import type { AdminResults, PublicResults, RankedCompany } from '../../../domain/admin';
import { compareNames } from '../../../domain/collation';
import { rankByVotes } from '../../../domain/ranking';
import { toCsv } from '../../csv';

import type { CompanyTally, ResultsRepository } from './resultsRepository';

/**
 * Standard competition ranking (10, 10, 7 votes → ranks 1, 1, 3), the web's rule
 * (src/domain/ranking.ts): the server only puts tied companies in name order first.
 */
export function rankCompanies(
  companies: { companyId: number; name: string; votes: number }[],
): RankedCompany[] {
  const byName = [...companies].sort((a, b) => compareNames(a.name, b.name));
  return rankByVotes(byName).map(({ item, rank }) => ({
    companyId: item.companyId,
    name: item.name,
    votes: item.votes,
    rank,
  }));
}

export function rankResults(
  tally: CompanyTally[],
  categories: { id: number; name: string }[],
  generatedAt: string,
): AdminResults {
  const byCategory = new Map<number, CompanyTally[]>();
  for (const row of tally) {
    const list = byCategory.get(row.categoryId) ?? [];
    list.push(row);
    byCategory.set(row.categoryId, list);
  }
  const data = [...categories]
    .sort((a, b) => compareNames(a.name, b.name))
    .map((category) => {
      const rows = byCategory.get(category.id) ?? [];
      // A vote's company is in its category (votes_company_in_category_fk): the category's
      // stored votes are its companies' (one scan of the votes, decision 133).
      const uncounted = rows.reduce((sum, r) => sum + r.stored - r.votes, 0);
      return {
        categoryId: category.id,
        category: category.name,
        invalidatedVotes: Math.max(0, uncounted),
        companies: rankCompanies(
          rows.map((r) => ({ companyId: r.companyId, name: r.company, votes: r.votes })),
        ),
      };
    });
  return { generatedAt, data };
}

export function publicResults(results: AdminResults): PublicResults {
  return {
    data: results.data.map((c) => ({
      category: c.category,
      companies: c.companies.map(({ name, votes }) => ({ name, votes })),
    })),
  };
}

/** `categoria;empresa;votos`, UTF-8 with BOM and CRLF, so spreadsheets in pt-BR open it right. */
export function resultsCsv(results: AdminResults): string {
  const rows = results.data.flatMap((category) =>
    category.companies.map((company) => [category.category, company.name, company.votes]),
  );
  return toCsv(['categoria', 'empresa', 'votos'], rows, { bom: true });
}

/** Counted votes, ranked: what GET /admin/results, GET /results and the CLI show. */
export async function currentResults(
  repo: ResultsRepository,
  nowMs: number,
): Promise<AdminResults> {
  const [tally, categories] = await Promise.all([repo.tally(), repo.categories()]);
  return rankResults(tally, categories, new Date(nowMs).toISOString());
}
