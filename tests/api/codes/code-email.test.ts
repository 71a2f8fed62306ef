/**
 * One-time codes through a real SMTP listener (smtp-server): the code arrives in a Portuguese
 * e-mail as six consecutive digits and validates; expired, used, replaced and wrong codes fail;
 * wrong codes never lock the voter out; ENTRAR again sends no second e-mail; SMTP down: the
 * codes wait in the outbox and arrive when it is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';
import { apiMessages } from '../../../src/server/messages';
import type { TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { codeIn, SmtpListener } from '../helpers/mail';
import { startSmtpApp } from '../helpers/smtpApp';
import {
  newVoter,
  register,
  sendCode,
  validateCode,
  validateCodeWithBotCheck,
  wrongCode,
} from '../helpers/voters';

describe.each(databaseKinds)('one-time codes over SMTP on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpListener;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = new SmtpListener();
    t = await startSmtpApp(database, smtp);
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
    expect(res.statusCode).toBe(200);
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
    expect(res.json()).toEqual({ message: apiMessages.invalidCode, triesLeft: 4 });
  });

  it('ENTRAR again within the cool-down: 200 alreadySent and no second e-mail arrives', async () => {
    const voter = await registeredVoter();
    const code = await codeFor(voter);
    t.clock.advance(5_000);
    const again = await sendCode(t.app, voter.cpf);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      maskedEmail: `m•••@${voter.email.split('@')[1]}`,
      expiresInSeconds: 595,
      alreadySent: true,
      resendInSeconds: t.config.otp.resendCooldownSeconds - 5,
    });
    // A later send proves the listener would have shown a second mail by now.
    expect((await validateCode(t.app, voter.cpf, code)).statusCode).toBe(200);
    t.clock.advance(31_000);
    await codeFor(voter);
    expect(smtp.mailsTo(voter.email)).toHaveLength(2);
  });

  it('wrong codes never lock the voter out: the real voter signs in after a bot check', async () => {
    const voter = await registeredVoter();
    const first = await codeFor(voter);
    for (let i = 0; i < 3; i++) {
      expect((await validateCode(t.app, voter.cpf, wrongCode(first))).statusCode).toBe(401);
    }
    // The attacker is now asked for a bot check on every call for this CPF…
    expect((await validateCode(t.app, voter.cpf, wrongCode(first))).statusCode).toBe(428);
    // …and so is the voter, who passes it with the code from the inbox.
    const res = await validateCodeWithBotCheck(t.app, voter.cpf, first, DEV_BOT_CHECK_TOKEN);
    expect(res.statusCode).toBe(200);
  });

  it('SMTP down: no request fails; once it is back every code arrives and validates', async () => {
    const voters = [await registeredVoter(), await registeredVoter(), await registeredVoter()];
    await smtp.stop();
    try {
      for (const voter of voters) {
        const res = await sendCode(t.app, voter.cpf);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ alreadySent: false });
      }
      const health = await t.app.votacao.outbox.health();
      expect(health.retrying).toBeGreaterThanOrEqual(voters.length);
      expect(health.lastFailure).toBeNull();
    } finally {
      await smtp.start();
    }
    // The listener is back on the same port; the next attempts (backoff ≤ 1.2 s) deliver.
    t.clock.advance(2_000);
    await t.app.votacao.outbox.settled();
    for (const voter of voters) {
      const mail = await smtp.waitFor(voter.email);
      expect((await validateCode(t.app, voter.cpf, codeIn(mail.body))).statusCode).toBe(200);
    }
  });
});
