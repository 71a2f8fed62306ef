import { http } from 'msw';

import type { Election } from '../domain/election';

import { json } from './respond';

/** GET /api/election (public), on any origin like the rest of the set. */
export const PUBLIC_ELECTION_ROUTE = '*/api/election';

/** No name yet (the operator has not set it): the landing page shows nothing extra. */
export const UNNAMED_ELECTION: Election = {
  name: null,
  opensAt: null,
  closesAt: null,
  status: 'open',
  resultsPublished: false,
};

/** A named award with its window (08:00 on 1 Dec to 18:00 on 15 Dec 2026, São Paulo time). */
export const NAMED_ELECTION: Election = {
  name: 'Prêmio Destaque Empresarial 2026',
  opensAt: '2026-12-01T08:00:00-03:00',
  closesAt: '2026-12-15T18:00:00-03:00',
  status: 'scheduled',
  resultsPublished: false,
};

export const publicElectionHandlers = {
  unnamed: http.get(PUBLIC_ELECTION_ROUTE, () => json(UNNAMED_ELECTION)),
  named: http.get(PUBLIC_ELECTION_ROUTE, () => json(NAMED_ELECTION)),
  /** Named, without dates: only the name shows. */
  nameOnly: http.get(PUBLIC_ELECTION_ROUTE, () =>
    json<Election>({ ...NAMED_ELECTION, opensAt: null, closesAt: null }),
  ),
};
