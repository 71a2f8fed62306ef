/**
 * Operator sign-in: the code arrives through a real SMTP listener and gives an operator token
 * (role "operator"); send-code never tells who is an operator (204, no mail); codes are single
 * use with a try limit; a removed operator's token stops working; voter routes refuse it.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { operatorApiMessages } from '../../src/domain/operatorApiMessages';
import { apiMessages } from '../../src/server/messages';

import { startTestApp, type TestApp } from './helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/databases';
import { codeIn, SmtpListener } from './helpers/mail';
import { addOperator, ADMIN, bearer, newOperatorEmail } from './helpers/operators';
import { API, wrongCode } from './helpers/voters';

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
  const validate = (email: string, codigoVerificacao: string) =>
    t.app.inject({
      method: 'POST',
      url: `${ADMIN}/auth/validate-code`,
      payload: { email, codigoVerificacao },
    });

  async function codeFor(email: string): Promise<string> {
    const before = smtp.mailsTo(email).length;
    expect((await sendCode(email)).statusCode).toBe(204);
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

  it('send-code answers 204 for an e-mail that is no operator, and sends nothing', async () => {
    const stranger = newOperatorEmail();
    const res = await sendCode(stranger);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    await t.app.votacao.outbox.settled();
    expect(smtp.mailsTo(stranger)).toHaveLength(0);
    const guess = await validate(stranger, '123456');
    expect(guess.statusCode).toBe(401);
    expect(guess.json()).toEqual({ message: operatorApiMessages.invalidCode });
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

    expect(await t.app.votacao.admin.operators.remove(email)).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: `${ADMIN}/me`, headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });
});
