/**
 * LGPD commands against a real app's database: export holds every row about the voter; after
 * delete no table holds their CPF, e-mail, name or celular and the results are unchanged;
 * purge removes codes and limits (and personal data past retention); expired codes are swept.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runAdmin } from '../../src/server/cli/admin';
import { resultsRepository } from '../../src/server/repositories/results';

import { startTestApp, type TestApp } from './helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/databases';
import { MemoryMailer } from './helpers/mail';
import { API, newVoter, register, sendCode, validateCode } from './helpers/voters';

describe.each(databaseKinds)('LGPD commands on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  let mailer: MemoryMailer;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    mailer = new MemoryMailer();
    t = await startTestApp(database, { deps: { mailer } });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  async function admin(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(
      argv,
      { DATABASE_URL: database.url, USER: 'operadora' },
      { out: (l) => out.push(l), err: (l) => err.push(l), cwd: process.cwd() },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  /** A voter who signed up, signed in, voted in two categories and has a pending code. */
  async function voterWithVotes() {
    const celular = `219${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const voter = newVoter({
      celular: `(${celular.slice(0, 2)}) ${celular.slice(2, 7)}-${celular.slice(7)}`,
    });
    const { id } = (await register(t.app, voter)).json();
    await sendCode(t.app, voter.cpf);
    const token = (await validateCode(t.app, voter.cpf, mailer.lastCode(voter.email))).json()
      .accessToken as string;
    const categories = (
      await t.app.inject({
        method: 'GET',
        url: `${API}/categories/app`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data as { id: number; companies: { id: number }[] }[];
    for (const category of categories.slice(0, 2)) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/votes`,
        headers: { authorization: `Bearer ${token}` },
        payload: { idCategory: category.id, idCompany: category.companies[0]?.id },
      });
      expect(res.statusCode).toBe(201);
    }
    t.clock.advance(31_000);
    await sendCode(t.app, voter.cpf);
    return { voter, celular, id: id as number, token };
  }

  /** Every row of every table, as text (to look for personal data anywhere). */
  async function everyTable(): Promise<string> {
    const { db } = t.app.votacao.database;
    const tables =
      kind === 'sqlite'
        ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
            db,
          )
        : await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
            db,
          );
    let dump = '';
    for (const { name } of tables.rows) {
      const rows = await sql`select * from ${sql.table(name)}`.execute(db);
      dump += `${name}\n${JSON.stringify(rows.rows)}\n`;
    }
    return dump;
  }

  it('voter export: every row any table holds about the voter, as JSON', async () => {
    const { voter, id, celular } = await voterWithVotes();
    const { code, out } = await admin('voter', 'export', voter.cpf);
    expect(code).toBe(0);
    const data = JSON.parse(out.slice(out.indexOf('{')));
    expect(data.voter).toMatchObject({
      id,
      nome: voter.nome,
      email: voter.email,
      cpf: voter.cpf,
      celular,
    });
    expect(data.votes).toHaveLength(2);
    expect(data.votes[0]).toEqual(
      expect.objectContaining({ categoria: expect.any(String), empresa: expect.any(String) }),
    );
    expect(data.oneTimeCode).toMatchObject({ voter_id: id });
    expect(data.codeLimits).toMatchObject({ voter_id: id });
    // Cross-check with the database: every row that names the voter is in the export.
    const { db } = t.app.votacao.database;
    for (const table of ['votes', 'one_time_codes', 'otp_limits'] as const) {
      const rows = await db.selectFrom(table).selectAll().where('voter_id', '=', id).execute();
      const exported =
        table === 'votes'
          ? data.votes
          : [data[table === 'otp_limits' ? 'codeLimits' : 'oneTimeCode']];
      expect(exported).toHaveLength(rows.length);
      for (const row of rows) expect(exported).toContainEqual(expect.objectContaining(row));
    }
    expect(await admin('voter', 'export', '529.982.247-25')).toMatchObject({ code: 1 });
  });

  it('voter delete: no table holds their CPF, e-mail, name or celular; the results are unchanged', async () => {
    const { voter, id, token, celular } = await voterWithVotes();
    const { db } = t.app.votacao.database;
    const before = await resultsRepository(db).tally();
    const { code, out } = await admin('voter', 'delete', voter.cpf);
    expect(code).toBe(0);
    expect(out).toContain('2 voto(s) mantido(s)');
    const dump = await everyTable();
    for (const value of [voter.cpf, voter.email, voter.nome, celular]) {
      expect(dump).not.toContain(value);
    }
    expect(await resultsRepository(db).tally()).toEqual(before);
    // The old token is dead, and the CPF can sign up again as a new person.
    t.app.votacao.sessions.forget(id);
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(401);
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(403);
    expect((await register(t.app, voter)).statusCode).toBe(201);
  });

  it('purge: codes and limits go; personal data only after the retention period', async () => {
    const { voter } = await voterWithVotes();
    const { db } = t.app.votacao.database;
    const today = new Date().toISOString().slice(0, 10);
    const kept = await admin('purge', '--closed-at', today);
    expect(kept.code).toBe(0);
    expect(kept.out).toContain('Dados pessoais mantidos até');
    expect(await db.selectFrom('one_time_codes').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('otp_limits').selectAll().execute()).toEqual([]);
    expect(await everyTable()).toContain(voter.email);

    const before = await resultsRepository(db).tally();
    const past = await admin('purge', '--closed-at', '2020-01-31');
    expect(past.out).toMatch(/Dados pessoais apagados de \d+ eleitor/);
    const dump = await everyTable();
    for (const value of [voter.cpf, voter.email, voter.nome]) expect(dump).not.toContain(value);
    expect(await resultsRepository(db).tally()).toEqual(before);
  });

  it("purge without --closed-at reads the election's closing date, and refuses before it", async () => {
    const { voter } = await voterWithVotes();
    const { db } = t.app.votacao.database;
    const setClose = (closes_at: number | null) =>
      db.updateTable('election').set({ closes_at }).where('id', '=', 1).execute();
    const codes = () => db.selectFrom('one_time_codes').selectAll().execute();
    await sendCode(t.app, voter.cpf);
    expect(await codes()).not.toEqual([]);

    await setClose(null);
    const noDate = await admin('purge');
    expect(noDate.code).toBe(1);
    expect(noDate.err).toContain('A eleição não tem data de encerramento');
    expect(await codes()).not.toEqual([]);

    await setClose(Date.now() + 86_400_000);
    const open = await admin('purge');
    expect(open.code).toBe(1);
    expect(open.err).toContain('A eleição ainda não encerrou');
    expect(await codes()).not.toEqual([]);

    // --closed-at still overrides (here: the election's date is ignored).
    const forced = await admin('purge', '--closed-at', '2020-01-31');
    expect(forced.code).toBe(0);
    expect(forced.out).toMatch(/Dados pessoais apagados de \d+ eleitor/);

    // Closed yesterday: codes and limits go, personal data stays for the retention period.
    const next = await voterWithVotes();
    await setClose(Date.now() - 86_400_000);
    const closed = await admin('purge');
    expect(closed.code).toBe(0);
    expect(closed.out).toContain('Dados pessoais mantidos até');
    expect(await codes()).toEqual([]);
    expect(await everyTable()).toContain(next.voter.email);

    // Closed long ago: past retention, personal data goes too.
    await setClose(Date.parse('2020-01-31T23:59:59-03:00'));
    const past = await admin('purge');
    expect(past.out).toMatch(/Dados pessoais apagados de \d+ eleitor/);
    expect(await everyTable()).not.toContain(next.voter.email);
    await setClose(null);
  });

  it('expired code rows are removed by the housekeeping sweep', async () => {
    const voter = newVoter();
    const { id } = (await register(t.app, voter)).json();
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
    const { db } = t.app.votacao.database;
    const live = () =>
      db.selectFrom('one_time_codes').selectAll().where('voter_id', '=', id).execute();
    await t.app.votacao.sweepExpiredCodes();
    expect(await live()).toHaveLength(1);
    t.clock.advance(10 * 60_000);
    await t.app.votacao.sweepExpiredCodes();
    expect(await live()).toEqual([]);
  });
});
