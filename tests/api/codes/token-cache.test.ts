/**
 * fast-jwt's cache of verified tokens (auth/tokens.ts) never accepts what a fresh verification
 * would refuse: a token past its expiry on the app's clock, a token with one character changed,
 * another key's token, an operator's token, each asked after the genuine one was verified.
 */
import { createSecretKey } from 'node:crypto';

import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';

import { createTokenService } from '../../../src/server/features/codes/tokens';

const SECRET = 'a-secret-of-more-than-32-characters-0123';
const START = Date.now();
const voter = { id: 7, nome: 'Maria da Silva', email: 'maria@example.com', token_version: 3 };

function service(ttlMinutes = 60) {
  const clock = { now: START };
  return { clock, tokens: createTokenService(SECRET, ttlMinutes, () => clock.now) };
}

/** The last signature character swapped for another base64url character. */
const tampered = (token: string) =>
  token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.slice(-1);

describe('verified tokens remembered by the token service', () => {
  it('answers a repeated token with the same payload', async () => {
    const { tokens } = service();
    const token = await tokens.sign(voter);
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ id: 7, nome: 'Maria da Silva', ver: 3 });
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('refuses a remembered token once it has expired on the app clock', async () => {
    const { clock, tokens } = service(1);
    const token = await tokens.sign(voter);
    expect(await tokens.verify(token)).not.toBeNull();
    clock.now += 59_000;
    expect(await tokens.verify(token)).not.toBeNull();
    clock.now += 1_000;
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a changed signature, another key and an operator token after the genuine one', async () => {
    const { tokens } = service();
    const token = await tokens.sign(voter);
    expect(await tokens.verify(token)).not.toBeNull();
    expect(await tokens.verify(tampered(token))).toBeNull();

    const iat = Math.floor(START / 1000);
    const otherKey = createSecretKey(Buffer.from('another-secret-of-32-characters-or-more!'));
    const foreign = await new SignJWT({ id: 7, nome: 'x', email: 'x@example.com', ver: 3 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(otherKey);
    expect(await tokens.verify(foreign)).toBeNull();

    const ownKey = createSecretKey(Buffer.from(SECRET));
    const operator = await new SignJWT({ ...voter, ver: 3, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + 600)
      .sign(ownKey);
    expect(await tokens.verify(operator)).toBeNull();
    expect(await tokens.verify(operator)).toBeNull();
  });

  it('hands every request its own payload object, so none can change what the next one reads', async () => {
    const { tokens } = service();
    const token = await tokens.sign(voter);
    const first = await tokens.verify(token);
    (first as { nome: string }).nome = 'changed';
    expect(await tokens.verify(token)).toMatchObject({ nome: 'Maria da Silva' });
  });
});
