import type { PublicResults } from '../domain/admin';
import type { Election } from '../domain/election';

import { api } from './client';

/**
 * GET /election (public): the window and its status as the server's clock sees it. `background`:
 * a periodic re-read, without the loading overlay.
 */
export async function getElection(signal?: AbortSignal, background = false): Promise<Election> {
  return (await api.get<Election>('/election', { ...(signal ? { signal } : {}), background })).data;
}

/** GET /results (public): 404 until the operator publishes. */
export async function getPublicResults(): Promise<PublicResults> {
  return (await api.get<PublicResults>('/results')).data;
}
