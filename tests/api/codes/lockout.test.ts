/**
 * Attacks on sign-in, performed as an attacker would (docs/decisions/080): nobody locks a voter
 * out, from one address or many (X-Forwarded-For behind TRUST_PROXY); the chance of guessing a
 * code stays under 1 in 10,000 a day even for an attacker who passes every bot check; walking
 * CPFs is budgeted per client and logged once per client; NIST's consecutive-failure cap.
 */
import { Writable } from 'node:stream';

import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';
import { buildApp } from '../../../src/server/app';
import { FAILURE_WINDOW_MS } from '../../../src/server/features/codes/otp';
import { loggerOptions } from '../../../src/server/redact';
import { testConfig, TestClock } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { API, cpfFrom, newVoter, register, wrongCode } from '../helpers/voters';

const PROXY = '127.0.0.1';
let addressSeq = 0;
const freshAddress = () => {
  addressSeq += 1;
  return `203.0.${Math.floor(addressSeq / 250) % 250}.${(addressSeq % 250) + 1}`;
};

describe.each(databaseKinds)('sign-in attacks on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let clock: TestClock;
  let mailer: MemoryMailer;
  let logs: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });
  beforeEach(async () => {
    logs = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logs += chunk.toString('utf8');
        callback();
      },
    });
    clock = new TestClock();
    mailer = new MemoryMailer();
    const config = testConfig(database, { trustProxy: [PROXY] });
    app = buildApp(config, { now: clock.now, mailer, logger: loggerOptions('info', stream) });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
  });

  /** A call as a client at `address` sees it, through the proxy. */
  const call = (path: string, payload: object, address: string) =>
    app.inject({
      method: 'POST',
      url: `${API}/auth/${path}`,
      payload,
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': address },
    });
  const send = async (cpf: string, address: string, token?: string) => {
    const res = await call(
      'send-otp-code',
      token ? { cpf, 'cf-turnstile-response': token } : { cpf },
      address,
    );
    await app.votacao.outbox.settled();
    return res;
  };
  const validate = (cpf: string, code: string, address: string, token?: string) =>
    call(
      'validate-otp-code',
      token
        ? { cpf, codigoVerificacao: code, 'cf-turnstile-response': token }
        : { cpf, codigoVerificacao: code },
      address,
    );

  /** The real voter: asks for a code, answers a bot check when asked, signs in. */
  async function voterSignsIn(cpf: string, email: string, address: string) {
    let sent = await send(cpf, address);
    if (sent.statusCode === 428) sent = await send(cpf, address, DEV_BOT_CHECK_TOKEN);
    expect(sent.statusCode).toBe(200);
    const code = mailer.lastCode(email);
    let res = await validate(cpf, code, address);
    if (res.statusCode === 428) res = await validate(cpf, code, address, DEV_BOT_CHECK_TOKEN);
    return res;
  }

  const sentTo = (email: string) => mailer.sent.filter((m) => m.to === email.toLowerCase()).length;

  async function registered() {
    const voter = newVoter();
    expect((await register(app, voter)).statusCode).toBe(201);
    return voter;
  }

  it('lock-out from one address: wrong codes and sends for an hour, then the voter signs in', async () => {
    const voter = await registered();
    const attacker = freshAddress();
    for (let minute = 0; minute < 60; minute++) {
      await send(voter.cpf, attacker);
      for (let i = 0; i < 5; i++) await validate(voter.cpf, '000000', attacker);
      clock.advance(60_000);
    }
    const res = await voterSignsIn(voter.cpf, voter.email, freshAddress());
    expect(res.statusCode).toBe(200);
  });

  it('lock-out from 200 addresses (X-Forwarded-For), then the voter signs in at once', async () => {
    const voter = await registered();
    expect((await send(voter.cpf, freshAddress())).statusCode).toBe(200);
    const statuses = new Map<number, number>();
    for (let i = 0; i < 200; i++) {
      const address = freshAddress();
      const a = await send(voter.cpf, address);
      const b = await validate(voter.cpf, wrongCode(mailer.lastCode(voter.email)), address);
      for (const s of [a.statusCode, b.statusCode]) statuses.set(s, (statuses.get(s) ?? 0) + 1);
    }
    // Three wrong codes got through; then every call for this CPF asked for a bot check.
    expect(statuses.get(401)).toBe(3);
    expect(statuses.has(429)).toBe(false);
    const res = await voterSignsIn(voter.cpf, voter.email, freshAddress());
    expect(res.statusCode).toBe(200);
  });

  it('guessing budget: under 1 in 10,000 a day, even passing every bot check from new addresses', async () => {
    const voter = await registered();
    let evaluated = 0;
    let firstCapped = -1;
    const start = clock.t;
    // Two days of relentless guessing; each guess from a new address, each with a bot check.
    while (clock.t - start < 2 * FAILURE_WINDOW_MS) {
      const sent = await send(voter.cpf, freshAddress(), DEV_BOT_CHECK_TOKEN);
      if (sent.statusCode === 200) {
        for (let i = 0; i < 5; i++) {
          const guess = await validate(voter.cpf, '000000', freshAddress(), DEV_BOT_CHECK_TOKEN);
          if (guess.statusCode === 200) throw new Error('guessed (1 in a million): run again');
          if (guess.statusCode === 401) evaluated += 1;
          if (guess.statusCode === 429) {
            if (firstCapped < 0) firstCapped = evaluated;
            // Capped: nothing more to try until the window ends (Retry-After says when).
            clock.advance(Number(guess.headers['retry-after']) * 1000 - 31_000);
            break;
          }
        }
      }
      clock.advance(31_000);
    }
    expect(firstCapped).toBe(49);
    // Any 24 hours overlap at most two windows: at most 98 guesses, p < 98 / 10^6 < 1 / 10,000.
    expect(evaluated).toBeLessThanOrEqual(98);
    expect(evaluated / 1_000_000).toBeLessThan(1 / 10_000);
  });

  it('NIST: after 100 consecutive failures, a bot check on every call and one try per code', async () => {
    const voter = await registered();
    let failures = 0;
    while (failures < 100) {
      const sent = await send(voter.cpf, freshAddress(), DEV_BOT_CHECK_TOKEN);
      if (sent.statusCode === 200) {
        for (let i = 0; i < 5 && failures < 100; i++) {
          const res = await validate(voter.cpf, '000000', freshAddress(), DEV_BOT_CHECK_TOKEN);
          if (res.statusCode === 401) failures += 1;
          if (res.statusCode === 429) {
            clock.advance(Number(res.headers['retry-after']) * 1000);
            break;
          }
        }
      }
      clock.advance(31_000);
    }
    // A new window, no failures in it: still a bot check, and one try per code.
    clock.advance(FAILURE_WINDOW_MS);
    expect((await validate(voter.cpf, '000000', freshAddress())).statusCode).toBe(428);
    expect((await send(voter.cpf, freshAddress(), DEV_BOT_CHECK_TOKEN)).statusCode).toBe(200);
    const code = mailer.lastCode(voter.email);
    const wrong = await validate(voter.cpf, wrongCode(code), freshAddress(), DEV_BOT_CHECK_TOKEN);
    expect(wrong.json()).toMatchObject({ triesLeft: 0 });
    expect((await validate(voter.cpf, code, freshAddress(), DEV_BOT_CHECK_TOKEN)).statusCode).toBe(
      401,
    );
    // The voter asks for a new code and signs in; the count starts over.
    clock.advance(31_000);
    expect((await voterSignsIn(voter.cpf, voter.email, freshAddress())).statusCode).toBe(200);
  });

  it('walking CPFs on send-code: budgeted per client, one warning per client', async () => {
    const walker = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await send(cpfFrom(800_000_000 + i), walker)).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 403)).toBe(true);
    // Past the budget every CPF is asked for the bot check (issue 40 §4), with one answer.
    expect(statuses.slice(20).every((s) => s === 428)).toBe(true);
    // A registered CPF gets that same answer: 200 or a different refusal would let the walk go on.
    const voter = await registered();
    const known = await send(voter.cpf, walker);
    const unknown = await send(cpfFrom(800_000_999), walker);
    expect(known.statusCode).toBe(428);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toMatchObject({ botCheckRequired: true, botCheckReason: 'network' });
    // Another client is not affected, and the voter still gets a code.
    expect((await send(voter.cpf, freshAddress())).statusCode).toBe(200);
    const warnings = logs.split('\n').filter((line) => line.includes('unknown CPFs'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(walker);
    // A second walker: its own single warning.
    const second = freshAddress();
    for (let i = 0; i < 25; i++) await send(cpfFrom(810_000_000 + i), second);
    expect(logs.split('\n').filter((line) => line.includes('unknown CPFs'))).toHaveLength(2);
  });

  it('a shared network past its unknown-CPF budget: a registered voter gets through with the bot check, a walk does not (issue 40 §4)', async () => {
    const venue = freshAddress();
    for (let i = 0; i < 20; i++) await send(cpfFrom(830_000_000 + i), venue);
    const voter = await registered();
    const before = sentTo(voter.email);
    // Without a token, or with one that does not pass: the same 428 as for any CPF, no e-mail.
    const noToken = await send(voter.cpf, venue);
    expect(noToken.statusCode).toBe(428);
    expect(noToken.json().message).toBe(
      'Muitas consultas de CPF desta rede (Wi-Fi ou operadora). Confirme a verificação de segurança e tente novamente.',
    );
    expect((await send(voter.cpf, venue, 'XXXX.FORGED.TOKEN.XXXX')).statusCode).toBe(428);
    expect(sentTo(voter.email)).toBe(before);
    // The attack: an unknown CPF with a check that passes is still refused, in words that say
    // which network and what to do; the walk costs a solved check per step and learns nothing free.
    const walk = await send(cpfFrom(830_000_999), venue, DEV_BOT_CHECK_TOKEN);
    expect(walk.statusCode).toBe(429);
    expect(walk.json().message).toMatch(
      /^Muitas consultas de CPF desta rede \(Wi-Fi ou operadora\)\. Tente novamente em \d+ minutos? ou use os dados móveis do celular\.$/,
    );
    expect(Number(walk.headers['retry-after'])).toBeGreaterThan(0);
    // The registered voter with a check that passes: the code, and a pass for its tries.
    const through = await send(voter.cpf, venue, DEV_BOT_CHECK_TOKEN);
    expect(through.statusCode).toBe(200);
    expect(through.json()).toMatchObject({ alreadySent: false });
    expect(typeof through.json().botCheckPass).toBe('string');
    expect(sentTo(voter.email)).toBe(before + 1);
    // ...and signs in from that same network without a second check.
    const res = await call(
      'validate-otp-code',
      {
        cpf: voter.cpf,
        codigoVerificacao: mailer.lastCode(voter.email),
        botCheckPass: through.json().botCheckPass,
      },
      venue,
    );
    expect(res.statusCode).toBe(200);
  });

  it('wrong codes are budgeted per client too (30 an hour), whatever the CPFs', async () => {
    const client = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      statuses.push((await validate(cpfFrom(820_000_000 + i), '123456', client)).statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    clock.advance(3_600_000);
    expect((await validate(cpfFrom(820_000_999), '123456', client)).statusCode).toBe(401);
  });
});
