/**
 * auth/hs256.ts accepts exactly what jose's jwtVerify (HS256, exp required) accepts: every
 * forgery and malformed token below is refused by both.
 */
import { createHmac, createSecretKey } from 'node:crypto';

import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { verifyHs256 } from '../../src/server/auth/hs256';

const key = createSecretKey(Buffer.from('a-secret-of-more-than-32-characters-0123', 'utf8'));
const other = createSecretKey(Buffer.from('another-secret-of-32-characters-or-more!', 'utf8'));
const NOW = 1_800_000_000_000;
const iat = NOW / 1000;

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

describe('verifyHs256', () => {
  it('returns the payload of a good token, as jose does', async () => {
    const token = await sign({ id: 7, nome: 'Ana', iat, exp: iat + 60, ver: 0 });
    expect(verifyHs256(token, key, NOW)).toEqual({
      id: 7,
      nome: 'Ana',
      iat,
      exp: iat + 60,
      ver: 0,
    });
    expect(await joseAccepts(token)).toBe(true);
  });

  it('refuses what jose refuses: expired, wrong key, tampered, alg none or HS512, crit, no exp, bad nbf', async () => {
    const good = await sign({ id: 7, exp: iat + 60 });
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const flip = (s: string) => `${s.slice(0, -2)}${s.at(-2) === 'A' ? 'B' : 'A'}${s.at(-1)}`;
    const forged = [
      await sign({ id: 7, exp: iat }),
      await sign({ id: 7, exp: iat - 1 }),
      await sign({ id: 7, exp: iat + 60 }, {}, other),
      await sign({ id: 7 }),
      await sign({ id: 7, exp: String(iat + 60) }),
      await sign({ id: 7, exp: iat + 60, nbf: iat + 30 }),
      await sign({ id: 7, exp: iat + 60, iat: 'yesterday' }),
      handSigned({ alg: 'HS256', crit: ['exp'] }, { id: 7, exp: iat + 60 }),
      `${header}.${b64({ id: 8, exp: iat + 60 })}.${signature}`,
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
    for (const token of forged) {
      expect(verifyHs256(token, key, NOW), token).toBeNull();
      expect(await joseAccepts(token), token).toBe(false);
    }
  });

  it('accepts a token whose nbf has passed', async () => {
    const token = await sign({ id: 7, exp: iat + 60, nbf: iat - 1 });
    expect(verifyHs256(token, key, NOW)).not.toBeNull();
    expect(await joseAccepts(token)).toBe(true);
  });
});
