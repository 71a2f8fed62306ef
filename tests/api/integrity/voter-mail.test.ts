/**
 * GET /admin/voters/:id/mail (the console's "E-mails de {nome}" on the Integridade page, issue
 * 28) on SQLite and PostgreSQL: an operator gets that voter's e-mails newest first, each with its
 * state (sent, queued, retrying with the next attempt and the mail server's answer, failed with
 * it), no other voter's; a voter's token gets 403, no token 401; an unknown voter an empty list.
 * (Until this test the route answered 422 to every id: see the params schema in mail.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MailDelivery } from '../../../src/domain/admin';
import type { MailStatus } from '../../../src/server/db/schema';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';

describe.each(databaseKinds)('a voter’s e-mails on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator = '';
  let voter: { id: number; token: string };
  let other: { id: number; token: string };

  const mailOf = async (id: number | string, token = operator) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${ADMIN}/voters/${id}/mail`,
      headers: token ? bearer(token) : {},
    });
    return { status: res.statusCode, body: res.json() as { deliveries: MailDelivery[] } };
  };

  /** A row as the outbox keeps it; waiting ones are due in an hour (the worker leaves them). */
  const insertMail = (
    voterId: number,
    status: MailStatus,
    fields: { attempts: number; lastError?: string; minutesAgo: number },
  ) => {
    const at = t.clock.t;
    return t.app.votacao.database.db
      .insertInto('mail_outbox')
      .values({
        kind: 'voter-code',
        recipient: 'eleitor@example.com',
        subject: 'Código de acesso',
        body: status === 'failed' ? null : 'Seu código: 123456',
        voter_id: voterId,
        operator_id: null,
        code_hash: null,
        issued_at: null,
        status,
        attempts: fields.attempts,
        next_attempt_at: at + 3_600_000,
        locked_until: null,
        give_up_at: at + 7_200_000,
        last_error: fields.lastError ?? null,
        created_at: at - fields.minutesAgo * 60_000,
        sent_at: null,
      })
      .execute();
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, { deps: { mailer } });
    operator = await signInOperator(t.app, mailer, await addOperator(t.app));
    // Each sign-in sends a real code through the outbox: one 'sent' e-mail per voter.
    voter = await signInVoter(t.app, mailer);
    other = await signInVoter(t.app, mailer);
    await insertMail(voter.id, 'failed', {
      attempts: 1,
      lastError: '550 5.1.1 <e-mail>: Recipient address rejected',
      minutesAgo: -1,
    });
    await insertMail(voter.id, 'retrying', {
      attempts: 3,
      lastError: '421 4.7.0 Try again later',
      minutesAgo: -2,
    });
    await insertMail(voter.id, 'queued', { attempts: 0, minutesAgo: -3 });
    await insertMail(other.id, 'failed', { attempts: 1, lastError: 'other', minutesAgo: -4 });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('an operator gets that voter’s e-mails, newest first, with their states and reasons', async () => {
    const { status, body } = await mailOf(voter.id);
    expect(status).toBe(200);
    const at = t.clock.t;
    expect(body.deliveries.map(({ id: _id, createdAt: _c, sentAt: _s, ...rest }) => rest)).toEqual([
      {
        kind: 'voter-code',
        status: 'queued',
        attempts: 0,
        nextAttemptAt: null,
        lastError: null,
      },
      {
        kind: 'voter-code',
        status: 'retrying',
        attempts: 3,
        nextAttemptAt: new Date(at + 3_600_000).toISOString(),
        lastError: '421 4.7.0 Try again later',
      },
      {
        kind: 'voter-code',
        status: 'failed',
        attempts: 1,
        nextAttemptAt: null,
        lastError: '550 5.1.1 <e-mail>: Recipient address rejected',
      },
      { kind: 'voter-code', status: 'sent', attempts: 1, nextAttemptAt: null, lastError: null },
    ]);
    const sent = body.deliveries.at(-1)!;
    expect(Date.parse(sent.sentAt ?? '')).not.toBeNaN();
    expect(body.deliveries.every((d) => !Number.isNaN(Date.parse(d.createdAt)))).toBe(true);
    // No body, no code, no address.
    expect(JSON.stringify(body)).not.toMatch(/123456|eleitor@example\.com|Seu código/);
  });

  it('needs an operator: 401 without a token, 403 with a voter’s own token', async () => {
    expect((await mailOf(voter.id, '')).status).toBe(401);
    expect((await mailOf(voter.id, voter.token)).status).toBe(403);
  });

  it('an unknown voter: an empty list; an id that is not a positive integer: 422', async () => {
    expect(await mailOf(999_999_999)).toEqual({ status: 200, body: { deliveries: [] } });
    // Past PostgreSQL's integer: still no voter, not a 500.
    expect(await mailOf('99999999999999')).toEqual({ status: 200, body: { deliveries: [] } });
    expect((await mailOf('abc')).status).toBe(422);
    expect((await mailOf(0)).status).toBe(422);
  });
});
