/**
 * Operators' access tokens: HS256 JWTs signed with the same key as the voters', told apart by
 * `role: "operator"` (voter tokens never carry a role). `check` says whether a token is an
 * operator's, another valid token of ours (a voter's: 403 on admin routes), or no valid token
 * at all (bad signature, other key, `alg: none`, expired: 401).
 */
import type { OperatorTokenPayload } from '../../../domain/admin';
import { hs256Reader, hs256Signer } from '../codes';

export type OperatorTokenCheck =
  | { kind: 'operator'; payload: OperatorTokenPayload; operatorId: number }
  | { kind: 'not-operator' }
  | { kind: 'invalid' };

export interface OperatorTokenService {
  sign(operator: {
    id: number;
    email: string;
    nome: string;
    token_version: number;
  }): Promise<string>;
  check(token: string): Promise<OperatorTokenCheck>;
}

export function createOperatorTokenService(
  secret: string,
  ttlMinutes: number,
  now: () => number,
): OperatorTokenService {
  const sign = hs256Signer(secret, ttlMinutes, now);
  // Few operators: a small cache of verified tokens is plenty.
  const readToken = hs256Reader(secret, 100, now);
  return {
    sign: async ({ id, email, nome, token_version }) =>
      sign({ role: 'operator', email, nome, sub: String(id), ver: token_version }),
    async check(token) {
      const payload = readToken(token);
      if (payload === null) return { kind: 'invalid' };
      if (payload.role !== 'operator') return { kind: 'not-operator' };
      const { sub, email, nome, exp, iat, ver = 0 } = payload;
      const operatorId = Number(sub);
      if (
        typeof sub !== 'string' ||
        !/^[1-9]\d{0,9}$/.test(sub) ||
        !Number.isSafeInteger(operatorId) ||
        typeof email !== 'string' ||
        typeof nome !== 'string' ||
        typeof exp !== 'number' ||
        typeof ver !== 'number' ||
        !Number.isSafeInteger(ver)
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
          ver,
          ...(typeof iat === 'number' ? { iat } : {}),
        },
      };
    },
  };
}
