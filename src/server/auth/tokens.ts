/**
 * Access tokens: HS256 JWTs whose payload carries id, nome, email, iat, exp (seconds) and `ver`,
 * the voter's token version (auth/sessions.ts). A token with a `role` claim is an operator's
 * and never opens a voter route.
 */
import { createSecretKey } from 'node:crypto';

import { SignJWT } from 'jose';

import type { TokenPayload } from '../../domain/types';

import { verifyHs256 } from './hs256';

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

export function createTokenService(
  secret: string,
  ttlMinutes: number,
  now: () => number,
): TokenService {
  // A KeyObject made once: jose would otherwise import the raw secret on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // Tokens already verified, by their exact text: a voter sends the same token with every
  // request, and the HMAC, base64url and JSON work was the largest JavaScript cost left on the
  // hot path (decision 132). Only the expiry is checked again on a hit.
  const verified = new Map<string, VoterToken>();

  function parse(token: string): VoterToken | null {
    // Synchronous node:crypto HMAC (auth/hs256.ts): jose's WebCrypto path costs far more.
    const payload = verifyHs256(token, key, now());
    if (!payload) return null;
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
    async sign({ id, nome, email, token_version }) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ id, nome, email, ver: token_version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlMinutes * 60)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Math.floor(now() / 1000)) return known;
        verified.delete(token);
        return null;
      }
      let payload: VoterToken | null;
      try {
        payload = parse(token);
      } catch {
        return null;
      }
      if (!payload) return null;
      if (verified.size >= VERIFIED_TOKENS_KEPT) {
        // Oldest first: a Map iterates in insertion order.
        const oldest = verified.keys().next().value;
        if (oldest !== undefined) verified.delete(oldest);
      }
      // Frozen: the same object answers every later request with this token.
      Object.freeze(payload);
      verified.set(token, payload);
      return payload;
    },
  };
}
