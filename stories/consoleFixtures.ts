/** Console story data: many items and long names, built from the shared mock fixtures. */
import type { AdminResults, Turnout } from '../src/domain/admin';
import { DEMO_ADMIN_RESULTS, DEMO_TURNOUT } from '../src/mocks';

import { LONG_CATEGORY_NAME, LONG_COMPANY_NAME } from './fixtures';

export { LONG_CATEGORY_NAME, LONG_COMPANY_NAME };

/** 24 categories and a full day of hours. */
export const manyTurnout: Turnout = {
  ...DEMO_TURNOUT,
  registeredVoters: 1_234_567,
  votersWhoVoted: 987_654,
  turnoutPercent: 80,
  totalVotes: 9_876_543,
  byCategory: Array.from({ length: 24 }, (_, i) => ({
    categoryId: i + 1,
    category: `Categoria ${i + 1}`,
    votes: 1000 - i * 37,
  })),
  byHour: Array.from({ length: 24 }, (_, i) => ({
    hour: new Date(Date.UTC(2026, 11, 5, i)).toISOString(),
    votes: 50 + ((i * 37) % 200),
  })),
};

export const longNamesTurnout: Turnout = {
  ...DEMO_TURNOUT,
  byCategory: [
    { categoryId: 1, category: LONG_CATEGORY_NAME, votes: 321 },
    { categoryId: 2, category: 'Farmácias', votes: 12 },
  ],
};

export const longNamesResults: AdminResults = {
  ...DEMO_ADMIN_RESULTS,
  data: [
    {
      categoryId: 1,
      category: LONG_CATEGORY_NAME,
      invalidatedVotes: 1,
      companies: [
        { companyId: 1, name: LONG_COMPANY_NAME, votes: 40, rank: 1 },
        { companyId: 2, name: 'Bar', votes: 12, rank: 2 },
      ],
    },
  ],
};

export const manyResults: AdminResults = {
  ...DEMO_ADMIN_RESULTS,
  data: Array.from({ length: 12 }, (_, c) => ({
    categoryId: c + 1,
    category: `Categoria ${c + 1}`,
    invalidatedVotes: c % 3,
    companies: Array.from({ length: 8 }, (_, i) => ({
      companyId: c * 10 + i,
      name: `Empresa ${c + 1}.${i + 1}`,
      votes: 100 - i * 10,
      rank: i + 1,
    })),
  })),
};
