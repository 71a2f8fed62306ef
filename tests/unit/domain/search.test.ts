import { describe, expect, it } from 'vitest';

import {
  filterCategories,
  filterCompanies,
  matchesSearch,
  normalizeForSearch,
} from '../../../src/domain/search';
import type { Category } from '../../../src/domain/types';

const categories: Category[] = [
  {
    id: 1,
    name: 'Farmácia',
    hasVoted: false,
    votedCompanyId: null,
    companies: [
      { id: 1, name: 'Drogaria São João' },
      { id: 2, name: 'Farmácia Popular Centro' },
    ],
  },
  {
    id: 2,
    name: 'Padaria',
    hasVoted: true,
    votedCompanyId: 3,
    companies: [{ id: 3, name: 'Pão Dourado' }],
  },
  { id: 3, name: 'Açougue', hasVoted: false, votedCompanyId: null, companies: [] },
];

describe('search', () => {
  it('normalises case and accents', () => {
    expect(normalizeForSearch('  FARMÁCIA São João ')).toBe('farmacia sao joao');
    expect(normalizeForSearch('Açougue')).toBe('acougue');
  });

  it('matches a case-insensitive substring, accent-insensitive too', () => {
    expect(matchesSearch('Farmácia', 'farmacia')).toBe(true);
    expect(matchesSearch('Farmácia', 'MÁC')).toBe(true);
    expect(matchesSearch('Farmácia', 'padaria')).toBe(false);
    expect(matchesSearch('Farmácia', '')).toBe(true);
    expect(matchesSearch('Farmácia', '   ')).toBe(true);
  });

  it('on the profile, matches a category by its name', () => {
    expect(filterCategories(categories, 'padar').map((c) => c.id)).toEqual([2]);
    expect(filterCategories(categories, 'acou').map((c) => c.id)).toEqual([3]);
  });

  it('on the profile, matches a category by any of its company names', () => {
    expect(filterCategories(categories, 'são joão').map((c) => c.id)).toEqual([1]);
    expect(filterCategories(categories, 'dourado').map((c) => c.id)).toEqual([2]);
  });

  it('on the profile, an empty query keeps every category in order', () => {
    expect(filterCategories(categories, '').map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it('on the companies screen, matches only company names', () => {
    const companies = categories[0]?.companies ?? [];
    expect(filterCompanies(companies, 'popular').map((c) => c.id)).toEqual([2]);
    expect(filterCompanies(companies, 'DROGARIA').map((c) => c.id)).toEqual([1]);
    expect(filterCompanies(companies, 'padaria')).toEqual([]);
  });

  it('treats regular-expression characters literally', () => {
    expect(matchesSearch('Bar & Restaurante (Centro)', '(centro)')).toBe(true);
    expect(matchesSearch('Bar & Restaurante', '.*')).toBe(false);
  });
});
