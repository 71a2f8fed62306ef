import type { StoredUser } from '../domain/types';

/** Thrown when an access token's payload lacks id, nome or email (spec section 3). */
export class UserDataError extends Error {
  override name = 'UserDataError';
}

function base64UrlDecode(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a JWT's payload without verifying it: the browser cannot check the signature, the API
 * does on every call. Returns null for anything that is not three dot-separated parts with a
 * JSON object in the middle.
 */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1] ?? ''));
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Authenticated means a three-part token whose payload `exp` (seconds) is later than now. */
export function isTokenValid(token: string | null, nowMs: number = Date.now()): boolean {
  if (!token) return false;
  const payload = decodeTokenPayload(token);
  const exp = payload?.['exp'];
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > nowMs;
}

/**
 * The signed-in user from the token payload's `id`, `nome` and `email` (kept as id, name, mail).
 * @throws UserDataError when the token cannot be read or one of the three is missing.
 */
export function userFromToken(token: string): StoredUser {
  const payload = decodeTokenPayload(token);
  const rawId = payload?.['id'];
  const nome = payload?.['nome'];
  const email = payload?.['email'];
  const id = typeof rawId === 'string' && /^\d+$/.test(rawId) ? Number(rawId) : rawId;
  if (
    typeof id !== 'number' ||
    !Number.isFinite(id) ||
    typeof nome !== 'string' ||
    nome.trim() === '' ||
    typeof email !== 'string' ||
    email.trim() === ''
  ) {
    throw new UserDataError('Access token payload lacks id, nome or email');
  }
  return { id, name: nome, mail: email };
}
