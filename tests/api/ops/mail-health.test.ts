/**
 * GET /admin/mail/health (the Painel's mail panel, issue 28) on SQLite and PostgreSQL: what waits
 * in the outbox by state and how old the oldest is, what was sent and what finally failed in the
 * last hour with the mail server's last answer; operators only (a voter's token 403, none 401).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MailHealth } from '../../../src/domain/admin';
import type { MailStatus } from '../../../src/server/db/schema';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';

describe.each(databaseKinds)('the mail-health panel on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator = '';

  const health = async (token: string | null = operator) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${ADMIN}/mail/health`,
      headers: token ? bearer(token) : {},
    });
    return { status: res.statusCode, body: res.json() as MailHealth };
  };

  /** A row as the outbox keeps it; waiting ones are due in an hour (the worker leaves them). */
  const insertMail = (
    status: MailStatus,
    fields: { minutesAgo: number; lastError?: string; sent?: boolean },
  ) => {
    const at = t.clock.t;
    const created = at - fields.minutesAgo * 60_000;
    return t.app.votacao.database.db
      .insertInto('mail_outbox')
      .values({
        // A receipt: a reminder waits for its turns on purpose, and its age counts differently
        // (reminders-outbox.test.ts).
        kind: 'vote-receipt',
        recipient: 'eleitor@example.com',
        subject: 'Lembrete',
        body: status === 'failed' || status === 'sent' ? null : 'Texto',
        voter_id: null,
        operator_id: null,
        code_hash: null,
        issued_at: null,
        status,
        attempts: status === 'queued' ? 0 : 1,
        next_attempt_at: at + 3_600_000,
        locked_until: status === 'sending' ? at + 3_600_000 : null,
        give_up_at: at + 7_200_000,
        last_error: fields.lastError ?? null,
        created_at: created,
        sent_at: fields.sent ? created + 1_000 : null,
      })
      .execute();
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, { deps: { mailer } });
    // The operator's own sign-in code is the first e-mail sent (through the outbox).
    operator = await signInOperator(t.app, mailer, await addOperator(t.app));
    await t.app.votacao.outbox.settled();
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('counts what waits by state, the oldest waiting, the last hour sent and failed, the last failure', async () => {
    const before = await health();
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      transport: 'smtp',
      queued: 0,
      retrying: 0,
      sending: 0,
      oldestWaitingSeconds: 0,
      failedLastHour: 0,
      lastFailure: null,
    });
    expect(before.body.sentLastHour).toBeGreaterThanOrEqual(1);
    expect(before.body.lastSentAt).not.toBeNull();

    await insertMail('queued', { minutesAgo: 5 });
    await insertMail('queued', { minutesAgo: 1 });
    await insertMail('retrying', { minutesAgo: 3, lastError: '421 4.7.0 Try again later' });
    await insertMail('sending', { minutesAgo: 2 });
    await insertMail('failed', { minutesAgo: 10, lastError: '550 5.1.1 User unknown' });
    // Older than an hour: not in the last hour's counts.
    await insertMail('failed', { minutesAgo: 90, lastError: '554 old' });
    await insertMail('sent', { minutesAgo: 120, sent: true });

    const after = await health();
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({
      queued: 2,
      retrying: 1,
      sending: 1,
      oldestWaitingSeconds: 5 * 60,
      sentLastHour: before.body.sentLastHour,
      failedLastHour: 1,
    });
    // The last final failure is the newest failed row, with the mail server's answer.
    expect(after.body.lastFailure?.reason).toBe('554 old');
  });

  it('says how long the queue takes to empty at the last five minutes’ pace (issue 39)', async () => {
    // Everything sent so far leaves the five-minute window; what waits stays.
    t.clock.t += 10 * 60_000;
    const stalled = await health();
    const waiting = stalled.body.queued + stalled.body.retrying;
    expect(waiting).toBeGreaterThan(0);
    // Some wait and nothing left in five minutes: the wait cannot be told.
    expect(stalled.body).toMatchObject({ sentPerMinute: 0, expectedWaitSeconds: null });

    for (let i = 0; i < 30; i += 1) await insertMail('sent', { minutesAgo: 2, sent: true });
    const draining = await health();
    // 30 in 5 minutes: 6 a minute, 0.1 a second; `waiting` messages leave in waiting × 10 s.
    expect(draining.body.sentPerMinute).toBe(6);
    expect(draining.body.expectedWaitSeconds).toBe(waiting * 10);

    // Sent before the window: no longer counted.
    t.clock.t += 6 * 60_000;
    expect((await health()).body).toMatchObject({ sentPerMinute: 0, expectedWaitSeconds: null });
  });

  it('operators only: a voter’s token 403, no token 401', async () => {
    const voter = await signInVoter(t.app, mailer);
    expect((await health(voter.token)).status).toBe(403);
    expect((await health(null)).status).toBe(401);
  });
});
