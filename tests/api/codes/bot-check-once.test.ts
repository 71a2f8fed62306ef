/**
 * One bot check per sign-in (issue 40 §9, decision 281), and a wrong-code answer that says when
 * the next try needs the check. A CPF with three wrong codes is "under attack": the voter then
 * solved the check at /login and again at /acesso, and read 'Restam 2 tentativas.' before a
 * challenge rather than a try. Now a passed check gives a pass for the code's tries; the attacks
 * on the pass are performed too: another voter's pass, a forged one, an expired one, a pass
 * offered to send-otp-code, and a wrong try that would lengthen it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';
import { buildApp } from '../../../src/server/app';
import { testConfig, TestClock } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { API, newVoter, register, wrongCode } from '../helpers/voters';

describe.each(databaseKinds)('one bot check per sign-in on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let clock: TestClock;
  let mailer: MemoryMailer;
  let ttlMs: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });
  beforeEach(async () => {
    clock = new TestClock();
    mailer = new MemoryMailer();
    const config = testConfig(database);
    ttlMs = config.otp.ttlMinutes * 60_000;
    app = buildApp(config, { now: clock.now, mailer });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
  });

  const post = (path: string, payload: object) =>
    app.inject({ method: 'POST', url: `${API}/auth/${path}`, payload });
  const send = async (cpf: string, extra: object = {}) => {
    const res = await post('send-otp-code', { cpf, ...extra });
    await app.votacao.outbox.settled();
    return res;
  };
  const validate = (cpf: string, code: string, extra: object = {}) =>
    post('validate-otp-code', { cpf, codigoVerificacao: code, ...extra });

  /** A registered voter whose CPF had three wrong codes: under attack, as after a typo streak. */
  async function underAttack() {
    const voter = newVoter();
    expect((await register(app, voter)).statusCode).toBe(201);
    expect((await send(voter.cpf)).statusCode).toBe(200);
    const code = mailer.lastCode(voter.email);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await validate(voter.cpf, wrongCode(code)));
    return { voter, answers };
  }

  it("the wrong code that brings the check says so: no 'Restam 2 tentativas.' before a challenge", async () => {
    const { voter, answers } = await underAttack();
    expect(answers.map((a) => a.json())).toEqual([
      expect.not.objectContaining({ botCheckNext: true }),
      expect.not.objectContaining({ botCheckNext: true }),
      expect.objectContaining({ triesLeft: 2, botCheckNext: true }),
    ]);
    expect(answers[0]?.json()).toMatchObject({ triesLeft: 4 });
    // And it is true: the next try is a challenge.
    expect((await validate(voter.cpf, mailer.lastCode(voter.email))).statusCode).toBe(428);
  });

  it('the check passed at /login is the only one: the code signs in with the pass', async () => {
    const { voter } = await underAttack();
    clock.advance(31_000);
    const asked = await send(voter.cpf);
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toMatchObject({ botCheckReason: 'cpf' });
    const sent = await send(voter.cpf, { 'cf-turnstile-response': DEV_BOT_CHECK_TOKEN });
    expect(sent.statusCode).toBe(200);
    const pass = sent.json().botCheckPass as string;
    expect(pass).toMatch(/^\d{13}\.[A-Za-z0-9_-]{43}$/);
    const code = mailer.lastCode(voter.email);
    // Without the pass the code would need a second check; with it, none.
    expect((await validate(voter.cpf, code)).statusCode).toBe(428);
    const res = await validate(voter.cpf, code, { botCheckPass: pass });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().accessToken).toBe('string');
  });

  it('a check passed at a try covers the rest of that code: a pass, and no challenge per try', async () => {
    const { voter } = await underAttack();
    const code = mailer.lastCode(voter.email);
    const checked = await validate(voter.cpf, wrongCode(code), {
      'cf-turnstile-response': DEV_BOT_CHECK_TOKEN,
    });
    expect(checked.statusCode).toBe(401);
    expect(checked.json()).toMatchObject({ triesLeft: 1 });
    const pass = checked.json().botCheckPass as string;
    expect(typeof pass).toBe('string');
    expect(checked.json().botCheckNext).toBeUndefined();
    expect((await validate(voter.cpf, code, { botCheckPass: pass })).statusCode).toBe(200);
  });

  it('attacks on the pass: another voter’s, forged, expired, malformed, offered to send-otp-code', async () => {
    const target = await underAttack();
    // The attacker's own voter, under attack too, solves a check and gets a pass...
    const { voter: other } = await underAttack();
    clock.advance(31_000);
    const own = await send(other.cpf, { 'cf-turnstile-response': DEV_BOT_CHECK_TOKEN });
    const ownPass = own.json().botCheckPass as string;
    const code = mailer.lastCode(target.voter.email);
    // ...which is worth nothing for the target's code.
    expect((await validate(target.voter.cpf, code, { botCheckPass: ownPass })).statusCode).toBe(
      428,
    );
    // A pass with its end moved, or its MAC changed: refused.
    const [end = '', mac = ''] = ownPass.split('.');
    const later = `${Number(end) + 3_600_000}.${mac}`;
    const flipped = `${end}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const forged of [later, flipped]) {
      expect((await validate(other.cpf, code, { botCheckPass: forged })).statusCode).not.toBe(200);
    }
    // Not a pass at all: the schema refuses it (422), as any malformed field.
    expect((await validate(target.voter.cpf, code, { botCheckPass: 'x' })).statusCode).toBe(422);
    // send-otp-code reads no pass (the field is dropped): a new code needs a check of its own.
    const offered = await send(target.voter.cpf, { botCheckPass: ownPass });
    expect(offered.statusCode).toBe(428);
    expect(offered.json()).toMatchObject({ botCheckReason: 'cpf' });
    // A real pass for the target, then expired with its code: the check is asked again.
    const sent = await send(target.voter.cpf, { 'cf-turnstile-response': DEV_BOT_CHECK_TOKEN });
    const pass = sent.json().botCheckPass as string;
    clock.advance(ttlMs + 1_000);
    expect(
      (
        await validate(target.voter.cpf, mailer.lastCode(target.voter.email), {
          botCheckPass: pass,
        })
      ).statusCode,
    ).toBe(428);
  });

  it('a wrong try with the pass never lengthens it, and the code still has only its tries', async () => {
    const { voter } = await underAttack();
    clock.advance(31_000);
    const sent = await send(voter.cpf, { 'cf-turnstile-response': DEV_BOT_CHECK_TOKEN });
    const pass = sent.json().botCheckPass as string;
    const code = mailer.lastCode(voter.email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await validate(voter.cpf, wrongCode(code), { botCheckPass: pass });
      statuses.push(res.statusCode);
      expect(res.json().botCheckPass).toBeUndefined();
    }
    // Five tries of the code; the sixth finds nothing left to guess.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    expect((await validate(voter.cpf, code, { botCheckPass: pass })).json()).toMatchObject({
      triesLeft: 0,
    });
  });
});
