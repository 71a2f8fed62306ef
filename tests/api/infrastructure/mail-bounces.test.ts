/**
 * Bounces cannot pump mail (issue 37): an address the mail server refuses for good (550, over
 * real SMTP) got 20 codes in 31 s, because each code's final failure gave its send back. Now a
 * refusal counts as the send and suppresses the address for 24 h: the voter is told why and
 * whom to ask, nothing more goes to that address (reminders and receipts included), and the
 * console's mail health shows the bounce rate, with an alert over the threshold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';
import {
  BOUNCE_ALERT_MIN_SETTLED,
  SUPPRESSED_REASON,
  SUPPRESSION_MS,
} from '../../../src/server/mail/outbox';
import { apiMessages } from '../../../src/server/messages';
import type { TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { codeIn, SmtpListener } from '../helpers/mail';
import { addOperator, ADMIN, bearer } from '../helpers/operators';
import { startSmtpApp } from '../helpers/smtpApp';
import { newVoter, register, sendCode } from '../helpers/voters';

describe.each(databaseKinds)('bounces on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpListener;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = new SmtpListener();
    t = await startSmtpApp(database, smtp, {
      env: { PRIVACY_CONTACT: 'atendimento@associacao.test' },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await database.drop();
  });

  const settle = () => t.app.votacao.outbox.settled();

  it('a refused address gets one code, not a stream: the voter is told why and whom to ask', async () => {
    const voter = newVoter();
    smtp.refused.add(voter.email.toLowerCase());
    expect((await register(t.app, voter)).statusCode).toBe(201);
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
    await settle();
    expect(smtp.refusals.get(voter.email.toLowerCase())).toBe(1);

    // The attack: ask again and again, past every cool-down, solving the bot check each time.
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      t.clock.advance(31_000);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/send-otp-code',
        payload: { cpf: voter.cpf, 'cf-turnstile-response': DEV_BOT_CHECK_TOKEN },
      });
      statuses.push(res.statusCode);
      if (i === 0) {
        expect(res.json().message).toBe(
          apiMessages.mailUndeliverable('atendimento@associacao.test'),
        );
        expect(res.json().message).toContain('Não conseguimos entregar e-mails para este endereço');
      }
      await settle();
    }
    expect(new Set(statuses)).toEqual(new Set([409]));
    expect(smtp.refusals.get(voter.email.toLowerCase())).toBe(1);

    // A day later the address is tried again (the voter may have fixed their mailbox).
    smtp.refused.delete(voter.email.toLowerCase());
    t.clock.advance(SUPPRESSION_MS);
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
    await smtp.waitFor(voter.email);
  });

  it('mail queued before the bounce is not sent to that address either, and is no bounce of its own', async () => {
    const voter = newVoter();
    expect((await register(t.app, voter)).statusCode).toBe(201);
    const { db } = t.app.votacao.database;
    const { id } = await db
      .selectFrom('voters')
      .select('id')
      .where('cpf', '=', voter.cpf)
      .executeTakeFirstOrThrow();
    smtp.refused.add(voter.email.toLowerCase());
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
    await settle();
    // A reminder that was already waiting for this voter.
    await t.app.votacao.outbox.enqueue({
      kind: 'reminder',
      to: voter.email,
      subject: 'Ainda dá tempo de votar',
      text: 'Olá!',
      voterId: id,
    });
    await t.app.votacao.outbox.pump();
    await settle();
    expect(smtp.refusals.get(voter.email.toLowerCase())).toBe(1);
    const deliveries = await t.app.votacao.outbox.deliveriesOf(id);
    expect(deliveries.find((d) => d.kind === 'reminder')).toMatchObject({
      status: 'failed',
      lastError: SUPPRESSED_REASON,
    });
  });

  it("the console's mail health says the bounce rate and alerts over the threshold", async () => {
    const operatorEmail = await addOperator(t.app);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${ADMIN}/auth/send-code`,
          payload: { email: operatorEmail },
        })
      ).statusCode,
    ).toBe(200);
    const signed = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/auth/validate-code`,
      payload: {
        email: operatorEmail,
        codigoVerificacao: codeIn((await smtp.waitFor(operatorEmail)).body),
      },
    });
    const token = (signed.json() as { accessToken: string }).accessToken;
    const health = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${ADMIN}/mail/health`,
          headers: bearer(token),
        })
      ).json();
    const before = await health();
    expect(before.bouncedLastDay).toBeGreaterThanOrEqual(1);
    expect(before.suppressedAddresses).toBeGreaterThanOrEqual(1);
    expect(before.bounceRate).toBeCloseTo(before.bouncedLastDay / before.settledLastDay);

    // Enough bounces among enough mail: the alert is on.
    for (let i = 0; i < BOUNCE_ALERT_MIN_SETTLED; i++) {
      const voter = newVoter();
      smtp.refused.add(voter.email.toLowerCase());
      expect((await register(t.app, voter)).statusCode).toBe(201);
      expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
    }
    await settle();
    const after = await health();
    expect(after.settledLastDay).toBeGreaterThanOrEqual(BOUNCE_ALERT_MIN_SETTLED);
    expect(after.bounceAlert).toBe(true);
  });
});
