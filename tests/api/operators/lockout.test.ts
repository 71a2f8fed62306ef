/**
 * Issue 25, item 2: nobody locks an operator out of the console. The attack of the review (one
 * address, rounds of send-code then 5 wrong codes) stops at the per-client budget; with many
 * addresses the daily cap is spent, the right code is then refused with a message that says why,
 * and the sign-in link in the e-mail (which the cap does not govern) still signs in, once.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN } from '../helpers/operators';
import { wrongCode } from '../helpers/voters';

const PROXY = '127.0.0.1';
let addressSeq = 0;
const freshAddress = () => {
  addressSeq += 1;
  return `198.18.${Math.floor(addressSeq / 250) % 250}.${(addressSeq % 250) + 1}`;
};

describe.each(databaseKinds)('operator lock-out on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let mailer: MemoryMailer;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    mailer = new MemoryMailer();
    t = await startTestApp(database, {
      config: { trustProxy: [PROXY], publicUrl: 'https://votacao.example.org' },
      deps: { mailer },
    });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  // The attacker solves the bot check every time (it asks after a few wrong codes for one
  // e-mail, tests/api/operators/bot-check.test.ts): the cap and the budgets must hold anyway.
  const post = (path: string, payload: object, address: string) =>
    t.app.inject({
      method: 'POST',
      url: `${ADMIN}/auth/${path}`,
      payload:
        path === 'validate-link'
          ? payload
          : { ...payload, 'cf-turnstile-response': DEV_BOT_CHECK_TOKEN },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': address },
    });
  async function send(email: string, address: string) {
    const before = mailer.sent.length;
    expect((await post('send-code', { email }, address)).statusCode).toBe(200);
    // The code goes through the outbox (issue 28): wait until it has left.
    await (t.app as FastifyInstance).votacao.outbox.settled();
    const mail = mailer.sent.slice(before).find((m) => m.to === email);
    return mail && { code: mail.code, link: /#([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] };
  }

  it("the operator's code e-mail offers its link without speaking of a CPF or of attempts", async () => {
    const email = await addOperator(t.app);
    const before = mailer.sent.length;
    await send(email, freshAddress());
    const text = mailer.sent.slice(before).find((m) => m.to === email)!.text;
    expect(text).toContain('Se o código não funcionar, entre por este link');
    expect(text).not.toContain('CPF');
    expect(text).not.toContain('muitas tentativas');
  });

  it('one address cannot spend the cap: its failures stop at its own budget', async () => {
    const email = await addOperator(t.app);
    // The budgets' windows are clock hours: start this attack just after one begins.
    t.clock.t = Math.ceil(t.clock.t / 3_600_000) * 3_600_000 + 1000;
    const attacker = freshAddress();
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++) {
      const mail = await send(email, attacker);
      for (let i = 0; i < 5; i++) {
        const guess = await post(
          'validate-code',
          { email, codigoVerificacao: wrongCode(mail?.code ?? '000000') },
          attacker,
        );
        statuses.push(guess.statusCode);
      }
      t.clock.advance(31_000);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    // The operator, from their own address, signs in with the right code.
    const mail = await send(email, freshAddress());
    const res = await post(
      'validate-code',
      { email, codigoVerificacao: mail?.code ?? '' },
      freshAddress(),
    );
    expect(res.statusCode).toBe(200);
  });

  it('many addresses spend the cap: the message says why, and the link still signs in', async () => {
    const email = await addOperator(t.app);
    let capped = false;
    while (!capped) {
      const mail = await send(email, freshAddress());
      for (let i = 0; i < 5 && !capped; i++) {
        const guess = await post(
          'validate-code',
          { email, codigoVerificacao: wrongCode(mail?.code ?? '000000') },
          freshAddress(),
        );
        if (guess.statusCode === 429) capped = true;
        else expect(guess.statusCode).toBe(401);
      }
      t.clock.advance(31_000);
    }
    const mail = await send(email, freshAddress());
    expect(mail?.link).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const right = await post(
      'validate-code',
      { email, codigoVerificacao: mail?.code ?? '' },
      freshAddress(),
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toContain('Entre pelo link do e-mail de acesso');
    expect(right.json().message).toBe(
      operatorApiMessages.capped(Math.ceil(Number(right.headers['retry-after']) / 60)),
    );
    // A stranger asks for more codes: the link already sent stays valid.
    t.clock.advance(31_000);
    await send(email, freshAddress());
    const viaLink = await post('validate-link', { token: mail?.link ?? '' }, freshAddress());
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.json()).toHaveProperty('accessToken');
    const replay = await post('validate-link', { token: mail?.link ?? '' }, freshAddress());
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(operatorApiMessages.invalidLink);
  });
});
