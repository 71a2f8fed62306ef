/**
 * Operators' access tokens: HS256 JWTs signed with the same key as the voters', told apart by
 * `role: "operator"` (voter tokens never carry a role). `check` says whether a token is an
 * operator's, another valid token of ours (a voter's: 403 on admin routes), or no valid token
 * at all (bad signature, other key, `alg: none`, expired: 401).
 */
import { createSecretKey } from 'node:crypto';

import { jwtVerify, SignJWT } from 'jose';

import type { OperatorTokenPayload } from '../../domain/admin';

export type OperatorTokenCheck =
  | { kind: 'operator'; payload: OperatorTokenPayload; operatorId: number }
  | { kind: 'not-operator' }
  | { kind: 'invalid' };

export interface OperatorTokenService {
  sign(operator: { id: number; email: string; nome: string }): Promise<string>;
  check(token: string): Promise<OperatorTokenCheck>;
}

export function createOperatorTokenService(
  secret: string,
  ttlMinutes: number,
  now: () => number,
): OperatorTokenService {
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  return {
    async sign({ id, email, nome }) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ role: 'operator', email, nome })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(id))
        .setIssuedAt(iat)
        .setExpirationTime(iat + ttlMinutes * 60)
        .sign(key);
    },
    async check(token) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
          requiredClaims: ['exp'],
        }));
      } catch {
        return { kind: 'invalid' };
      }
      if (payload.role !== 'operator') return { kind: 'not-operator' };
      const { sub, email, nome, exp, iat } = payload;
      const operatorId = Number(sub);
      if (
        typeof sub !== 'string' ||
        !/^[1-9]\d{0,9}$/.test(sub) ||
        !Number.isSafeInteger(operatorId) ||
        typeof email !== 'string' ||
        typeof nome !== 'string' ||
        typeof exp !== 'number'
      ) {
        return { kind: 'invalid' };
      }
      return {
        kind: 'operator',
        operatorId,
        payload: {
          role: 'operator',
          sub,
          email,
          nome,
          exp,
          ...(typeof iat === 'number' ? { iat } : {}),
        },
      };
    },
  };
}
