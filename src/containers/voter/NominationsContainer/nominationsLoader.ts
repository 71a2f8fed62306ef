import { useLoaderData } from 'react-router';

import { getNominations } from '../../../api/nominations';
import { getToken } from '../../../api/session';
import { isTokenValid } from '../../../api/token';
import type { VoterNominations } from '../../../domain/schemas/nominationsApi';

/** What the loader of /indicacoes hands its page: GET /nominations, on its way. */
export interface NominationsLoaderData {
  nominations: Promise<VoterNominations>;
}

/**
 * The loader of /indicacoes (as /perfil's, decision 202): GET /api/nominations starts with the
 * navigation, beside the page's code, and the page takes the answer when it comes. Without a
 * valid session it starts nothing (the layout's loader sends the visitor to /login).
 */
export function loadNominations(): NominationsLoaderData | null {
  if (!isTokenValid(getToken())) return null;
  const nominations = getNominations();
  // The page handles a failure; this only keeps a page that never mounts from leaving an
  // unhandled rejection behind.
  nominations.catch(() => undefined);
  return { nominations };
}

/** The request the route's loader started, or null when it started none. */
export function useLoadedNominations(): Promise<VoterNominations> | null {
  const data = useLoaderData<NominationsLoaderData | null | undefined>();
  return data?.nominations ?? null;
}
