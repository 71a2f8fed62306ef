/**
 * The verified-token memory of auth/tokens.ts (decision 132) never accepts what a fresh
 * verification would refuse: an expired token, a token with one character changed, another
 * key's token, an operator's token. And it stays bounded.
 */
import { createSecretKey, type KeyObject } from 'node:crypto';

import { SignJWT } from 'jose';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import * as hs256 from '../../src/server/auth/hs256';
import { createTokenService, VERIFIED_TOKENS_KEPT } from '../../src/server/auth/tokens';

// The real verification, counted: shows which calls were answered from memory.
vi.mock('../../src/server/auth/hs256', async (importOriginal) => {
  const real = await importOriginal<typeof hs256>();
  return {
    verifyHs256: vi.fn((token: string, key: KeyObject, now: number) =>
      real.verifyHs256(token, key, now),
    ),
  };
});
const verifications = vi.mocked(hs256.verifyHs256);
beforeEach(() => {
  verifications.mockClear();
});

const SECRET = 'a-secret-of-more-than-32-characters-0123';
const START = 1_800_000_000_000;
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
    expect(verifications).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token once it has expired', async () => {
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

    const iat = START / 1000;
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

  it('hands out a frozen payload, so no request can change what the next one reads', async () => {
    const { tokens } = service();
    const payload = await tokens.verify(await tokens.sign(voter));
    expect(Object.isFrozen(payload)).toBe(true);
  });

  it('keeps at most VERIFIED_TOKENS_KEPT tokens, dropping the oldest first', async () => {
    const { clock, tokens } = service(1);
    const first = await tokens.sign(voter);
    await tokens.verify(first);
    // Distinct tokens: each signed a second later (iat and exp differ).
    for (let i = 0; i < VERIFIED_TOKENS_KEPT; i++) {
      clock.now += 1;
      await tokens.verify(await tokens.sign({ ...voter, id: 100 + i }));
    }
    const last = await tokens.sign({ ...voter, id: 99 });
    await tokens.verify(last);
    verifications.mockClear();
    // The newest is answered from memory; the first was dropped and is verified afresh.
    expect(await tokens.verify(last)).not.toBeNull();
    expect(verifications).toHaveBeenCalledTimes(0);
    expect(await tokens.verify(first)).not.toBeNull();
    expect(verifications).toHaveBeenCalledTimes(1);
  }, 60_000);
});
