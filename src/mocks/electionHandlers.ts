import { http, type HttpHandler } from 'msw';

import type { PublicResults } from '../domain/admin';
import type { Election } from '../domain/election';

import {
  DEMO_PUBLIC_RESULTS,
  ELECTION_ALWAYS_OPEN,
  ELECTION_CLOSED,
  ELECTION_OPEN,
  ELECTION_PUBLISHED,
  ELECTION_SCHEDULED,
} from './adminFixtures';
import { failure, json, serverError } from './respond';

/** Public election calls: GET /api/election and GET /api/results (any origin, like handlers.ts). */
export const ELECTION_ROUTES = {
  election: '*/api/election',
  results: '*/api/results',
} as const;

/** GET /api/election, as the landing's tests and stories name it. */
export const PUBLIC_ELECTION_ROUTE = ELECTION_ROUTES.election;

/** No name yet (the operator has not set it): the landing page shows nothing extra. */
export const UNNAMED_ELECTION: Election = ELECTION_ALWAYS_OPEN;

/** A named award with its window (08:00 on 1 Dec to 18:00 on 15 Dec 2026, São Paulo time). */
export const NAMED_ELECTION: Election = {
  name: 'Prêmio Destaque Empresarial 2026',
  opensAt: '2026-12-01T08:00:00-03:00',
  closesAt: '2026-12-15T18:00:00-03:00',
  status: 'scheduled',
  resultsPublished: false,
};

const electionIs = (election: Election) => http.get(ELECTION_ROUTES.election, () => json(election));

/** The landing's cases (`handlers.election`). */
export const publicElectionHandlers = {
  unnamed: electionIs(UNNAMED_ELECTION),
  named: electionIs(NAMED_ELECTION),
  /** Named, without dates: only the name shows. */
  nameOnly: electionIs({ ...NAMED_ELECTION, opensAt: null, closesAt: null }),
};

export const electionHandlers = {
  election: {
    /** No dates: open for ever, the specification's journey unchanged (the default). */
    alwaysOpen: electionIs(ELECTION_ALWAYS_OPEN),
    open: electionIs(ELECTION_OPEN),
    scheduled: electionIs(ELECTION_SCHEDULED),
    closed: electionIs(ELECTION_CLOSED),
    published: electionIs(ELECTION_PUBLISHED),
    serverError: http.get(ELECTION_ROUTES.election, () => serverError()),
  },
  results: {
    published: http.get(ELECTION_ROUTES.results, () => json<PublicResults>(DEMO_PUBLIC_RESULTS)),
    empty: http.get(ELECTION_ROUTES.results, () => json<PublicResults>({ data: [] })),
    notPublished: http.get(ELECTION_ROUTES.results, () =>
      failure(404, 'Os resultados ainda não foram publicados.'),
    ),
    serverError: http.get(ELECTION_ROUTES.results, () => serverError()),
  },
} satisfies Record<string, Record<string, HttpHandler>>;

export const defaultElectionHandlers: HttpHandler[] = [
  electionHandlers.election.alwaysOpen,
  electionHandlers.results.published,
];
