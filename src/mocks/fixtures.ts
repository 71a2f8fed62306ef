import type { Category, StoredUser, TokenPayload } from '../domain/types';

/**
 * Fixed demo data for Storybook, the component tests and the offline demo. Everything here is
 * deterministic (no dates from the clock) so screenshots do not change between runs.
 */

/** A valid CPF (check digits right) for the demo voter. */
export const DEMO_CPF = '529.982.247-25';
export const DEMO_CPF_DIGITS = '52998224725';
/** Any 6 digits pass the mock validation; this is the one stories and docs use. */
export const DEMO_CODE = '123456';

/** 2100-01-01T00:00:00Z: far enough ahead that demo tokens never expire. */
export const FAR_FUTURE_EXP = 4_102_444_800;

export const DEMO_TOKEN_PAYLOAD: TokenPayload = {
  id: 1,
  nome: 'Maria da Silva',
  email: 'maria@example.com',
  iat: 1_767_225_600,
  exp: FAR_FUTURE_EXP,
};

export const DEMO_USER: StoredUser = { id: 1, name: 'Maria da Silva', mail: 'maria@example.com' };

export const DEMO_CATEGORIES: Category[] = [
  {
    id: 1,
    name: 'Restaurantes',
    hasVoted: false,
    votedCompanyId: null,
    companies: [
      { id: 1, name: 'Cantina da Nonna' },
      { id: 2, name: 'Sabor Mineiro' },
      { id: 3, name: 'Sushi Kento' },
    ],
  },
  {
    id: 2,
    name: 'Farmácias',
    hasVoted: true,
    votedCompanyId: 5,
    companies: [
      { id: 4, name: 'Farmácia Central' },
      { id: 5, name: 'Drogaria Bem Estar' },
    ],
  },
  {
    id: 3,
    name: 'Supermercados',
    hasVoted: false,
    votedCompanyId: null,
    companies: [{ id: 6, name: 'Mercado União' }],
  },
  {
    id: 4,
    name: 'Academias',
    hasVoted: false,
    votedCompanyId: null,
    companies: [
      { id: 7, name: 'Corpo em Forma' },
      { id: 8, name: 'Academia Movimento' },
    ],
  },
];
