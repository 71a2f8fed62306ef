/**
 * A backlog of codes cannot make a voter's code wait (issue 37, section 3): with a slow mail
 * server (a real SMTP listener that stalls, then recovers) and one connection, an attacker
 * queues codes for twenty accounts; the real voter who asks next gets theirs right after the one
 * being sent, not after the backlog (codes are sent newest first; one left behind expires
 * unsent). Before, with oldest first, it arrived last.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { SmtpListener } from '../helpers/mail';
import { startSmtpApp } from '../helpers/smtpApp';
import { newVoter, register } from '../helpers/voters';

const BACKLOG = 20;

describe.each(databaseKinds)('the order codes leave in, on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpListener;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = new SmtpListener();
    t = await startSmtpApp(database, smtp, {
      env: { MAIL_MAX_CONNECTIONS: '1' },
      deps: { outboxPolling: false },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
    await database.drop();
  });

  /** send-otp-code without waiting for the mail to leave (the helper's sendCode waits). */
  const ask = (cpf: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/send-otp-code', payload: { cpf } });

  it("a voter's code goes out next, not after the backlog", async () => {
    const attacker = [];
    for (let i = 0; i < BACKLOG; i++) {
      const voter = newVoter();
      expect((await register(t.app, voter)).statusCode).toBe(201);
      attacker.push(voter);
    }
    // The mail server stalls: the first code is on its way, the others wait in the queue…
    smtp.pause();
    for (const voter of attacker) expect((await ask(voter.cpf)).statusCode).toBe(200);
    // …when the real voter asks.
    const voter = newVoter();
    expect((await register(t.app, voter)).statusCode).toBe(201);
    t.clock.advance(1000);
    expect((await ask(voter.cpf)).statusCode).toBe(200);
    smtp.resume();
    await t.app.votacao.outbox.settled();
    const order = smtp.received.map((m) => m.envelopeTo[0]);
    expect(order).toHaveLength(BACKLOG + 1);
    // Right after the one that was already being sent.
    expect(order.indexOf(voter.email.toLowerCase())).toBe(1);
  }, 60_000);
});
