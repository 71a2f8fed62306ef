/**
 * Reminders as outbox rows (issue 37, section 3; decision 260), on SQLite and PostgreSQL:
 *
 * - one throttle for the deployment: two app instances on one database send at most the
 *   configured rate in any minute together, also right after an outage (no process sending
 *   for minutes leaves no burst behind); the clock is the tests' own, nothing sleeps; rows
 *   waiting for their turns are not a stuck queue (the mail health's age), a stopped pace is;
 * - a row is written when its turn comes: a voter who votes in every category after the
 *   reminder was queued, or unsubscribes, gets none (the row says why); one who votes in some
 *   gets the categories still left;
 * - no full table scan per recipient: sending a reminder runs the same statements for every
 *   recipient, and none of them reads every voter or every vote (EXPLAIN).
 */
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { MailDelivery } from '../../../src/domain/admin';
import type { ReminderProgress } from '../../../src/domain/reminders';
import { trustMessages } from '../../../src/domain/trustMessages';
import type { Category } from '../../../src/domain/types';
import type { Database } from '../../../src/server/db/schema';
import { REMINDERS_PER_MINUTE } from '../../../src/server/features/reminders/reminders';
import { unsubscribeToken } from '../../../src/server/features/reminders/unsubscribe';
import { startTestApp, TestClock, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';
import { spyStatements } from '../helpers/statements';
import { API } from '../helpers/voters';

const MINUTE = 60_000;
const draft = { subject: 'Ainda dá tempo de votar', body: 'Olá, {nome}! Faltam: {categorias}.' };

/** `n` voters written straight into the table (no sign-up needed to be reminded). */
async function insertVoters(db: Kysely<Database>, n: number, at: number): Promise<number[]> {
  const base = Math.floor(Math.random() * 1e6) * 1000;
  const rows = Array.from({ length: n }, (_, i) => ({
    nome: `Eleitor ${base + i}`,
    email: `eleitor.${base + i}@example.com.br`,
    celular: '11987654321',
    cpf: String(10_000_000_000 + base + i).slice(0, 11),
    created_at: at,
  }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await db
      .insertInto('voters')
      .values(rows.slice(i, i + 200))
      .returning('id')
      .execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

const waitingReminders = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'reminder')
        .where('status', 'in', ['queued', 'retrying', 'sending'])
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(databaseKinds)('reminders through the outbox on %s', (kind) => {
  describe('two app instances on one database', () => {
    let database: TestDatabase;
    let a: TestApp;
    let b: TestApp;
    const clock = new TestClock();
    const mailer = new MemoryMailer();
    const RECIPIENTS = 150;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      const deps = { mailer, now: clock.now, outboxPolling: false };
      a = await startTestApp(database, { deps });
      b = await startTestApp(database, { deps });
      await insertVoters(a.app.votacao.database.db, RECIPIENTS, clock.now());
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      await database.drop();
    });

    it(`send at most ${REMINDERS_PER_MINUTE} a minute together, also after an outage`, async () => {
      const operator = bearer(await signInOperator(a.app, mailer, await addOperator(a.app)));
      const sent = await a.app.inject({
        method: 'POST',
        url: `${ADMIN}/reminders`,
        headers: operator,
        payload: draft,
      });
      expect(sent.statusCode, sent.body).toBe(202);
      expect(sent.json<ReminderProgress>().total).toBe(RECIPIENTS);
      const { db } = a.app.votacao.database;
      /**
       * Both processes wake every 250 ms of the tests' clock, as their pollers would, one and
       * then the other, in turn first (on SQLite, whose calls run one at a time in this process,
       * the first to ask would otherwise always be the same).
       */
      let step = 0;
      const run = async (ms: number) => {
        for (let t = 0; t < ms; t += 250) {
          clock.advance(250);
          const order = step++ % 2 === 0 ? [a, b] : [b, a];
          await Promise.all(order.map((app) => app.app.votacao.outbox.settled()));
        }
      };
      await run(40_000);
      // Rows waiting for their turns are no stuck queue: the Painel's and the alert's age of
      // the oldest waiting e-mail stays about a turn, though the reminder has gone on for 40 s.
      const paced = await a.app.votacao.outbox.depth();
      expect(paced.waiting).toBeGreaterThan(RECIPIENTS / 2);
      expect(paced.oldestWaitingSeconds).toBeLessThanOrEqual(1);
      // Neither process sends for five minutes (both down, or the mail server): the turns
      // missed are not saved up, and the age says the queue stood still.
      clock.advance(5 * MINUTE);
      expect((await b.app.votacao.outbox.depth()).oldestWaitingSeconds).toBeGreaterThanOrEqual(
        5 * 60 - 1,
      );
      for (let i = 0; i < 20 && (await waitingReminders(db)) > 0; i++) await run(15_000);
      expect(await waitingReminders(db)).toBe(0);

      const times = (
        await db
          .selectFrom('mail_outbox')
          .select('sent_at')
          .where('kind', '=', 'reminder')
          .where('status', '=', 'sent')
          .orderBy('sent_at')
          .execute()
      ).map((r) => Number(r.sent_at));
      expect(times).toHaveLength(RECIPIENTS);
      // In any minute (a window starting at any send), at most the rate.
      let busiest = 0;
      for (let i = 0, j = 0; i < times.length; i++) {
        while (j < times.length && times[j]! < times[i]! + MINUTE) j++;
        busiest = Math.max(busiest, j - i);
      }
      expect(busiest).toBeLessThanOrEqual(REMINDERS_PER_MINUTE);
      expect(busiest).toBeGreaterThanOrEqual(REMINDERS_PER_MINUTE - 5);
      // Both processes sent: the throttle is the database's, not a process's.
      expect(a.app.votacao.outbox.counters.sent.reminder ?? 0).toBeGreaterThan(10);
      expect(b.app.votacao.outbox.counters.sent.reminder ?? 0).toBeGreaterThan(10);
    });
  });

  describe('each e-mail written when its turn comes', () => {
    let database: TestDatabase;
    let t: TestApp;
    const mailer = new MemoryMailer();

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      t = await startTestApp(database, {
        deps: { mailer, outboxPolling: false },
        config: { tokenTtlMinutes: 7 * 24 * 60 },
      });
    });
    afterAll(async () => {
      await t.close();
      await database.drop();
    });

    it('skips a voter who votes everywhere or unsubscribes after it was queued; the rest get the categories still left', async () => {
      const operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
      // In id order: `first` gets the first turn, at once; the others wait for theirs.
      const first = await signInVoter(t.app, mailer);
      const voting = await signInVoter(t.app, mailer);
      const leaving = await signInVoter(t.app, mailer);
      const partly = await signInVoter(t.app, mailer);
      const { db } = t.app.votacao.database;
      const emailOf = async (id: number) =>
        (
          await db
            .selectFrom('voters')
            .select('email')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).email;
      const categories: Category[] = (
        await t.app.inject({
          method: 'GET',
          url: `${API}/categories/app`,
          headers: bearer(first.token),
        })
      ).json().data;
      expect(categories.length).toBeGreaterThan(1);

      const sent = await t.app.inject({
        method: 'POST',
        url: `${ADMIN}/reminders`,
        headers: operator,
        payload: draft,
      });
      expect(sent.statusCode).toBe(202);
      expect(sent.json<ReminderProgress>().total).toBe(4);

      // After it was queued: one votes in every category, one in the first only, one leaves.
      const vote = (token: string, c: Category) =>
        t.app.inject({
          method: 'POST',
          url: `${API}/votes`,
          headers: bearer(token),
          payload: { idCategory: c.id, idCompany: c.companies[0]!.id },
        });
      for (const c of categories) expect((await vote(voting.token, c)).statusCode).toBe(201);
      expect((await vote(partly.token, categories[0]!)).statusCode).toBe(201);
      const unsubscribed = await t.app.inject({
        method: 'POST',
        url: `${API}/reminders/unsubscribe?token=${unsubscribeToken(t.app.votacao.secret, leaving.id)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribed.statusCode).toBe(200);

      for (let i = 0; i < 10 && (await waitingReminders(db)) > 0; i++) {
        await t.app.votacao.outbox.settled();
        t.clock.advance(1000);
      }
      const reminders = mailer.sent.filter((m) => m.subject === draft.subject);
      const partlyEmail = await emailOf(partly.id);
      expect(reminders.map((m) => m.to).sort()).toEqual(
        [await emailOf(first.id), partlyEmail].sort(),
      );
      // Written at its turn: the category voted after the reminder was queued is not in it.
      const toPartly = reminders.find((m) => m.to === partlyEmail)!;
      expect(toPartly.text).toContain(categories[1]!.name);
      expect(toPartly.text).not.toContain(`${categories[0]!.name},`);
      expect(toPartly.text).not.toMatch(new RegExp(`[:,] ${categories[0]!.name}( e|[.,]|$)`));

      const progress = (
        await t.app.inject({ method: 'GET', url: `${ADMIN}/reminders/current`, headers: operator })
      ).json<ReminderProgress>();
      expect(progress).toMatchObject({ total: 4, queued: 0, sent: 2, skipped: 2, failed: 0 });

      // The console's list of a voter's e-mails says why.
      const deliveries = async (id: number) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `${ADMIN}/voters/${id}/mail`,
            headers: operator,
          })
        ).json<{ deliveries: MailDelivery[] }>().deliveries;
      expect((await deliveries(voting.id)).find((d) => d.kind === 'reminder')).toMatchObject({
        status: 'skipped',
        lastError: trustMessages.reminders.skippedVoted,
      });
      expect((await deliveries(leaving.id)).find((d) => d.kind === 'reminder')).toMatchObject({
        status: 'skipped',
        lastError: trustMessages.reminders.skippedUnsubscribed,
      });
    });
  });

  describe('no full table scan per recipient', () => {
    let database: TestDatabase;
    let t: TestApp;
    const mailer = new MemoryMailer();

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      t = await startTestApp(database, { deps: { mailer, outboxPolling: false } });
      const { db } = t.app.votacao.database;
      const ids = await insertVoters(db, 400, t.clock.now());
      // Half of them voted in one category: a votes table to scan, were anything to scan it.
      const company = await db
        .selectFrom('companies')
        .select(['id', 'category_id'])
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('votes')
        .values(
          ids.slice(0, 200).map((voterId, i) => ({
            voter_id: voterId,
            category_id: company.category_id,
            company_id: company.id,
            created_at: t.clock.now(),
            receipt: `R${String(voterId).padStart(6, '0')}${i % 10}`,
          })),
        )
        .execute();
      await sql`analyze`.execute(db);
    });
    afterAll(async () => {
      await t.close();
      await database.drop();
    });

    it('every recipient costs the same few statements, none reading every voter or vote', async () => {
      const operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
      const sent = await t.app.inject({
        method: 'POST',
        url: `${ADMIN}/reminders`,
        headers: operator,
        payload: draft,
      });
      expect(sent.statusCode).toBe(202);
      const { db } = t.app.votacao.database;
      await t.app.votacao.outbox.settled();
      const perRecipient: number[] = [];
      const statements = new Map<string, CompiledQuery>();
      for (let i = 0; i < 5; i++) {
        t.clock.advance(1000);
        let count = 0;
        const restore = spyStatements((text, query) => {
          count += 1;
          statements.set(text, query);
          return null;
        });
        try {
          await t.app.votacao.outbox.settled();
        } finally {
          restore();
        }
        perRecipient.push(count);
      }
      expect(mailer.sent.filter((m) => m.subject === draft.subject)).toHaveLength(6);
      // The same statements for each (the reminder's own text is read once per process): its
      // turn, its claim, the address's suppression, the voter by key, the categories left
      // through the voter's votes, the outcome; the rest is settled()'s own looking around.
      expect(new Set(perRecipient).size).toBe(1);
      expect(perRecipient[0]).toBeLessThanOrEqual(15);

      const scans: string[] = [];
      for (const [text, query] of statements) {
        if (!/^\s*(select|update|insert|with)/i.test(text)) continue;
        const plan = await db.connection().execute(async (connection) => {
          if (kind === 'postgres') await sql`set enable_seqscan = off`.execute(connection);
          try {
            return await connection.executeQuery<Record<string, string>>(
              CompiledQuery.raw(`${kind === 'sqlite' ? 'explain query plan' : 'explain'} ${text}`, [
                ...query.parameters,
              ]),
            );
          } finally {
            if (kind === 'postgres') await sql`reset enable_seqscan`.execute(connection);
          }
        });
        const details = plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
        if (/(\bSCAN|Seq Scan on) "?(voters|votes)\b/.test(details)) {
          scans.push(`${text}\n${details}`);
        }
      }
      expect(scans).toEqual([]);
    });
  });
});
