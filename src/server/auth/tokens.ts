/** Access tokens: HS256 JWTs whose payload carries id, nome, email, iat and exp (seconds). */
import { createSecretKey } from 'node:crypto';

import { jwtVerify, SignJWT } from 'jose';

import type { TokenPayload } from '../../domain/types';

export interface TokenService {
  sign(voter: { id: number; nome: string; email: string }): Promise<string>;
  /** The payload of a valid, unexpired token; null otherwise. */
  verify(token: string): Promise<TokenPayload | null>;
}

export function createTokenService(
  secret: string,
  ttlMinutes: number,
  now: () => number,
): TokenService {
  // A KeyObject made once: jose would otherwise import the raw secret on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    async sign({ id, nome, email }) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ id, nome, email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlMinutes * 60)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
          requiredClaims: ['exp'],
        });
        const { id, nome, email, exp, iat } = payload;
        if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
        if (typeof nome !== 'string' || typeof email !== 'string' || typeof exp !== 'number') {
          return null;
        }
        return { id, nome, email, exp, ...(typeof iat === 'number' ? { iat } : {}) };
      } catch {
        return null;
      }
    },
  };
}
