/** The voter's calls of the nominations phase (issue 41 §3, decision 305), with the voting's sign-in. */
import type { VoterNominations } from '../domain/schemas/nominationsApi';

import { api } from './client';

/** One nomination as the server stored it (the name in the catalogue's normal form). */
export interface StoredNomination {
  categoryId: number;
  text: string;
}

/**
 * GET /nominations (Bearer): the phase and its window, each category with this voter's
 * nomination, the suggestions. `background`: a read the voter did not ask for (/perfil's notice),
 * without the loading overlay and without the suggestions (`?sugestoes=0`: up to 10,000 names).
 */
export async function getNominations(
  signal?: AbortSignal,
  background = false,
): Promise<VoterNominations> {
  return (
    await api.get<VoterNominations>('/nominations', {
      ...(signal ? { signal } : {}),
      background,
      ...(background ? { params: { sugestoes: '0' } } : {}),
    })
  ).data;
}

/**
 * POST /nominations (Bearer): ENVIAR INDICAÇÕES, every filled field at once; all stored or none.
 */
export async function sendNominations(
  nominations: StoredNomination[],
): Promise<StoredNomination[]> {
  return (await api.post<{ data: StoredNomination[] }>('/nominations', { nominations })).data.data;
}
