/**
 * The voter's nominations calls (issue 41 §3) for stories, component tests and the offline demo:
 * GET /api/nominations, PUT /api/nominations/:categoryId and POST /api/nominations, answered
 * from a small store as the server does (the phase decides; a name is checked by the catalogue's
 * rule; a batch is stored whole or not at all). The default set has no phase in the edition, so
 * /perfil shows no nominations notice unless a story asks for one.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

import { nominationRefusals } from '../domain/awardsMessages';
import { catalogNameProblem, normaliseCatalogName } from '../domain/catalogName';
import { compareNames } from '../domain/collation';
import { formatElectionDate } from '../domain/election';
import type { VoterNominations } from '../domain/schemas/nominationsApi';

import { DEMO_CATEGORIES } from './fixtures';
import { failure, json } from './respond';

export const NOMINATIONS_ROUTES = {
  nominations: '*/api/nominations',
  nomination: '*/api/nominations/:categoryId',
} as const;

/** The demo catalogue's companies, each once, in pt-BR order: the suggestions. */
const DEMO_MEMBERS = [
  ...new Set(DEMO_CATEGORIES.flatMap((c) => c.companies.map((company) => company.name))),
].sort(compareNames);

const DEMO_WINDOW = {
  opensAt: '2027-02-01T08:00:00.000-03:00',
  closesAt: '2027-02-28T18:00:00.000-03:00',
};

/** The server's refusals (domain's nominationRefusals), as the API writes them. */
export const NOMINATIONS_REFUSALS = {
  ...nominationRefusals,
  notYet: nominationRefusals.notYet(formatElectionDate(DEMO_WINDOW.opensAt)),
  categoryNotFound: 'Categoria não encontrada.',
} as const;

/** The demo voter during the phase: nothing nominated yet. */
export const DEMO_NOMINATIONS: VoterNominations = {
  phase: 'open',
  ...DEMO_WINDOW,
  categories: DEMO_CATEGORIES.map((c) => ({ id: c.id, name: c.name, nominated: null })),
  members: DEMO_MEMBERS,
};

/** The same voter having nominated in Farmácias already. */
export const DEMO_NOMINATIONS_PARTLY: VoterNominations = {
  ...DEMO_NOMINATIONS,
  categories: DEMO_NOMINATIONS.categories.map((c) =>
    c.id === 2 ? { ...c, nominated: 'Farmácia Central' } : c,
  ),
};

/** An edition without a nominations phase (the default). */
export const NO_NOMINATIONS: VoterNominations = {
  phase: 'none',
  opensAt: null,
  closesAt: null,
  categories: DEMO_NOMINATIONS.categories,
  members: [],
};

function refusalOf(phase: VoterNominations['phase']): string | null {
  if (phase === 'none') return NOMINATIONS_REFUSALS.none;
  if (phase === 'notYet') return NOMINATIONS_REFUSALS.notYet;
  if (phase === 'closed') return NOMINATIONS_REFUSALS.closed;
  return null;
}

/**
 * The three calls over a store that starts as `initial` (a copy): what is sent is remembered
 * until the handlers are made again (a reload of the demo, the next story).
 */
export function createNominationsHandlers(
  initial: VoterNominations = NO_NOMINATIONS,
): HttpHandler[] {
  const state: VoterNominations = structuredClone(initial);

  /** Stores every item or none; the answer the server gives. */
  function store(items: { categoryId: number; text: string }[]) {
    const refused = refusalOf(state.phase);
    if (refused) return failure(403, refused);
    const stored = new Map<number, string>();
    for (const item of items) {
      if (!state.categories.some((c) => c.id === item.categoryId)) {
        return failure(404, NOMINATIONS_REFUSALS.categoryNotFound);
      }
      const text = normaliseCatalogName(item.text);
      if (catalogNameProblem(text) !== null) return failure(422, NOMINATIONS_REFUSALS.textInvalid);
      stored.set(item.categoryId, text);
    }
    state.categories = state.categories.map((c) =>
      stored.has(c.id) ? { ...c, nominated: stored.get(c.id)! } : c,
    );
    return [...stored].map(([categoryId, text]) => ({ categoryId, text }));
  }

  return [
    http.get(NOMINATIONS_ROUTES.nominations, () => json(structuredClone(state))),
    http.post(NOMINATIONS_ROUTES.nominations, async ({ request }) => {
      const body = (await request.json()) as {
        nominations?: { categoryId: number; text: string }[];
      };
      const answer = store(body.nominations ?? []);
      return Array.isArray(answer) ? json({ data: answer }) : answer;
    }),
    http.put(NOMINATIONS_ROUTES.nomination, async ({ request, params }) => {
      const body = (await request.json()) as { text?: string };
      const answer = store([{ categoryId: Number(params.categoryId), text: body.text ?? '' }]);
      return Array.isArray(answer) ? json(answer[0]) : answer;
    }),
  ];
}

const answering = (nominations: VoterNominations) =>
  http.get(NOMINATIONS_ROUTES.nominations, () => json(nominations));
const internalError = () => failure(500, 'Erro interno do servidor. Tente novamente mais tarde.');

/** Each state and failure, for stories and tests (`withHandlers(...)` puts them first). */
export const nominationsHandlers = {
  /** GET /api/nominations in each phase; the writes still answer by the default store. */
  list: {
    open: answering(DEMO_NOMINATIONS),
    partly: answering(DEMO_NOMINATIONS_PARTLY),
    notYet: answering({ ...DEMO_NOMINATIONS, phase: 'notYet' }),
    closed: answering({ ...DEMO_NOMINATIONS, phase: 'closed' }),
    none: answering(NO_NOMINATIONS),
    serverError: http.get(NOMINATIONS_ROUTES.nominations, internalError),
  },
  /** POST /api/nominations. */
  send: {
    /** Stores every item and echoes them (the catalogue's normal form). */
    success: http.post(NOMINATIONS_ROUTES.nominations, async ({ request }) => {
      const body = (await request.json()) as {
        nominations: { categoryId: number; text: string }[];
      };
      return json({
        data: body.nominations.map((n) => ({ ...n, text: normaliseCatalogName(n.text) })),
      });
    }),
    /** The window closed while the voter wrote. */
    closed: http.post(NOMINATIONS_ROUTES.nominations, () =>
      failure(403, NOMINATIONS_REFUSALS.closed),
    ),
    invalid: http.post(NOMINATIONS_ROUTES.nominations, () =>
      failure(422, NOMINATIONS_REFUSALS.textInvalid),
    ),
    serverError: http.post(NOMINATIONS_ROUTES.nominations, internalError),
    networkError: http.post(NOMINATIONS_ROUTES.nominations, () => HttpResponse.error()),
  },
} satisfies Record<string, Record<string, HttpHandler>>;
