/**
 * Issue 41 §2's public calls for stories, component tests and the offline demo: the archive of
 * published editions (2026 and 2025) and a seal's verification answered from it; the console's
 * seal download (a small SVG).
 */
import { http, type HttpHandler } from 'msw';

import type { AwardsArchive, SealCheckAnswer } from '../domain/awards';

import { DEMO_PUBLIC_RESULTS } from './adminFixtures';
import { attachment, failure, json } from './respond';

export const AWARDS_ROUTES = {
  archive: '*/api/awards',
  check: '*/api/awards/:year/:slug',
  editionResults: '*/api/awards/:year/results.json',
  seal: '*/api/admin/awards/:year/:slug/seal.svg',
} as const;

export const DEMO_ARCHIVE: AwardsArchive = {
  data: [
    {
      year: 2026,
      award: 'Prêmio Destaque Empresarial 2026',
      publishedAt: '2026-12-16T13:00:00.000Z',
      version: 1,
      categories: [
        { category: 'Padarias', slug: 'padarias', winners: ['Padaria Pão Dourado'] },
        {
          category: 'Restaurantes',
          slug: 'restaurantes',
          winners: ['Cantina da Nonna', 'Sabor Caseiro'],
        },
        { category: 'Floriculturas', slug: 'floriculturas', winners: [] },
      ],
    },
    {
      year: 2025,
      award: 'Prêmio Destaque Empresarial 2025',
      publishedAt: '2025-12-16T13:00:00.000Z',
      version: 2,
      categories: [{ category: 'Padarias', slug: 'padarias', winners: ['Panificadora Central'] }],
    },
  ],
};

/** What GET /api/awards/{year}/{slug} answers for `archive` (the server's rule, in short). */
export function sealCheckIn(archive: AwardsArchive, year: number, slug: string): SealCheckAnswer {
  const edition = archive.data.find((e) => e.year === year);
  const base = { year, slug, winners: [] as string[] };
  if (!edition) {
    return {
      ...base,
      outcome: 'no-edition',
      award: null,
      category: null,
      publishedAt: null,
      message: '',
    };
  }
  const found = edition.categories.find((c) => c.slug === slug);
  const known = { award: edition.award, publishedAt: edition.publishedAt, message: '' };
  if (!found) return { ...base, ...known, outcome: 'no-category', category: null };
  return {
    ...base,
    ...known,
    outcome: found.winners.length > 0 ? 'won' : 'no-votes',
    category: found.category,
    winners: found.winners,
  };
}

const SEAL_SVG =
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><circle cx="200" cy="200" r="198" fill="#0d47a1"/></svg>\n';

export function createAwardsHandlers(archive: AwardsArchive = DEMO_ARCHIVE): HttpHandler[] {
  return [
    http.get(AWARDS_ROUTES.archive, () => json(archive)),
    http.get(AWARDS_ROUTES.editionResults, () => json(DEMO_PUBLIC_RESULTS)),
    http.get(AWARDS_ROUTES.check, ({ params }) =>
      json(sealCheckIn(archive, Number(params.year), String(params.slug))),
    ),
    http.get(AWARDS_ROUTES.seal, () =>
      attachment(SEAL_SVG, 'image/svg+xml; charset=utf-8', 'selo.svg'),
    ),
  ];
}

/** Each call's failures, for stories and tests. */
export const awardsHandlers = {
  archive: {
    empty: http.get(AWARDS_ROUTES.archive, () => json({ data: [] })),
    serverError: http.get(AWARDS_ROUTES.archive, () => failure(500, 'Erro interno.')),
  },
  check: {
    serverError: http.get(AWARDS_ROUTES.check, () => failure(500, 'Erro interno.')),
  },
  seal: {
    serverError: http.get(AWARDS_ROUTES.seal, () => failure(500, 'Erro interno.')),
  },
} satisfies Record<string, Record<string, HttpHandler>>;
