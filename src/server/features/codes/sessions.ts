/**
 * Whether a voter's token still opens a session (docs/decisions/083): its voter exists, is not
 * invalidated, and the token's `ver` equals the voter's token_version. Looked up once per voter
 * and cached for a few seconds so the hot path (list, vote) stays one query-free check; a change
 * made through this process (endVoterSessions) clears the cache entry at once, a change made by
 * another process is seen within SESSION_CACHE_MS.
 */
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';

import { bumpTokenVersion, sessionStateOf } from './votersRepository';

export const SESSION_CACHE_MS = 5_000;
const MAX_CACHED = 50_000;

interface CachedState {
  /** null: the voter is gone or invalidated. */
  version: number | null;
  until: number;
}

export interface SessionGuard {
  /** True while `ver` is the voter's current token version and the voter may sign in. */
  isCurrent(voterId: number, ver: number): Promise<boolean>;
  /** Drops the cached state of a voter (after a change made here). */
  forget(voterId: number): void;
}

export function createSessionGuard(db: Kysely<Database>, now: () => number): SessionGuard {
  const cache = new Map<number, CachedState>();
  return {
    async isCurrent(voterId, ver) {
      const at = now();
      let state = cache.get(voterId);
      if (!state || state.until <= at) {
        const row = await sessionStateOf(db, voterId);
        state = {
          version: row && row.invalidated_at === null ? row.token_version : null,
          until: at + SESSION_CACHE_MS,
        };
        if (cache.size >= MAX_CACHED) cache.clear();
        cache.set(voterId, state);
      }
      return state.version !== null && state.version === ver;
    },
    forget(voterId) {
      cache.delete(voterId);
    },
  };
}

/**
 * Ends every session of a voter: bumps the token version, so every token issued so far gets
 * 401 on every voter route. The integrity slice calls this when it invalidates a voter; the
 * LGPD deletion calls it before erasing.
 */
export async function endVoterSessions(
  ctx: { database: { db: Kysely<Database> }; sessions: SessionGuard },
  voterId: number,
): Promise<void> {
  await bumpTokenVersion(ctx.database.db, voterId);
  ctx.sessions.forget(voterId);
}
