/**
 * The durable outbox (decision 200) with real SMTP listeners: a mail server that waits 3 s before
 * its greeting does not hold send-otp-code; a row left 'sending' by a process that died is sent
 * by another; two workers on one PostgreSQL database never send the same message twice (SKIP
 * LOCKED); DKIM signing when configured. (One voter's delivery list, GET
 * /admin/voters/:id/mail: integrity/voter-mail.test.ts.)
 */
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createOutbox } from '../../../src/server/mail/outbox';
import { apiMessages } from '../../../src/server/messages';
import { startTestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { codeIn, MemoryMailer, SmtpListener } from '../helpers/mail';
import { ADMIN, addOperator } from '../helpers/operators';
import { spyStatements } from '../helpers/statements';
import { newVoter, register, validateCode } from '../helpers/voters';

const API = '/api';

/** Makes the next INSERT into the outbox fail, as a full disk would; returns the undo. */
function failNextOutboxInsert(): { restore: () => void; failed: () => number } {
  let failed = 0;
  const restore = spyStatements((sql) => {
    if (failed > 0 || !/insert into "?mail_outbox"?/i.test(sql)) return null;
    failed += 1;
    return Promise.reject(new Error('SQLITE_FULL: database or disk is full'));
  });
  return { restore, failed: () => failed };
}

describe.each(databaseKinds)('the mail outbox on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('a mail server that waits 3 s before greeting: every send-otp-code answers before any mail is accepted, then every code arrives', async () => {
    const smtp = new SmtpListener({ greetingDelayMs: 3_000 });
    await smtp.start();
    const t = await startTestApp(database, { env: { SMTP_URL: smtp.url } });
    try {
      const voters = Array.from({ length: 10 }, () => newVoter());
      for (const voter of voters) expect((await register(t.app, voter)).statusCode).toBe(201);
      const answers = await Promise.all(
        voters.map((voter) =>
          t.app.inject({
            method: 'POST',
            url: `${API}/auth/send-otp-code`,
            payload: { cpf: voter.cpf },
          }),
        ),
      );
      // Every answer is in while the listener has not even greeted: none waited for SMTP.
      expect(answers.map((a) => a.statusCode)).toEqual(voters.map(() => 200));
      expect(smtp.received).toHaveLength(0);
      for (const voter of voters) {
        const mail = await smtp.waitFor(voter.email);
        expect((await validateCode(t.app, voter.cpf, codeIn(mail.body))).statusCode).toBe(200);
      }
    } finally {
      await t.close();
      await smtp.stop();
    }
  });

  it('a message a dead process left "sending" is sent once its lease has ended', async () => {
    const mailer = new MemoryMailer();
    const t = await startTestApp(database, { deps: { mailer, outboxPolling: false } });
    try {
      const { db } = t.app.votacao.database;
      const at = t.clock.t;
      await db
        .insertInto('mail_outbox')
        .values({
          kind: 'reminder',
          recipient: 'ana@example.com',
          subject: 'Lembrete',
          body: 'Texto do lembrete',
          voter_id: null,
          operator_id: null,
          code_hash: null,
          issued_at: null,
          status: 'sending',
          attempts: 1,
          next_attempt_at: at - 60_000,
          locked_until: at + 1_000,
          give_up_at: at + 3_600_000,
          last_error: null,
          created_at: at - 60_000,
          sent_at: null,
        })
        .execute();
      await t.app.votacao.outbox.pump();
      // Still leased by the (dead) process: nobody takes it yet.
      expect(mailer.sent).toHaveLength(0);
      t.clock.advance(1_001);
      await t.app.votacao.outbox.settled();
      expect(mailer.sent.map((m) => m.subject)).toEqual(['Lembrete']);
      const row = await db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('recipient', '=', 'ana@example.com')
        .executeTakeFirstOrThrow();
      // Sent: the body (it may carry a code) is gone.
      expect(row).toMatchObject({ status: 'sent', attempts: 2, body: null });
    } finally {
      await t.close();
    }
  });

  it('a sign-in code goes out before the older receipts queued ahead of it', async () => {
    const mailer = new MemoryMailer();
    const t = await startTestApp(database, { deps: { mailer, outboxPolling: false } });
    const worker = createOutbox({
      db: t.app.votacao.database.db,
      kind: t.app.votacao.database.kind,
      mailer,
      now: t.clock.now,
      log: t.app.log,
      concurrency: 1,
      giveUpAfterMs: 3_600_000,
      autoStart: false,
    });
    try {
      const { db } = t.app.votacao.database;
      const at = t.clock.t;
      const row = (kind: string, subject: string, createdAt: number) => ({
        kind,
        recipient: 'eleitor@example.com',
        subject,
        body: 'Texto',
        voter_id: null,
        operator_id: null,
        code_hash: null,
        issued_at: null,
        status: 'queued' as const,
        next_attempt_at: createdAt,
        locked_until: null,
        give_up_at: at + 3_600_000,
        last_error: null,
        created_at: createdAt,
        sent_at: null,
      });
      const receipts = Array.from({ length: 12 }, (_, i) =>
        row('vote-receipt', `Recibo ${i}`, at - 60_000 + i),
      );
      await db
        .insertInto('mail_outbox')
        .values([...receipts, row('voter-code', 'Código', at), row('operator-code', 'Console', at)])
        .execute();
      await worker.settled();
      const order = mailer.sent.map((m) => m.subject);
      expect(new Set(order.slice(0, 2))).toEqual(new Set(['Código', 'Console']));
      expect(order.slice(2)).toEqual(receipts.map((r) => r.subject));
    } finally {
      await worker.close();
      await t.close();
    }
  });

  it('e-mails queued at once are each answered with their own row', async () => {
    const mailer = new MemoryMailer();
    const t = await startTestApp(database, { deps: { mailer, outboxPolling: false } });
    try {
      const { outbox, database: handle } = t.app.votacao;
      const ids = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          outbox.enqueue({
            kind: 'vote-receipt',
            to: `recibo${i}@example.com`,
            subject: `Recibo ${i}`,
            text: 'Texto',
          }),
        ),
      );
      expect(new Set(ids).size).toBe(30);
      const rows = await handle.db
        .selectFrom('mail_outbox')
        .select(['id', 'recipient'])
        .where('id', 'in', ids)
        .execute();
      const byId = new Map(rows.map((r) => [r.id, r.recipient]));
      ids.forEach((id, i) => expect(byId.get(id)).toBe(`recibo${i}@example.com`));
      // Drained: the tests after this one share the database.
      await outbox.settled();
      expect(mailer.sent.filter((m) => m.subject.startsWith('Recibo '))).toHaveLength(30);
    } finally {
      await t.close();
    }
  });

  it("a code whose e-mail cannot be queued is not stored: 503 for a voter, no cool-down, the next ask works; an operator's reads as sent", async () => {
    const mailer = new MemoryMailer();
    const t = await startTestApp(database, { deps: { mailer } });
    try {
      const voter = newVoter();
      expect((await register(t.app, voter)).statusCode).toBe(201);
      const ask = () =>
        t.app.inject({
          method: 'POST',
          url: `${API}/auth/send-otp-code`,
          payload: { cpf: voter.cpf },
        });
      const broken = failNextOutboxInsert();
      let refused;
      try {
        refused = await ask();
      } finally {
        broken.restore();
      }
      expect(broken.failed()).toBe(1);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe(apiMessages.sendCodeFailed);
      const { db } = t.app.votacao.database;
      const voterId = (
        await db
          .selectFrom('voters')
          .select('id')
          .where('cpf', '=', voter.cpf)
          .executeTakeFirstOrThrow()
      ).id;
      expect(
        await db
          .selectFrom('one_time_codes')
          .select('voter_id')
          .where('voter_id', '=', voterId)
          .execute(),
      ).toHaveLength(0);
      // No cool-down was started by the code that never went out: asking again works at once.
      const again = await ask();
      expect(again.statusCode).toBe(200);
      expect(again.json().alreadySent).toBe(false);
      await t.app.votacao.outbox.settled();
      expect((await validateCode(t.app, voter.cpf, mailer.lastCode(voter.email))).statusCode).toBe(
        200,
      );

      // An operator: the same answer as a sent code (no hint), nothing stored, the next ask works.
      const email = await addOperator(t.app);
      const askOperator = () =>
        t.app.inject({ method: 'POST', url: `${ADMIN}/auth/send-code`, payload: { email } });
      const brokenAgain = failNextOutboxInsert();
      let operatorAnswer;
      try {
        operatorAnswer = await askOperator();
      } finally {
        brokenAgain.restore();
      }
      expect(brokenAgain.failed()).toBe(1);
      expect(operatorAnswer.statusCode).toBe(200);
      expect(operatorAnswer.json().alreadySent).toBe(false);
      expect(
        await db
          .selectFrom('operator_codes')
          .innerJoin('operators', 'operators.id', 'operator_codes.operator_id')
          .select('operator_codes.operator_id')
          .where('operators.email', '=', email)
          .execute(),
      ).toHaveLength(0);
      const operatorAgain = await askOperator();
      expect(operatorAgain.statusCode).toBe(200);
      expect(operatorAgain.json().alreadySent).toBe(false);
      await t.app.votacao.outbox.settled();
      expect(mailer.sent.filter((m) => m.to === email)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('two workers on one database send each message exactly once', async () => {
    const first = new MemoryMailer();
    const t = await startTestApp(database, { deps: { mailer: first, outboxPolling: false } });
    const second = new MemoryMailer();
    const other = createOutbox({
      db: t.app.votacao.database.db,
      kind: t.app.votacao.database.kind,
      mailer: second,
      now: t.clock.now,
      log: t.app.log,
      concurrency: 3,
      giveUpAfterMs: 3_600_000,
      autoStart: false,
    });
    try {
      const { db } = t.app.votacao.database;
      const at = t.clock.t;
      const rows = Array.from({ length: 40 }, (_, i) => ({
        kind: 'reminder',
        recipient: `eleitor${i}@example.com`,
        subject: `Lembrete ${i}`,
        body: 'Texto',
        voter_id: null,
        operator_id: null,
        code_hash: null,
        issued_at: null,
        status: 'queued' as const,
        next_attempt_at: at,
        locked_until: null,
        give_up_at: at + 3_600_000,
        last_error: null,
        created_at: at,
        sent_at: null,
      }));
      await db.insertInto('mail_outbox').values(rows).execute();
      await Promise.all([t.app.votacao.outbox.settled(), other.settled()]);
      const subjects = [...first.sent, ...second.sent].map((m) => m.subject).sort();
      expect(subjects).toEqual(rows.map((r) => r.subject).sort());
      expect(new Set(subjects).size).toBe(40);
    } finally {
      await other.close();
      await t.close();
    }
  });

  it('signs with DKIM when DKIM_* is configured', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-dkim-'));
    const keyFile = path.join(dir, 'dkim.pem');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    fs.writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
    const smtp = new SmtpListener();
    await smtp.start();
    const t = await startTestApp(database, {
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Votação <nao-responda@votacao.test>',
        DKIM_DOMAIN: 'votacao.test',
        DKIM_SELECTOR: 'votacao2026',
        DKIM_PRIVATE_KEY_FILE: keyFile,
      },
    });
    try {
      const voter = newVoter();
      await register(t.app, voter);
      await t.app.inject({
        method: 'POST',
        url: `${API}/auth/send-otp-code`,
        payload: { cpf: voter.cpf },
      });
      const mail = await smtp.waitFor(voter.email);
      expect(mail.raw).toMatch(/^DKIM-Signature: .*d=votacao\.test;/m);
      expect(mail.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(/DKIM-Signature:.* s=votacao2026;/);
    } finally {
      await t.close();
      await smtp.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
