/**
 * Access tokens: HS256 JWTs whose payload carries id, nome, email, iat, exp (seconds) and `ver`,
 * the voter's token version (auth/sessions.ts). A token with a `role` claim is an operator's
 * and never opens a voter route.
 *
 * Signed and verified by fast-jwt, synchronously (jose's WebCrypto path crossed to the thread
 * pool on every call: decision 151). Its verifier remembers verified tokens in its own LRU
 * cache, keyed by the token's hash, each entry kept no longer than the token's `exp`; the
 * app's clock (`now`, injectable for tests) is checked again on every answer, cached or not.
 */
import { createSigner, createVerifier } from 'fast-jwt';

import type { TokenPayload } from '../../../domain/types';

/** The voter token's payload as the server reads it. */
export interface VoterToken extends TokenPayload {
  ver: number;
}

export interface TokenService {
  sign(voter: { id: number; nome: string; email: string; token_version: number }): Promise<string>;
  /** The payload of a valid, unexpired voter token; null otherwise. */
  verify(token: string): Promise<VoterToken | null>;
}

/** How many verified tokens one process remembers (a few MB at most). */
export const VERIFIED_TOKENS_KEPT = 20_000;

/** Signs claims with `iat` now and `exp` ttlMinutes later, on the app's clock. */
export function hs256Signer(secret: string, ttlMinutes: number, now: () => number) {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  return (claims: Record<string, unknown>) => {
    const iat = Math.floor(now() / 1000);
    return signer({ ...claims, iat, exp: iat + ttlMinutes * 60 });
  };
}

/**
 * The reader every HS256 token of ours goes through: one algorithm, `exp` required; the payload,
 * or null for a token that does not verify or has expired. Expiry is checked here against the
 * app's clock, not by fast-jwt, which can only read the system clock: one process must have one
 * notion of "now" (a test's clock, or a server whose sessions are judged by the same clock that
 * signed them).
 */
export function hs256Reader(secret: string, cacheSize: number, now: () => number) {
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp'],
    ignoreExpiration: true,
    cache: cacheSize,
  });
  return (token: string): Record<string, unknown> | null => {
    let payload: Record<string, unknown>;
    try {
      payload = verifier(token) as Record<string, unknown>;
    } catch {
      return null;
    }
    // Unexpired while the app's clock has not reached `exp` (seconds), as jose counts it.
    const { exp } = payload;
    return typeof exp === 'number' && exp > Math.floor(now() / 1000) ? payload : null;
  };
}

export function createTokenService(
  secret: string,
  ttlMinutes: number,
  now: () => number,
): TokenService {
  const sign = hs256Signer(secret, ttlMinutes, now);
  const readToken = hs256Reader(secret, VERIFIED_TOKENS_KEPT, now);

  function read(payload: Record<string, unknown>): VoterToken | null {
    const { id, nome, email, exp, iat, ver } = payload;
    // Operators' tokens (console-api) carry a role: never a voter session.
    if ('role' in payload) return null;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
    if (typeof nome !== 'string' || typeof email !== 'string' || typeof exp !== 'number') {
      return null;
    }
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver)) return null;
    return { id, nome, email, exp, ver, ...(typeof iat === 'number' ? { iat } : {}) };
  }

  return {
    sign: async ({ id, nome, email, token_version }) =>
      sign({ id, nome, email, ver: token_version }),
    async verify(token) {
      const payload = readToken(token);
      return payload === null ? null : read(payload);
    },
  };
}
