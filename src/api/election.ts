import type { PublicResults } from '../domain/admin';
import type { Election } from '../domain/election';

import { api } from './client';

/** GET /election (public): the window and its status as the server's clock sees it. */
export async function getElection(signal?: AbortSignal): Promise<Election> {
  return (await api.get<Election>('/election', signal ? { signal } : {})).data;
}

/** GET /results (public): 404 until the operator publishes. */
export async function getPublicResults(signal?: AbortSignal): Promise<PublicResults> {
  return (await api.get<PublicResults>('/results', signal ? { signal } : {})).data;
}
