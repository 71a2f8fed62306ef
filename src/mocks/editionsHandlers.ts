/**
 * The console's Edições calls (issue 41 §1): two editions, 2026 published and current. A store
 * of its own per set of handlers, so a story can create 2027 and make it current.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

import type { EditionSummary } from '../domain/types';

const admin = (route: string) => `*/api/admin${route}`;

export const EDITIONS_ROUTES = {
  list: admin('/editions'),
  current: admin('/editions/:id/current'),
} as const;

export const DEMO_EDITIONS: EditionSummary[] = [
  {
    id: 2,
    year: 2026,
    name: 'Prêmio Destaque Empresarial 2026',
    current: true,
    state: 'published',
    opensAt: '2026-12-01T08:00:00-03:00',
    closesAt: '2026-12-15T18:00:00-03:00',
    publishedAt: '2026-12-16T10:00:00-03:00',
  },
  {
    id: 1,
    year: 2025,
    name: 'Prêmio Destaque Empresarial 2025',
    current: false,
    state: 'published',
    opensAt: '2025-12-01T08:00:00-03:00',
    closesAt: '2025-12-15T18:00:00-03:00',
    publishedAt: '2025-12-16T10:00:00-03:00',
  },
];

/** GET, POST (the next year, closed, from the last) and POST …/current over one list. */
export function createEditionsHandlers(seed: EditionSummary[] = DEMO_EDITIONS): HttpHandler[] {
  let editions = seed.map((edition) => ({ ...edition }));
  return [
    http.get(EDITIONS_ROUTES.list, () => HttpResponse.json({ data: editions })),
    http.post(EDITIONS_ROUTES.list, () => {
      const last = editions[0]!;
      const year = last.year + 1;
      const created: EditionSummary = {
        id: Math.max(...editions.map((e) => e.id)) + 1,
        year,
        name: last.name.replace(String(last.year), String(year)),
        current: false,
        state: 'closed',
        opensAt: null,
        closesAt: null,
        publishedAt: null,
      };
      editions = [created, ...editions];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(EDITIONS_ROUTES.current, ({ params }) => {
      const id = Number(params.id);
      const found = editions.find((e) => e.id === id);
      if (!found) return HttpResponse.json({ message: 'Edição não encontrada.' }, { status: 404 });
      editions = editions.map((e) => ({ ...e, current: e.id === id }));
      return HttpResponse.json({ ...found, current: true });
    }),
  ];
}

/** The current edition's voting is open: no next edition yet (the server's 409, its words). */
export const editionsRefusedWhileOpen: HttpHandler = http.post(EDITIONS_ROUTES.list, () =>
  HttpResponse.json(
    {
      message:
        'A votação da edição atual está aberta: a próxima edição só pode ser criada depois que ela for encerrada e os resultados, publicados.',
    },
    { status: 409 },
  ),
);
