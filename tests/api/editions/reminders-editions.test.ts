/**
 * Issue 41 §1, reminders' unsubscribes belong to their edition (decision 312), on SQLite and
 * PostgreSQL through the real routes: a voter who unsubscribed from edition 1's reminders gets
 * none of edition 1's; edition 2's reminder counts them again, each audit row names its
 * edition's year, and an unsubscribe in edition 2 holds in edition 2 (a second click changes
 * nothing). Codes are never affected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { EditionSummary } from '../../../src/domain/types';
import { unsubscribeToken } from '../../../src/server/features/reminders/unsubscribe';
import { startTestApp, type TestApp } from '../helpers/app';
import { operatorConsole } from '../helpers/console';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, bearer, signInOperator, signInVoter } from '../helpers/operators';
import { API } from '../helpers/voters';

const HOUR = 3_600_000;
const draft = { subject: 'Ainda dá tempo de votar', body: 'Olá, {nome}! Faltam: {categorias}.' };

describe.each(databaseKinds)('reminders per edition on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;
  let leaving: { id: number; token: string };

  const { admin, openFor, closeAndPublish } = operatorConsole(
    () => t,
    () => operator,
  );
  const recipients = async () => {
    const res = await admin('POST', '/reminders/preview', draft);
    expect(res.statusCode).toBe(200);
    return res.json().recipients as number;
  };
  const unsubscribe = () =>
    t.app.inject({
      method: 'POST',
      url: `${API}/reminders/unsubscribe?token=${unsubscribeToken(t.app.votacao.secret, leaving.id)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
  const unsubscribeAudit = async () =>
    (
      await t.app.votacao.database.db
        .selectFrom('audit_log')
        .select('after_json')
        .where('action', '=', 'voter.unsubscribe')
        .orderBy('id')
        .execute()
    ).map((r) => JSON.parse(r.after_json!) as { edition: number });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      config: { tokenTtlMinutes: 7 * 24 * 60 },
    });
    operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    await openFor(2);
    await signInVoter(t.app, mailer);
    leaving = await signInVoter(t.app, mailer);
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('edition 1: an unsubscribed voter is no recipient', async () => {
    expect(await recipients()).toBe(2);
    expect((await unsubscribe()).statusCode).toBe(200);
    expect(await recipients()).toBe(1);
    // A second click changes nothing (one audit row).
    expect((await unsubscribe()).statusCode).toBe(200);
    const years = await unsubscribeAudit();
    expect(years).toHaveLength(1);
  });

  it('edition 2: the same voter gets its reminders until unsubscribing from them', async () => {
    await closeAndPublish();
    const created = await admin('POST', '/editions');
    expect(created.statusCode).toBe(201);
    const second = created.json() as EditionSummary;
    expect((await admin('POST', `/editions/${second.id}/current`)).statusCode).toBe(200);
    t.clock.advance(HOUR);
    await openFor(2);

    expect(await recipients()).toBe(2);
    expect((await unsubscribe()).statusCode).toBe(200);
    expect(await recipients()).toBe(1);
    const years = (await unsubscribeAudit()).map((a) => a.edition);
    expect(years).toEqual([second.year - 1, second.year]);
  });
});
