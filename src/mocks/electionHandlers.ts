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

const electionIs = (election: Election) => http.get(ELECTION_ROUTES.election, () => json(election));

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
