/**
 * Issue 37, section 5, on SQLite and PostgreSQL: a registered CPF answered send-otp-code about
 * 7 ms slower than an unknown one (it read the voter's suppression, ran the code's transaction
 * and queued its e-mail; an unknown CPF answered after one read), which told the two apart. The
 * unknown path now does the same work against a voter that does not exist (decoyCodeStore),
 * changing nothing. Shown by counting the statements each path runs (not by timing, which this
 * shared machine cannot measure to the millisecond): the same number, on the same tables, in
 * the same order; and validate-otp-code's unknown CPF does the work of a registered CPF with no
 * code pending (the answers were already the same, decision 171).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { countRows } from '../helpers/everyTable';
import { MemoryMailer } from '../helpers/mail';
import { spyStatements } from '../helpers/statements';
import { API, cpfFrom, newVoter, register } from '../helpers/voters';

/** The statements a call runs, each as its verb and the first table it names. */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const restore = spyStatements((text) => {
    const verb = text.trim().split(/\s+/)[0]!.toLowerCase();
    const table = /(?:from|into|update)\s+"?(\w+)"?/i.exec(text)?.[1] ?? '?';
    seen.push(`${verb} ${table}`);
    return null;
  });
  try {
    await run();
  } finally {
    restore();
  }
  return seen;
}

describe.each(databaseKinds)('an unknown CPF costs what a registered one does on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  const registered = newVoter();
  const withoutCode = newVoter();
  /** Valid check digits, never registered (newVoter numbers from a random start below 1e9). */
  const unknown = cpfFrom(999_999_998);

  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `${API}/auth/${path}`, payload });
  const rows = async () => {
    const { db } = t.app.votacao.database;
    const count = (table: 'otp_limits' | 'one_time_codes' | 'mail_outbox') => countRows(db, table);
    return [await count('otp_limits'), await count('one_time_codes'), await count('mail_outbox')];
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, { deps: { mailer, outboxPolling: false } });
    expect((await register(t.app, registered)).statusCode).toBe(201);
    expect((await register(t.app, withoutCode)).statusCode).toBe(201);
    // Nothing is sent here: the route's wake-up of the worker must not add statements of its
    // own (the worker's claims and deliveries happen after the answer either way).
    await t.app.votacao.outbox.close();
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('send-otp-code: the same statements for an unknown CPF as for a registered one', async () => {
    let known: Awaited<ReturnType<typeof post>> | undefined;
    const knownStatements = await statementsOf(async () => {
      known = await post('send-otp-code', { cpf: registered.cpf });
    });
    expect(known?.statusCode).toBe(200);
    const before = await rows();
    let stranger: Awaited<ReturnType<typeof post>> | undefined;
    const unknownStatements = await statementsOf(async () => {
      stranger = await post('send-otp-code', { cpf: unknown });
    });
    expect(stranger?.statusCode).toBe(403);
    // Before issue 37: one read ('select voters') against eight.
    expect(knownStatements.length).toBeGreaterThanOrEqual(7);
    expect(unknownStatements).toHaveLength(knownStatements.length);
    // Table by table, in order; the e-mail's INSERT stands as an UPDATE that finds no row.
    expect(unknownStatements.map((s) => s.split(' ')[1])).toEqual(
      knownStatements.map((s) => s.split(' ')[1]),
    );
    // It changed nothing: no limits row, no code, no e-mail.
    expect(await rows()).toEqual(before);
  });

  it('validate-otp-code: an unknown CPF does the work of a registered CPF with no code pending', async () => {
    const knownStatements = await statementsOf(async () => {
      const res = await post('validate-otp-code', {
        cpf: withoutCode.cpf,
        codigoVerificacao: '123456',
      });
      expect(res.statusCode).toBe(401);
    });
    const before = await rows();
    const unknownStatements = await statementsOf(async () => {
      const res = await post('validate-otp-code', { cpf: unknown, codigoVerificacao: '123456' });
      expect(res.statusCode).toBe(401);
    });
    expect(knownStatements.length).toBeGreaterThanOrEqual(3);
    expect(unknownStatements).toEqual(knownStatements);
    expect(await rows()).toEqual(before);
  });
});
