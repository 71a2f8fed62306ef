import type {
  AdminResults,
  CatalogAdmin,
  CatalogImportResult,
  PublicResults,
  Turnout,
} from '../domain/admin';
import type { Election } from '../domain/election';

import { FAR_FUTURE_EXP } from './fixtures';
import { makeFakeToken } from './token';

/**
 * Fixed console and election data for Storybook, the component tests and the offline demo.
 * Deterministic (no dates from the clock) so screenshots do not change between runs.
 */

export const DEMO_OPERATOR = { id: 1, email: 'operadora@example.com', nome: 'Ana Operadora' };

/** An operator's token (role "operator"), valid until 2100. */
export const DEMO_OPERATOR_TOKEN = makeFakeToken({
  id: undefined,
  role: 'operator',
  sub: String(DEMO_OPERATOR.id),
  email: DEMO_OPERATOR.email,
  nome: DEMO_OPERATOR.nome,
  exp: FAR_FUTURE_EXP,
});

/** Today's behaviour: no dates, always open (the voter's screens look as the spec has them). */
export const ELECTION_ALWAYS_OPEN: Election = {
  name: null,
  opensAt: null,
  closesAt: null,
  status: 'open',
  resultsPublished: false,
};

export const ELECTION_OPEN: Election = {
  name: 'Prêmio Empresa do Ano 2026',
  opensAt: '2026-12-01T08:00:00-03:00',
  closesAt: '2026-12-10T18:00:00-03:00',
  status: 'open',
  resultsPublished: false,
};

export const ELECTION_SCHEDULED: Election = { ...ELECTION_OPEN, status: 'scheduled' };
export const ELECTION_CLOSED: Election = { ...ELECTION_OPEN, status: 'closed' };
export const ELECTION_PUBLISHED: Election = { ...ELECTION_CLOSED, resultsPublished: true };
/** Closed a moment ago: results per company sealed until the close has stood (issue 36). */
export const ELECTION_HOLDING: Election = {
  ...ELECTION_CLOSED,
  resultsSealed: true,
  unsealsAt: '2026-12-10T18:10:00-03:00',
};

export const DEMO_TURNOUT: Turnout = {
  generatedAt: '2026-12-05T15:30:00.000Z',
  registeredVoters: 1280,
  votersWhoVoted: 437,
  turnoutPercent: 34.1,
  totalVotes: 1024,
  byCategory: [
    { categoryId: 1, category: 'Restaurantes', votes: 402 },
    { categoryId: 2, category: 'Farmácias', votes: 251 },
    { categoryId: 3, category: 'Supermercados', votes: 219 },
    { categoryId: 4, category: 'Academias', votes: 152 },
  ],
  byHour: [
    { hour: '2026-12-05T11:00:00.000Z', votes: 96 },
    { hour: '2026-12-05T12:00:00.000Z', votes: 188 },
    { hour: '2026-12-05T13:00:00.000Z', votes: 305 },
    { hour: '2026-12-05T14:00:00.000Z', votes: 247 },
    { hour: '2026-12-05T15:00:00.000Z', votes: 188 },
  ],
};

export const EMPTY_TURNOUT: Turnout = {
  generatedAt: '2026-12-01T11:00:00.000Z',
  registeredVoters: 0,
  votersWhoVoted: 0,
  turnoutPercent: 0,
  totalVotes: 0,
  byCategory: [],
  byHour: [],
};

export const DEMO_ADMIN_RESULTS: AdminResults = {
  generatedAt: '2026-12-10T21:00:00.000Z',
  data: [
    {
      categoryId: 1,
      category: 'Restaurantes',
      invalidatedVotes: 3,
      companies: [
        { companyId: 2, name: 'Sabor Mineiro', votes: 170, rank: 1 },
        { companyId: 1, name: 'Cantina da Nonna', votes: 150, rank: 2 },
        { companyId: 3, name: 'Sushi Kento', votes: 82, rank: 3 },
      ],
    },
    {
      categoryId: 2,
      category: 'Farmácias',
      invalidatedVotes: 0,
      companies: [
        { companyId: 4, name: 'Farmácia Central', votes: 125, rank: 1 },
        { companyId: 5, name: 'Drogaria Bem Estar', votes: 125, rank: 1 },
      ],
    },
    {
      categoryId: 3,
      category: 'Supermercados',
      invalidatedVotes: 0,
      companies: [{ companyId: 6, name: 'Mercado União', votes: 0, rank: 1 }],
    },
  ],
};

/** What GET /api/results answers once published (the same counts, without ids). */
export function publicResultsOf(results: AdminResults): PublicResults {
  return {
    data: results.data.map(({ category, companies }) => ({
      category,
      companies: companies.map(({ name, votes }) => ({ name, votes })),
    })),
  };
}

export const DEMO_PUBLIC_RESULTS: PublicResults = publicResultsOf(DEMO_ADMIN_RESULTS);

/**
 * The demo catalogue with the votes each company holds: the stateful store's tallies (results,
 * Remover's refusal). Never an answer: GET /admin/catalog says only `hasVotes` (catalogAnswer).
 */
export interface CatalogTallyCategory {
  id: number;
  name: string;
  companies: { id: number; name: string; votes: number }[];
}

export const DEMO_CATALOG_TALLY: CatalogTallyCategory[] = [
  {
    id: 1,
    name: 'Restaurantes',
    companies: [
      { id: 1, name: 'Cantina da Nonna', votes: 150 },
      { id: 2, name: 'Sabor Mineiro', votes: 170 },
      { id: 3, name: 'Sushi Kento', votes: 82 },
    ],
  },
  {
    id: 2,
    name: 'Farmácias',
    companies: [
      { id: 4, name: 'Farmácia Central', votes: 125 },
      { id: 5, name: 'Drogaria Bem Estar', votes: 125 },
    ],
  },
  { id: 5, name: 'Padarias', companies: [{ id: 9, name: 'Pão Quente', votes: 0 }] },
];

/**
 * GET /admin/catalog's answer for stored tallies: whether votes reference each, never how many;
 * `sealed` (results sealed, as the server decides): a company of a category with votes says
 * null, not whether it has any (issue 37).
 */
export function catalogAnswer(categories: CatalogTallyCategory[], sealed = false): CatalogAdmin {
  return {
    data: categories.map((category) => {
      const hasVotes = category.companies.some((c) => c.votes > 0);
      return {
        id: category.id,
        name: category.name,
        hasVotes,
        companies: category.companies.map((c) => ({
          id: c.id,
          name: c.name,
          hasVotes: sealed && hasVotes ? null : c.votes > 0,
        })),
      };
    }),
  };
}

/** The catalogue once results are open (after the close). */
export const DEMO_CATALOG: CatalogAdmin = catalogAnswer(DEMO_CATALOG_TALLY);
/** The same while results are sealed (voting open). */
export const DEMO_CATALOG_SEALED: CatalogAdmin = catalogAnswer(DEMO_CATALOG_TALLY, true);

export const DEMO_IMPORT_PREVIEW: CatalogImportResult = {
  dryRun: true,
  categories: [
    { name: 'Padarias', companies: ['Pão Quente', 'Padaria Estrela'] },
    { name: 'Pet shops', companies: ['Bicho Feliz'] },
  ],
  categoriesAdded: 1,
  companiesAdded: 2,
  votingOpenWithoutEnd: false,
};

export const DEMO_IMPORT_ERRORS = [
  'linha 3: empresa vazia',
  'linha 7: categoria com mais de 120 caracteres',
];
