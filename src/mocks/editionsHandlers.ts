/**
 * The console's Edições calls (issue 41 §1): two editions, 2026 published and current with a
 * member list. A store of its own per set of handlers, so a story can create 2027, make it
 * current and import its member list.
 */
import { http, type HttpHandler } from 'msw';

import type { EditionSummary, MemberImportPayload } from '../domain/types';

import { failure, json } from './respond';

const admin = (route: string) => `*/api/admin${route}`;

export const EDITIONS_ROUTES = {
  list: admin('/editions'),
  current: admin('/editions/:id/current'),
  members: admin('/members/import'),
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
    memberList: {
      fileName: 'associadas-2026.csv',
      members: 312,
      importedAt: '2026-11-20T13:00:00.000Z',
    },
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
    memberList: null,
  },
];

/** GET, POST (the next year, closed, from the last) and POST …/current over one list. */
export function createEditionsHandlers(seed: EditionSummary[] = DEMO_EDITIONS): HttpHandler[] {
  let editions = seed.map((edition) => ({ ...edition }));
  return [
    http.get(EDITIONS_ROUTES.list, () => json({ data: editions })),
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
        memberList: null,
      };
      editions = [created, ...editions];
      return json(created, 201);
    }),
    http.post(EDITIONS_ROUTES.current, ({ params }) => {
      const id = Number(params.id);
      const found = editions.find((e) => e.id === id);
      if (!found) return failure(404, 'Edição não encontrada.');
      editions = editions.map((e) => ({ ...e, current: e.id === id }));
      return json({ ...found, current: true });
    }),
    // The file's lines after the header are its names (the mock checks nothing).
    http.post(EDITIONS_ROUTES.members, async ({ request }) => {
      const { fileName, content } = (await request.json()) as MemberImportPayload;
      const members = content.split(/\r?\n/).filter((line) => line.trim() !== '').length - 1;
      const importedAt = '2026-11-29T13:00:00.000Z';
      const current = editions.find((e) => e.current)!;
      editions = editions.map((e) =>
        e.current ? { ...e, memberList: { fileName, members, importedAt } } : e,
      );
      return json({ year: current.year, fileName, members, repeated: 0, importedAt });
    }),
  ];
}

/** The current edition's voting is open: no next edition yet (the server's 409, its words). */
export const editionsRefusedWhileOpen: HttpHandler = http.post(EDITIONS_ROUTES.list, () =>
  failure(
    409,
    'A votação da edição atual está aberta: a próxima edição só pode ser criada depois que ela for encerrada e os resultados, publicados.',
  ),
);

/** The server's refusal of a member list with problems (its words, by line). */
export const membersRefused: HttpHandler = http.post(EDITIONS_ROUTES.members, () =>
  json(
    {
      message: 'associadas.csv: nada foi importado; corrija os 2 problemas:',
      errors: [
        'linha 3: empresa vazia',
        'linha 7: empresa começando com “=”, que uma planilha leria como fórmula; escreva o nome sem esse sinal',
      ],
    },
    422,
  ),
);
