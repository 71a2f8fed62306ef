import { useSyncExternalStore } from 'react';

import { TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '../domain/constants';
import type { StoredUser } from '../domain/types';

import { isTokenValid } from './token';

/**
 * The session of spec section 4: the token under localStorage `token`, the user under `user`.
 * A tiny external store so React (useSyncExternalStore), the axios interceptor and the periodic
 * re-check all share one source of truth.
 */
export interface SessionSnapshot {
  token: string | null;
  user: StoredUser | null;
}

const listeners = new Set<() => void>();
let cachedRaw: { token: string | null; user: string | null } = { token: null, user: null };
let cachedSnapshot: SessionSnapshot = { token: null, user: null };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the app then behaves as signed out.
    return null;
  }
}

/** The stored user, or null when it is missing or malformed. */
export function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object') return null;
    const { id, name, mail } = value as Record<string, unknown>;
    return typeof id === 'number' && typeof name === 'string' && typeof mail === 'string'
      ? { id, name, mail }
      : null;
  } catch {
    return null;
  }
}

/** Current token and user; the same object until localStorage changes (useSyncExternalStore). */
export function getSessionSnapshot(): SessionSnapshot {
  const store = storage();
  const token = store?.getItem(TOKEN_STORAGE_KEY) ?? null;
  const user = store?.getItem(USER_STORAGE_KEY) ?? null;
  if (token !== cachedRaw.token || user !== cachedRaw.user) {
    cachedRaw = { token, user };
    cachedSnapshot = { token, user: parseUser(user) };
  }
  return cachedSnapshot;
}

export function getToken(): string | null {
  return getSessionSnapshot().token;
}

/** Tells every subscriber to read the session again (also used for `storage` events). */
export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function saveSession(token: string, user: StoredUser): void {
  const store = storage();
  store?.setItem(TOKEN_STORAGE_KEY, token);
  store?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  notifySessionChanged();
}

export function clearSession(): void {
  const store = storage();
  store?.removeItem(TOKEN_STORAGE_KEY);
  store?.removeItem(USER_STORAGE_KEY);
  notifySessionChanged();
}

/**
 * The periodic check of spec section 4: an invalid or expired token is cleared (with the user).
 * Returns whether the session is still authenticated.
 */
export function recheckSession(nowMs: number = Date.now()): boolean {
  const { token, user } = getSessionSnapshot();
  if (isTokenValid(token, nowMs)) return true;
  if (token !== null || user !== null) clearSession();
  return false;
}

/** Token and user, re-rendering when the session changes. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
}
