/**
 * Issue 41 §1, voters persist across editions and the purge works per edition, on SQLite and
 * PostgreSQL through the real routes and the real command: past edition 1's retention nobody
 * who took part in it is erased (every voter signed up for it), only its network prefixes go;
 * a voter of edition 1 votes in edition 2 without signing up again; past edition 2's retention
 * the voter who took part in neither edition 2 nor signed up for it is erased (placeholder name
 * included), the voter who voted in 2 and the one who signed up for 2 stay, and no result moves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Category, EditionSummary, RegisterPayload } from '../../../src/domain/types';
import { startTestApp, type TestApp } from '../helpers/app';
import { runCli } from '../helpers/cli';
import { operatorConsole } from '../helpers/console';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { everyTable as everyRow } from '../helpers/everyTable';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, bearer, signInOperator } from '../helpers/operators';
import { API, newVoter, register, sendCode, validateCode } from '../helpers/voters';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Past PRIVACY_RETENTION_MONTHS (6 by default). */
const SEVEN_MONTHS = 7 * 31 * 24 * HOUR;

describe.each(databaseKinds)('the purge per edition on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;
  let operatorAccount: Awaited<ReturnType<typeof addOperator>>;
  /** Voted in edition 1 and in edition 2. */
  const loyal = newVoter();
  /** Signed up for edition 1, never voted, did nothing in edition 2. */
  const gone = newVoter({ nome: 'Eleitor Removido' });
  /** Signed up for edition 2 (after edition 1 closed), never voted. */
  const newcomer = newVoter();
  /** Signed up for edition 1; in edition 2 only named a company in its nominations phase. */
  const nominator = newVoter();

  const { admin, openFor, closeAndPublish } = operatorConsole(
    () => t,
    () => operator,
  );
  const everyTable = () => everyRow(t.app.votacao.database.db as never, kind);
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const purge = () =>
    runCli(
      ['purge'],
      { DATABASE_URL: database.url, USER: 'operadora' },
      process.cwd(),
      t.clock.now,
    );
  async function signIn(voter: RegisterPayload): Promise<string> {
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
    const res = await validateCode(t.app, voter.cpf, mailer.lastCode(voter.email));
    expect(res.statusCode).toBe(200);
    return res.json<{ accessToken: string }>().accessToken;
  }
  async function voteInFirstCategory(token: string) {
    const ballot = (
      (await get(`${API}/categories/app`, bearer(token))).json() as { data: Category[] }
    ).data;
    const category = ballot[0]!;
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: bearer(token),
      payload: { idCategory: category.id, idCompany: category.companies[0]!.id },
    });
    expect(res.statusCode).toBe(201);
  }
  const tally = () =>
    t.app.votacao.database.db
      .selectFrom('votes')
      .select(['category_id', 'company_id'])
      .orderBy('category_id')
      .orderBy('company_id')
      .execute();
  const prefixesOf = async (cpf: string) =>
    t.app.votacao.database.db
      .selectFrom('voters')
      .leftJoin('votes', 'votes.voter_id', 'voters.id')
      .select(['voters.signup_prefix', 'votes.prefix'])
      .where('voters.cpf', '=', cpf)
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, { deps: { mailer } });
    operatorAccount = await addOperator(t.app);
    operator = bearer(await signInOperator(t.app, mailer, operatorAccount));
    await openFor(2);
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('edition 1: past its retention, everyone who took part stays; its network prefixes go', async () => {
    expect((await register(t.app, loyal)).statusCode).toBe(201);
    expect((await register(t.app, gone)).statusCode).toBe(201);
    expect((await register(t.app, nominator)).statusCode).toBe(201);
    await voteInFirstCategory(await signIn(loyal));
    await closeAndPublish();
    expect((await purge()).out).toContain('Dados pessoais mantidos até');

    t.clock.advance(SEVEN_MONTHS);
    const run = await purge();
    expect(run.code).toBe(0);
    expect(run.out).toContain('Dados pessoais apagados de 0 eleitor(es)');
    expect(run.out).toContain('Prefixos de rede apagados de 1 voto(s) e 3 cadastro(s)');
    const dump = await everyTable();
    for (const value of [loyal.cpf, loyal.email, gone.cpf, gone.email]) {
      expect(dump).toContain(value);
    }
    for (const row of [...(await prefixesOf(loyal.cpf)), ...(await prefixesOf(gone.cpf))]) {
      expect(row).toEqual({ signup_prefix: null, prefix: null });
    }
  });

  it('edition 2: a voter of edition 1 votes without signing up again; a newcomer signs up', async () => {
    // Seven months on, the operator's session has long expired.
    operator = bearer(await signInOperator(t.app, mailer, operatorAccount));
    expect((await admin('POST', '/editions')).statusCode).toBe(201);
    const editions = (await admin('GET', '/editions')).json() as { data: EditionSummary[] };
    const second = editions.data.find((e) => !e.current)!;
    // The new edition's placeholder window (closed at its creation) never ran: a purge now
    // counts edition 1 as the last, and erases nobody who took part in it.
    const meanwhile = await purge();
    expect(meanwhile.out).toContain('Dados pessoais apagados de 0 eleitor(es)');
    expect((await admin('POST', `/editions/${second.id}/current`)).statusCode).toBe(200);
    await openFor(2);
    // While edition 2 is open, the purge refuses (it would reset every code budget).
    const refused = await purge();
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('A eleição ainda não encerrou');

    expect((await register(t.app, loyal)).statusCode).toBe(400); // "Usuário já existe."
    await voteInFirstCategory(await signIn(loyal));
    expect((await register(t.app, newcomer)).statusCode).toBe(201);
    // A nomination in edition 2 (as the nominations phase stores one; decision 305).
    const { db } = t.app.votacao.database;
    const category = await db
      .selectFrom('categories')
      .select('id')
      .where('edition_id', '=', second.id)
      .executeTakeFirstOrThrow();
    const voter = await db
      .selectFrom('voters')
      .select('id')
      .where('cpf', '=', nominator.cpf)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('nominations')
      .values({
        edition_id: second.id,
        category_id: category.id,
        voter_id: voter.id,
        text: 'Padaria do Zé',
        created_at: t.clock.now(),
        updated_at: t.clock.now(),
      })
      .execute();
    await closeAndPublish();
  });

  it('past edition 2’s retention: only the voter who took part in neither it nor its sign-ups is erased', async () => {
    const before = await tally();
    t.clock.advance(SEVEN_MONTHS);
    const run = await purge();
    expect(run.code).toBe(0);
    expect(run.out).toContain('Dados pessoais apagados de 1 eleitor(es)');
    const dump = await everyTable();
    for (const value of [gone.cpf, gone.email]) expect(dump).not.toContain(value);
    for (const value of [loyal.cpf, loyal.email, newcomer.cpf, newcomer.email, nominator.cpf]) {
      expect(dump).toContain(value);
    }
    expect(await tally()).toEqual(before);
    // The erased voter is unknown now; the others still sign in, a year later.
    const unknown = await sendCode(t.app, gone.cpf);
    expect(unknown.statusCode).toBe(403);
    await signIn(loyal);
    await signIn(newcomer);
    const audit = await t.app.votacao.database.db
      .selectFrom('audit_log')
      .select('after_json')
      .where('action', '=', 'data.purge')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json!)).toMatchObject({ votersErased: 1 });
  });
});
