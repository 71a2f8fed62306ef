import type { Election, ElectionStatus } from '../domain/election';

import { getRuntimeConfig } from './runtimeConfig';

const STATUSES: readonly ElectionStatus[] = ['scheduled', 'open', 'closed'];

function isDateOrNull(value: unknown): value is string | null {
  return value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));
}

/** The body of GET /election when it has the expected shape, else null. */
export function readElection(body: unknown): Election | null {
  if (body === null || typeof body !== 'object') return null;
  const { name, opensAt, closesAt, status, resultsPublished } = body as Record<string, unknown>;
  if (name !== null && typeof name !== 'string') return null;
  if (!isDateOrNull(opensAt) || !isDateOrNull(closesAt)) return null;
  if (typeof status !== 'string' || !STATUSES.includes(status as ElectionStatus)) return null;
  return {
    name: typeof name === 'string' && name.trim() !== '' ? name.trim() : null,
    opensAt,
    closesAt,
    status: status as ElectionStatus,
    resultsPublished: resultsPublished === true,
  };
}

/**
 * GET /election (public): the award's name and voting window for the landing page. A plain
 * `fetch`, not the axios client: the landing page stays free of axios in its first load, and this
 * optional extra never shows the loading overlay over the page. Never throws: any failure (no
 * such route yet, network, odd body) is null, and the page simply shows nothing extra.
 */
export async function fetchPublicElection(
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<Election | null> {
  try {
    const response = await fetchImpl(`${getRuntimeConfig().apiBaseUrl}/election`, {
      headers: { Accept: 'application/json' },
      signal,
    });
    if (!response.ok) return null;
    return readElection(await response.json());
  } catch {
    return null;
  }
}
