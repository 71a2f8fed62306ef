/**
 * Operator sign-in: the code arrives through a real SMTP listener and gives an operator token
 * (role "operator"); send-code never tells who is an operator (the same answer, no mail); codes are single
 * use with a try limit; a removed operator's token stops working; voter routes refuse it.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';
import { apiMessages } from '../../../src/server/messages';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { codeIn, SmtpListener } from '../helpers/mail';
import { addOperator, ADMIN, bearer, newOperatorEmail } from '../helpers/operators';
import { API, wrongCode } from '../helpers/voters';

describe.each(databaseKinds)('operator sign-in on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpListener;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = new SmtpListener();
    await smtp.start();
    t = await startTestApp(database, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Votação <nao-responda@votacao.test>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await database.drop();
  });

  const sendCode = (email: string) =>
    t.app.inject({ method: 'POST', url: `${ADMIN}/auth/send-code`, payload: { email } });
  // Every guess carries a solved bot check: these tests are about tries and caps, which hold
  // whatever the bot check (tests/api/operators/bot-check.test.ts is about the check itself).
  const validate = (email: string, codigoVerificacao: string) =>
    t.app.inject({
      method: 'POST',
      url: `${ADMIN}/auth/validate-code`,
      payload: { email, codigoVerificacao, 'cf-turnstile-response': DEV_BOT_CHECK_TOKEN },
    });

  async function codeFor(email: string): Promise<string> {
    const before = smtp.mailsTo(email).length;
    expect((await sendCode(email)).statusCode).toBe(200);
    return codeIn((await smtp.waitFor(email, before + 1)).body);
  }

  it('an operator gets a code by e-mail and signs in with an operator token', async () => {
    const email = await addOperator(t.app, newOperatorEmail(), 'Ana Operadora');
    const code = await codeFor(email.toUpperCase());
    const mail = smtp.mailsTo(email)[0];
    expect(mail?.subject).toBe(operatorApiMessages.mail.subject);
    expect(mail?.body).toContain('Olá, Ana.');

    const res = await validate(email, code);
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json() as { accessToken: string };
    const payload = decodeJwt(accessToken);
    expect(payload).toMatchObject({ role: 'operator', email, nome: 'Ana Operadora' });
    expect(payload.sub).toMatch(/^\d+$/);
    expect(payload.exp).toEqual(expect.any(Number));

    const me = await t.app.inject({
      method: 'GET',
      url: `${ADMIN}/me`,
      headers: bearer(accessToken),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: Number(payload.sub), email, nome: 'Ana Operadora' });

    // Single use.
    const again = await validate(email, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: operatorApiMessages.invalidCode });
  });

  it("send-code answers an e-mail that is no operator's as a sent code, and sends nothing", async () => {
    const stranger = newOperatorEmail();
    const res = await sendCode(stranger);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      alreadySent: false,
      resendInSeconds: t.config.otp.resendCooldownSeconds,
    });
    await t.app.votacao.outbox.settled();
    expect(smtp.mailsTo(stranger)).toHaveLength(0);
    const guess = await validate(stranger, '123456');
    expect(guess.statusCode).toBe(401);
    expect(guess.json()).toEqual({ message: operatorApiMessages.invalidCode });
  });

  describe('signing in again within the cool-down (issue 27, decision 190)', () => {
    const cooldown = () => t.config.otp.resendCooldownSeconds;
    const answer = async (email: string) => {
      const res = await sendCode(email);
      expect(res.statusCode).toBe(200);
      return res.json() as { alreadySent: boolean; resendInSeconds: number };
    };
    const mailsSettled = async (email: string) => {
      await t.app.votacao.outbox.settled();
      return smtp.mailsTo(email).length;
    };

    it('the last code unused: "already sent", no e-mail, the wait left, and that code still works', async () => {
      expect(cooldown()).toBeGreaterThan(10);
      const email = await addOperator(t.app);
      const code = await codeFor(email);
      t.clock.advance(10_000);
      expect(await answer(email)).toEqual({
        alreadySent: true,
        resendInSeconds: cooldown() - 10,
      });
      expect(await mailsSettled(email)).toBe(1);
      expect((await validate(email, code)).statusCode).toBe(200);
    });

    it('the last code used: no e-mail within the cool-down, the same answer; after it, a new code', async () => {
      const email = await addOperator(t.app);
      const code = await codeFor(email);
      expect((await validate(email, code)).statusCode).toBe(200);
      t.clock.advance(5_000);
      // Reads like a pending code: whether it was used would tell who is an operator.
      expect(await answer(email)).toEqual({ alreadySent: true, resendInSeconds: cooldown() - 5 });
      expect(await mailsSettled(email)).toBe(1);

      t.clock.advance((cooldown() - 5) * 1000);
      const before = smtp.mailsTo(email).length;
      expect(await answer(email)).toEqual({ alreadySent: false, resendInSeconds: cooldown() });
      const fresh = codeIn((await smtp.waitFor(email, before + 1)).body);
      expect((await validate(email, fresh)).statusCode).toBe(200);
    });

    it("an e-mail that is no operator's gets the operator's answers, step by step", async () => {
      const operator = await addOperator(t.app);
      const stranger = newOperatorEmail();
      const both = async () => [await answer(operator), await answer(stranger)];
      const [first, firstStranger] = await both();
      expect(firstStranger).toEqual(first);
      expect(first).toEqual({ alreadySent: false, resendInSeconds: cooldown() });
      t.clock.advance(12_000);
      const [again, againStranger] = await both();
      expect(againStranger).toEqual(again);
      expect(again).toEqual({ alreadySent: true, resendInSeconds: cooldown() - 12 });
      t.clock.advance((cooldown() - 12) * 1000);
      const [after, afterStranger] = await both();
      expect(afterStranger).toEqual(after);
      expect(after?.alreadySent).toBe(false);
      await t.app.votacao.outbox.settled();
      expect(smtp.mailsTo(stranger)).toHaveLength(0);
    });
  });

  it('a malformed e-mail or code is a 422 with a Portuguese message', async () => {
    const res = await sendCode('ana@');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(apiMessages.fields.email);
    const bad = await validate('ana@example.com', '12ab56');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(apiMessages.fields.codigoVerificacao);
  });

  it('wrong codes spend tries; past the limit even the right code is refused (same 401)', async () => {
    const email = await addOperator(t.app);
    const code = await codeFor(email);
    for (let i = 0; i < t.config.otp.maxTriesPerCode; i++) {
      expect((await validate(email, wrongCode(code))).statusCode).toBe(401);
    }
    const res = await validate(email, code);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: operatorApiMessages.invalidCode });
  });

  it('an expired code is refused', async () => {
    const email = await addOperator(t.app);
    const code = await codeFor(email);
    t.clock.advance(t.config.otp.ttlMinutes * 60_000 + 1);
    expect((await validate(email, code)).statusCode).toBe(401);
  });

  it("a voter's code never signs an operator in, and the other way round", async () => {
    const email = await addOperator(t.app);
    const code = await codeFor(email);
    // The voter route does not know operator e-mails; it wants a CPF.
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/validate-otp-code`,
      payload: { cpf: '52998224725', codigoVerificacao: code },
    });
    expect([401, 403]).toContain(res.statusCode);
  });

  it("removing an operator ends their session at once; voter routes refuse an operator's token", async () => {
    const email = await addOperator(t.app);
    const token = (await validate(email, await codeFor(email))).json().accessToken as string;
    const voterRoute = await t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: bearer(token),
    });
    expect(voterRoute.statusCode).toBe(401);
    const vote = await t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: bearer(token),
      payload: { idCompany: 1, idCategory: 1 },
    });
    expect(vote.statusCode).toBe(401);

    expect(await t.app.operators.accounts.remove(email)).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: `${ADMIN}/me`, headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });
});
