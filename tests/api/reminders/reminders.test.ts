/**
 * Reminders on SQLite and PostgreSQL: the recipients are exactly the registered, valid,
 * subscribed voters who have not voted in every category; each e-mail has RFC 8058's headers and
 * a link; one-click unsubscribe works without signing in and cannot be forged for another voter
 * (an unsubscribed voter still gets codes); the counts survive a restart (they are rows); a
 * reminder is refused while voting is closed, twice within 24 h, and the send is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ReminderProgress } from '../../../src/domain/reminders';
import { trustMessages } from '../../../src/domain/trustMessages';
import type { Category } from '../../../src/domain/types';
import { eraseVoter } from '../../../src/server/features/lgpd/personalData';
import { createReminders } from '../../../src/server/features/reminders/reminders';
import { unsubscribeToken } from '../../../src/server/features/reminders/unsubscribe';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';
import { API, sendCode } from '../helpers/voters';

const HOUR = 3_600_000;

/** Reminders go one a second (60 a minute): the clock moves on until none is waiting. */
async function sendReminders(t: TestApp, maxSeconds = 600): Promise<void> {
  const { db } = t.app.votacao.database;
  for (let i = 0; i < maxSeconds; i++) {
    await t.app.votacao.outbox.settled();
    const waiting = await db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('kind', '=', 'reminder')
      .where('status', 'in', ['queued', 'retrying', 'sending'])
      .executeTakeFirstOrThrow();
    if (Number(waiting.n) === 0) return;
    t.clock.advance(1000);
  }
  throw new Error('reminders still waiting');
}

