import { useSyncExternalStore } from 'react';

import { decodeTokenPayload, isTokenValid } from './token';

/**
 * The operator's session, kept apart from the voter's: sessionStorage key `adminToken` (closing
 * the tab ends it; a voter signing in or out in the same browser never touches it). A tiny
 * external store like session.ts, read by the console's axios instance and its route guard.
 */
export const ADMIN_TOKEN_STORAGE_KEY = 'adminToken';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function getAdminToken(): string | null {
  return storage()?.getItem(ADMIN_TOKEN_STORAGE_KEY) ?? null;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeAdminSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True for an unexpired three-part token whose payload says `role: "operator"`. */
export function isOperatorToken(token: string | null, nowMs: number = Date.now()): boolean {
  if (!isTokenValid(token, nowMs) || token === null) return false;
  return decodeTokenPayload(token)?.['role'] === 'operator';
}

export function saveAdminSession(token: string): void {
  storage()?.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
  emit();
}

export function clearAdminSession(): void {
  storage()?.removeItem(ADMIN_TOKEN_STORAGE_KEY);
  emit();
}

/** The operator's name and e-mail from the token (display only: the API checks the token). */
export function operatorFromToken(token: string | null): { nome: string; email: string } | null {
  if (!token) return null;
  const payload = decodeTokenPayload(token);
  const nome = payload?.['nome'];
  const email = payload?.['email'];
  return typeof nome === 'string' && typeof email === 'string' ? { nome, email } : null;
}

/** Clears an expired or non-operator token; returns whether the operator is still signed in. */
export function recheckAdminSession(nowMs: number = Date.now()): boolean {
  const token = getAdminToken();
  if (isOperatorToken(token, nowMs)) return true;
  if (token !== null) clearAdminSession();
  return false;
}

/** The operator's token, re-rendering when it changes. */
export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribeAdminSession, getAdminToken, getAdminToken);
}
