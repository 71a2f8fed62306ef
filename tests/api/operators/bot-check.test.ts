/**
 * Issue 25, item 2: the console's sign-in asks for the bot check once an e-mail has had too many
 * wrong codes in the hour, as a voter's CPF does. The attack: wrong codes for an operator's
 * e-mail from one script. After OTP_BOT_CHECK_AFTER_FAILURES (3 here) the script gets 428 on
 * send-code and validate-code; a solved bot check goes on; and an e-mail that is no operator's
 * gets exactly the same answers, so the 428 tells nobody who is an operator.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, newOperatorEmail } from '../helpers/operators';

describe.each(databaseKinds)('operator sign-in under attack on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      env: { OTP_BOT_CHECK_AFTER_FAILURES: '3' },
    });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${ADMIN}${url}`, payload });

  /** Three wrong codes for `email`, then what send-code and validate-code answer. */
  async function attack(email: string) {
    expect((await post('/auth/send-code', { email })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/auth/validate-code', { email, codigoVerificacao: '000000' })).statusCode,
      ).toBe(401);
    }
    const send = await post('/auth/send-code', { email });
    const guess = await post('/auth/validate-code', { email, codigoVerificacao: '000000' });
    return { send, guess };
  }

  it('asks an attacked e-mail for the bot check; a solved one goes on; the right code then signs in', async () => {
    const email = await addOperator(t.app, newOperatorEmail());
    const { send, guess } = await attack(email);
    for (const res of [send, guess]) {
      expect(res.statusCode).toBe(428);
      expect(res.json()).toEqual({
        message: operatorApiMessages.botCheckRequired,
        botCheckRequired: true,
      });
    }
    // A human solves the check: the code goes out (past its cool-down) and signs in.
    t.clock.advance(5 * 60_000);
    const sent = await post('/auth/send-code', {
      email,
      'cf-turnstile-response': DEV_BOT_CHECK_TOKEN,
    });
    expect(sent.statusCode).toBe(200);
    await t.app.votacao.outbox.settled();
    const signedIn = await post('/auth/validate-code', {
      email,
      codigoVerificacao: mailer.lastCode(email),
      'cf-turnstile-response': DEV_BOT_CHECK_TOKEN,
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it("answers an e-mail that is no operator's exactly alike (no enumeration)", async () => {
    const stranger = await attack(newOperatorEmail()); // never added
    const operator = await attack(await addOperator(t.app, newOperatorEmail()));
    expect(stranger.send.statusCode).toBe(operator.send.statusCode);
    expect(stranger.send.json()).toEqual(operator.send.json());
    expect(stranger.guess.statusCode).toBe(operator.guess.statusCode);
    expect(stranger.guess.json()).toEqual(operator.guess.json());
  });
});
