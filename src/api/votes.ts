import type { VotePayload } from '../domain/types';

import { api } from './client';

/** POST /votes: success is 201. */
export async function createVote(payload: VotePayload): Promise<void> {
  await api.post('/votes', payload);
}
