/**
 * The token services (fast-jwt underneath) accept exactly what jose's jwtVerify (HS256, exp
 * required) accepts: every forgery and malformed token below is refused by both, for voters and
 * for operators. The tokens are made with jose or by hand, never with the library under test.
 */
import { createHmac, createSecretKey } from 'node:crypto';

import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { createTokenService } from '../../../src/server/features/codes/tokens';
import { createOperatorTokenService } from '../../../src/server/features/operators/operatorTokens';

const SECRET = 'a-secret-of-more-than-32-characters-0123';
const key = createSecretKey(Buffer.from(SECRET, 'utf8'));
const other = createSecretKey(Buffer.from('another-secret-of-32-characters-or-more!', 'utf8'));
// The app's clock agrees with the system's here: fast-jwt reads the latter, the services both.
const NOW = Date.now();
const iat = Math.floor(NOW / 1000);
const voter = { id: 7, nome: 'Ana', email: 'ana@example.com', ver: 0 };

const sign = (claims: Record<string, unknown>, header: Record<string, unknown> = {}, k = key) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...header } as { alg: string })
    .sign(k);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A correctly signed token with any header (jose refuses to sign some of them). */
function handSigned(header: Record<string, unknown>, claims: Record<string, unknown>): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}

async function joseAccepts(token: string): Promise<boolean> {
  try {
    await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: new Date(NOW),
      requiredClaims: ['exp'],
    });
    return true;
  } catch {
    return false;
  }
}

const voters = () => createTokenService(SECRET, 60, () => NOW);
const operators = () => createOperatorTokenService(SECRET, 60, () => NOW);

describe('HS256 tokens', () => {
  it('returns the payload of a good token, as jose does', async () => {
    const token = await sign({ ...voter, iat, exp: iat + 60 });
    expect(await voters().verify(token)).toEqual({ ...voter, iat, exp: iat + 60 });
    expect(await joseAccepts(token)).toBe(true);
  });

  it('refuses what jose refuses: expired, wrong key, tampered, alg none or HS512, crit, no exp, bad nbf', async () => {
    const good = await sign({ ...voter, exp: iat + 60 });
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const flip = (s: string) => `${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.at(-1)}`;
    const forged = [
      await sign({ ...voter, exp: iat }),
      await sign({ ...voter, exp: iat - 1 }),
      await sign({ ...voter, exp: iat + 60 }, {}, other),
      await sign({ ...voter }),
      await sign({ ...voter, exp: String(iat + 60) }),
      await sign({ ...voter, exp: iat + 60, nbf: iat + 30 }),
      handSigned({ alg: 'HS256', crit: ['exp'] }, { ...voter, exp: iat + 60 }),
      `${header}.${b64({ ...voter, id: 8, exp: iat + 60 })}.${signature}`,
      `${header}.${payload}.${flip(signature)}`,
      `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
      `${header}.${payload}.${signature}!`,
      `${header}.${payload}`,
      `${header}.${payload}.${signature}.x`,
      `${header}.${b64([1, 2])}.${signature}`,
      'not a token',
      '',
    ];
    const tokens = voters();
    const admin = operators();
    for (const token of forged) {
      expect(await tokens.verify(token), token).toBeNull();
      expect(await admin.check(token), token).toEqual({ kind: 'invalid' });
      expect(await joseAccepts(token), token).toBe(false);
    }
  });

  it('accepts a token whose nbf has passed', async () => {
    const token = await sign({ ...voter, exp: iat + 60, nbf: iat - 1 });
    expect(await voters().verify(token)).not.toBeNull();
    expect(await joseAccepts(token)).toBe(true);
  });

  it("tells a voter's token from an operator's, both ways", async () => {
    const tokens = voters();
    const admin = operators();
    const voterToken = await tokens.sign({ ...voter, token_version: 0 });
    const operatorToken = await admin.sign({
      id: 3,
      email: 'op@example.com',
      nome: 'Op',
      token_version: 0,
    });
    expect(await joseAccepts(voterToken)).toBe(true);
    expect(await joseAccepts(operatorToken)).toBe(true);
    expect(await tokens.verify(operatorToken)).toBeNull();
    expect(await admin.check(voterToken)).toEqual({ kind: 'not-operator' });
    expect(await admin.check(operatorToken)).toMatchObject({ kind: 'operator', operatorId: 3 });
  });
});
