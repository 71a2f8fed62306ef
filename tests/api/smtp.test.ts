/**
 * One-time codes through a real SMTP listener (smtp-server): the code arrives in a Portuguese
 * e-mail as six consecutive digits and validates; expired, used, replaced and wrong codes fail;
 * the sixth wrong try locks even across a resend; SMTP down answers 503.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiMessages } from '../../src/server/messages';

import { startTestApp, type TestApp } from './helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/databases';
import { codeIn, SmtpListener } from './helpers/mail';
import { newVoter, register, sendCode, validateCode, wrongCode } from './helpers/voters';

describe.each(databaseKinds)('one-time codes over SMTP on %s', (kind) => {
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

  async function registeredVoter() {
    const voter = newVoter();
    expect((await register(t.app, voter)).statusCode).toBe(201);
    return voter;
  }

  /** Asks for a code and reads it from the n-th mail the listener got for this voter. */
  async function codeFor(voter: { cpf: string; email: string }): Promise<string> {
    const before = smtp.mailsTo(voter.email).length;
    const res = await sendCode(t.app, voter.cpf);
    expect(res.statusCode).toBe(204);
    const mail = await smtp.waitFor(voter.email, before + 1);
    return codeIn(mail.body);
  }

  it('the code arrives in a Portuguese e-mail and validates', async () => {
    const voter = await registeredVoter();
    const code = await codeFor(voter);
    const mail = smtp.mailsTo(voter.email)[0];
    expect(mail?.subject).toBe(apiMessages.mail.subject);
    expect(mail?.body).toContain('Seu código de acesso à Votação é:');
    expect(mail?.body).toMatch(/(?<!\d)\d{6}(?!\d)/);
    expect(mail?.raw).toMatch(/^From: .*nao-responda@votacao\.test/m);
    const res = await validateCode(t.app, voter.cpf, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().accessToken).toEqual(expect.any(String));
  });

  it('an expired code fails', async () => {
    const voter = await registeredVoter();
    const code = await codeFor(voter);
    t.clock.advance(10 * 60_000 + 1);
    expect((await validateCode(t.app, voter.cpf, code)).statusCode).toBe(401);
  });

  it('a used code fails', async () => {
    const voter = await registeredVoter();
    const code = await codeFor(voter);
    expect((await validateCode(t.app, voter.cpf, code)).statusCode).toBe(200);
    expect((await validateCode(t.app, voter.cpf, code)).statusCode).toBe(401);
  });

  it('a replaced code fails and its replacement works', async () => {
    const voter = await registeredVoter();
    let first = await codeFor(voter);
    t.clock.advance(31_000);
    let second = await codeFor(voter);
    // One in a million: the new code may equal the old one; ask again then.
    while (second === first) {
      t.clock.advance(31_000);
      first = second;
      second = await codeFor(voter);
    }
    expect((await validateCode(t.app, voter.cpf, first)).statusCode).toBe(401);
    expect((await validateCode(t.app, voter.cpf, second)).statusCode).toBe(200);
  });

  it('a wrong code fails', async () => {
    const voter = await registeredVoter();
    const code = await codeFor(voter);
    const res = await validateCode(t.app, voter.cpf, wrongCode(code));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: apiMessages.invalidCode });
  });

  it('the sixth wrong try locks (429), even across a resend', async () => {
    const voter = await registeredVoter();
    const first = await codeFor(voter);
    for (let i = 0; i < 3; i++) {
      expect((await validateCode(t.app, voter.cpf, wrongCode(first))).statusCode).toBe(401);
    }
    t.clock.advance(31_000);
    const second = await codeFor(voter);
    for (let i = 0; i < 2; i++) {
      expect((await validateCode(t.app, voter.cpf, wrongCode(second))).statusCode).toBe(401);
    }
    const sixth = await validateCode(t.app, voter.cpf, wrongCode(second));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
    expect(sixth.json().message).toMatch(
      /^Muitas tentativas com código errado\. Tente novamente em 15 minutos\.$/,
    );
    // Even the right code is refused while locked, and no new code is sent.
    expect((await validateCode(t.app, voter.cpf, second)).statusCode).toBe(429);
    const mails = smtp.mailsTo(voter.email).length;
    t.clock.advance(31_000);
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(429);
    expect(smtp.mailsTo(voter.email)).toHaveLength(mails);
  });

  it('503 with a Portuguese message while the SMTP server is down, then works again', async () => {
    const voter = await registeredVoter();
    await smtp.stop();
    try {
      const res = await sendCode(t.app, voter.cpf);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: apiMessages.sendCodeFailed });
    } finally {
      await smtp.start();
    }
    // The listener is back on the same port: the same app sends again (no cool-down after a
    // failed send).
    const code = await codeFor(voter);
    expect((await validateCode(t.app, voter.cpf, code)).statusCode).toBe(200);
  });
});