describe.each(databaseKinds)('reminders on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;
  let categories: Category[];
  /** 0: voted everywhere; 1: voted in one; 2: nothing; 3: invalidated; 4: unsubscribed. */
  const voters: { id: number; token: string; email: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      config: { tokenTtlMinutes: 7 * 24 * 60 },
    });
    operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    const { db } = t.app.votacao.database;
    for (let i = 0; i < 5; i++) {
      const voter = await signInVoter(t.app, mailer);
      const row = await db
        .selectFrom('voters')
        .select('email')
        .where('id', '=', voter.id)
        .executeTakeFirstOrThrow();
      voters.push({ ...voter, email: row.email });
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: bearer(voters[0]!.token),
    });
    categories = list.json().data;
    const vote = (token: string, c: Category) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/votes`,
        headers: bearer(token),
        payload: { idCategory: c.id, idCompany: c.companies[0]!.id },
      });
    for (const c of categories) expect((await vote(voters[0]!.token, c)).statusCode).toBe(201);
    expect((await vote(voters[1]!.token, categories[0]!)).statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/voters/${voters[3]!.id}/invalidate`,
      headers: operator,
      payload: { reason: 'Cadastro falso', category: 'false-data' },
    });
    await db
      .updateTable('voters')
      .set({ reminders_unsubscribed_at: t.clock.now() })
      .where('id', '=', voters[4]!.id)
      .execute();
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const draft = {
    subject: 'Ainda dá tempo de votar',
    body: 'Olá, {nome}! Faltam seus votos em: {categorias}.',
  };
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: operator, payload });

  it('preview: the text with {nome} and the categories left, and how many will get it', async () => {
    const res = await post(`${ADMIN}/reminders/preview`, draft);
    expect(res.statusCode).toBe(200);
    // Other voters of the demo (none here) would add to the count.
    expect(res.json().recipients).toBe(2);
    // {nome} is the first name, as the code e-mail greets; the subject is filled in too.
    expect(res.json().text).toMatch(/^Olá, Maria! Faltam seus votos em: /);
    const inSubject = await post(`${ADMIN}/reminders/preview`, {
      subject: 'Ainda dá tempo de votar, {nome}!',
      body: draft.body,
    });
    expect(inSubject.json().subject).toBe('Ainda dá tempo de votar, Maria!');
    const bad = await post(`${ADMIN}/reminders/preview`, { subject: ' ', body: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(trustMessages.reminders.subjectInvalid);
  });

  it('the unsubscribe link is absolute and follows API_PREFIX', () => {
    const mounted = createReminders({
      db: t.app.votacao.database.db,
      outbox: t.app.votacao.outbox,
      secret: t.app.votacao.secret,
      publicUrl: 'https://votacao.example.org',
      apiPrefix: '/votacao/api',
      now: t.clock.now,
      giveUpAfterMs: HOUR,
      isOpen: async () => true,
    });
    expect(mounted.unsubscribeHeaders(7)['List-Unsubscribe']).toMatch(
      /^<https:\/\/votacao\.example\.org\/votacao\/api\/reminders\/unsubscribe\?token=7\.[\w-]{43}>$/,
    );
  });

  it('sends to exactly the unfinished, valid, subscribed voters, with the unsubscribe headers', async () => {
    const sent = await post(`${ADMIN}/reminders`, draft);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toMatchObject({ total: 2, queued: 2, sent: 0, skipped: 0, failed: 0 });

    // The counts are rows: a new reminders service (a restarted process) reads the same (read
    // once the outbox is done: its worker may send one between two reads while it works).
    const restarted = createReminders({
      db: t.app.votacao.database.db,
      outbox: t.app.votacao.outbox,
      secret: t.app.votacao.secret,
      publicUrl: 'https://votacao.example.org',
      now: t.clock.now,
      giveUpAfterMs: HOUR,
      isOpen: async () => true,
    });
    // They are outbox rows (decision 260): the outbox sends them, one turn a second.
    await sendReminders(t);
    const progress = (
      await t.app.inject({
        method: 'GET',
        url: `${ADMIN}/reminders/current`,
        headers: operator,
      })
    ).json() as ReminderProgress;
    expect(progress).toMatchObject({ total: 2, queued: 0, sent: 2, skipped: 0, failed: 0 });
    expect(await restarted.latest()).toEqual(await t.app.reminders.latest());
    expect(await restarted.latest()).toMatchObject({ total: 2, queued: 0, sent: 2 });

    const reminders = mailer.sent.filter((m) => m.subject === draft.subject);
    expect(reminders.map((m) => m.to).sort()).toEqual([voters[1]!.email, voters[2]!.email].sort());
    const toOne = reminders.find((m) => m.to === voters[1]!.email)!;
    expect(toOne.text).not.toContain(categories[0]!.name + ',');
    expect(toOne.text).toContain(categories[1]!.name);
    expect(toOne.headers?.['List-Unsubscribe']).toMatch(
      /^<.*\/api\/reminders\/unsubscribe\?token=\d+\.[\w-]{43}>$/,
    );
    expect(toOne.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(toOne.text).toContain('/api/reminders/unsubscribe?token=');

    const audit = await t.app.inject({
      method: 'GET',
      url: `${ADMIN}/audit?action=reminder.send`,
      headers: operator,
    });
    expect(audit.json().data[0]).toMatchObject({ after: { recipients: 2 } });
  });

  it('a second reminder within 24 h is refused (the next test sends one 25 h later)', async () => {
    const again = await post(`${ADMIN}/reminders`, draft);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(trustMessages.reminders.tooSoon);
  });

  it('one-click unsubscribe without signing in; a forged token is refused; codes still come', async () => {
    const secret = t.app.votacao.secret;
    const token = unsubscribeToken(secret, voters[2]!.id);
    // Another voter's id with this voter's signature, and a made-up signature: refused.
    const [, signature] = token.split('.');
    for (const forged of [
      `${voters[1]!.id}.${signature}`,
      unsubscribeToken('not-the-server-secret-0123456789abcdef', voters[1]!.id),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/reminders/unsubscribe?token=${forged}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(trustMessages.api.unsubscribeInvalid);
    }
    // A GET (a link scanner) only shows the button.
    const page = await t.app.inject({
      method: 'GET',
      url: `${API}/reminders/unsubscribe?token=${token}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const { db } = t.app.votacao.database;
    const subscribed = async (id: number) =>
      (
        await db
          .selectFrom('voters')
          .select('reminders_unsubscribed_at')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).reminders_unsubscribed_at === null;
    expect(await subscribed(voters[2]!.id)).toBe(true);

    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/reminders/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await subscribed(voters[2]!.id)).toBe(false);
    expect(await subscribed(voters[1]!.id)).toBe(true);

    // Codes are not reminders: still sent.
    const unsubscribed = await db
      .selectFrom('voters')
      .select(['cpf', 'email'])
      .where('id', '=', voters[2]!.id)
      .executeTakeFirstOrThrow();
    const toThem = () => mailer.sent.filter((m) => m.to === unsubscribed.email).length;
    const before = toThem();
    t.clock.advance(10 * 60_000);
    expect((await sendCode(t.app, unsubscribed.cpf)).statusCode).toBeLessThan(300);
    expect(toThem()).toBe(before + 1);

    // The next reminder (24 h later) skips the unsubscribed voter, and an erased one (LGPD:
    // its address is a placeholder).
    t.clock.advance(25 * HOUR);
    const erased = await signInVoter(t.app, mailer);
    const erasedRow = await db
      .selectFrom('voters')
      .selectAll()
      .where('id', '=', erased.id)
      .executeTakeFirstOrThrow();
    await eraseVoter(db, erasedRow, { actor: 'cli:test', at: t.clock.now() });
    const preview = await post(`${ADMIN}/reminders/preview`, draft);
    expect(preview.json().recipients).toBe(1);
    const next = await post(`${ADMIN}/reminders`, draft);
    expect(next.statusCode).toBe(202);
    expect(next.json()).toMatchObject({ total: 1 });
  });

  it('one-click takes RFC 8058 bodies only: the form urlencoded or multipart, nothing else', async () => {
    const { db } = t.app.votacao.database;
    const voter = voters[1]!;
    const url = `${API}/reminders/unsubscribe?token=${unsubscribeToken(t.app.votacao.secret, voter.id)}`;
    const subscribed = async () =>
      (
        await db
          .selectFrom('voters')
          .select('reminders_unsubscribed_at')
          .where('id', '=', voter.id)
          .executeTakeFirstOrThrow()
      ).reminders_unsubscribed_at === null;
    const refused: [string, string][] = [
      ['application/json', '{"List-Unsubscribe":"One-Click"}'],
      ['application/x-www-form-urlencoded', ''],
      ['application/x-www-form-urlencoded', 'List-Unsubscribe=Other'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
      ],
      ['multipart/form-data', 'List-Unsubscribe=One-Click'],
    ];
    for (const [type, payload] of refused) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${type}: ${payload}`).toBe(400);
      expect(res.json().message).toBe(trustMessages.api.unsubscribeBody);
    }
    const text = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(text.statusCode).toBe(415);
    expect(await subscribed()).toBe(true);

    // RFC 8058's preferred encoding, as a mail provider sends it.
    const multipart = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=----mp' },
      payload:
        '------mp\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n------mp--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect(await subscribed()).toBe(false);
    await db
      .updateTable('voters')
      .set({ reminders_unsubscribed_at: null })
      .where('id', '=', voter.id)
      .execute();
  });

  it('refused while voting is closed', async () => {
    t.clock.advance(25 * HOUR);
    const closed = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/election`,
      headers: operator,
      payload: {
        name: 'Prêmio',
        opensAt: null,
        closesAt: new Date(t.clock.now() - HOUR).toISOString(),
      },
    });
    expect(closed.statusCode).toBe(200);
    const res = await post(`${ADMIN}/reminders`, draft);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(trustMessages.reminders.notOpen);
  });
});
