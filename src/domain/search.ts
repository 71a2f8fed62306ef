import type { Category, Company } from './types';

/** Lower-cases and strips accents so "farmacia" finds "Farmácia". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();
}

/** Case- and accent-insensitive substring match; an empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  const needle = normalizeForSearch(query);
  return needle === '' || normalizeForSearch(text).includes(needle);
}

/** Profile screen: a category matches by its own name or any of its companies' names. */
export function filterCategories<T extends Pick<Category, 'name' | 'companies'>>(
  categories: readonly T[],
  query: string,
): T[] {
  return categories.filter(
    (category) =>
      matchesSearch(category.name, query) ||
      category.companies.some((company) => matchesSearch(company.name, query)),
  );
}

/** Companies screen: a company matches by its name. */
export function filterCompanies<T extends Pick<Company, 'name'>>(
  companies: readonly T[],
  query: string,
): T[] {
  return companies.filter((company) => matchesSearch(company.name, query));
}
