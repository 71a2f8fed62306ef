import { useLoaderData } from 'react-router';

import { quiet } from '../../../api/client';
import { getNominations } from '../../../api/nominations';
import { getToken } from '../../../api/session';
import { isTokenValid } from '../../../api/token';
import type { VoterNominations } from '../../../domain/schemas/nominationsApi';

/**
 * The loader of /indicacoes (as /perfil's, decision 202): GET /api/nominations starts with the
 * navigation, beside the page's code, and the page takes the answer when it comes. Without a
 * valid session it starts nothing (the layout's loader sends the visitor to /login).
 */
export function loadNominations() {
  if (!isTokenValid(getToken())) return null;
  return { nominations: quiet(getNominations()) };
}

/** The request the route's loader started, or null when it started none. */
export function useLoadedNominations(): Promise<VoterNominations> | null {
  const data = useLoaderData<ReturnType<typeof loadNominations> | undefined>();
  return data?.nominations ?? null;
}
