/** Issue 41 §2's calls: the archive of published editions, a seal's verification, a seal's file. */
import type { PublicResults } from '../domain/admin';
import type { AwardsArchive, AwardsFileUrl, SealCheckAnswer } from '../domain/awards';

import { adminApi } from './adminClient';
import { api } from './client';
import { getRuntimeConfig } from './runtimeConfig';

/** GET /awards (public): every published edition, newest first. */
export async function getAwardsArchive(signal?: AbortSignal): Promise<AwardsArchive> {
  return (await api.get<AwardsArchive>('/awards', { signal })).data;
}

/** GET /awards/{year}/{slug} (public): what a seal's address finds. */
export async function getSealCheck(year: string, slug: string): Promise<SealCheckAnswer> {
  const path = `/awards/${encodeURIComponent(year)}/${encodeURIComponent(slug)}`;
  return (await api.get<SealCheckAnswer>(path)).data;
}

/** Where an edition's ata or receipts list downloads from (a link: no token needed). */
export const awardsFileUrl: AwardsFileUrl = (year, file) =>
  `${getRuntimeConfig().apiBaseUrl}/awards/${year}/${file}`;

/** GET /awards/{year}/results.json (public): an edition's results as published. */
export async function getEditionResults(year: number): Promise<PublicResults> {
  return (await api.get<PublicResults>(`/awards/${year}/results.json`)).data;
}

/**
 * GET /admin/awards/{year}/{slug}/seal.svg (operator): a winner's seal as published; `place`:
 * which of a tie's winners (from 1).
 */
export async function getSeal(year: number, slug: string, place: number): Promise<Blob> {
  const path = `/admin/awards/${year}/${encodeURIComponent(slug)}/seal.svg?vencedora=${place}`;
  return (await adminApi.get<Blob>(path, { responseType: 'blob' })).data;
}
