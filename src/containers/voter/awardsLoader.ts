import { useLoaderData } from 'react-router';

import { getAwardsArchive, getSealCheck } from '../../api/awards';
import type { AwardsArchive, SealCheckAnswer } from '../../domain/awards';

/** What the loader of /vencedores hands its page: the archive, on its way. */
export interface ArchiveLoaderData {
  archive: Promise<AwardsArchive>;
}

/** What the loader of /vencedores/:ano/:categoria hands its page. */
export interface SealCheckLoaderData {
  year: string;
  slug: string;
  check: Promise<SealCheckAnswer>;
}

/** Keeps a page that never mounts from leaving an unhandled rejection (the page handles it). */
function quiet<T>(request: Promise<T>): Promise<T> {
  request.catch(() => undefined);
  return request;
}

/**
 * The loaders of /vencedores and a seal's page (decision 202, like /perfil's): the request
 * starts with the navigation, unawaited, so the page renders its loading state at once and takes
 * the answer when it comes (a failure is the page's 'Tentar novamente', not the router's error).
 */
export function loadArchive(): ArchiveLoaderData {
  return { archive: quiet(getAwardsArchive()) };
}

export function loadSealCheck(year: string, slug: string): SealCheckLoaderData {
  return { year, slug, check: quiet(getSealCheck(year, slug)) };
}

/** The archive request the route's loader started, or null (a story without a loader). */
export function useLoadedArchive(): Promise<AwardsArchive> | null {
  return useLoaderData<ArchiveLoaderData | undefined>()?.archive ?? null;
}

/** The verification request the route's loader started for this address, or null. */
export function useLoadedSealCheck(year: string, slug: string): Promise<SealCheckAnswer> | null {
  const data = useLoaderData<SealCheckLoaderData | undefined>();
  return data && data.year === year && data.slug === slug ? data.check : null;
}
