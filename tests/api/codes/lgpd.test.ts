/**
 * LGPD commands against a real app's database: export holds every row about the voter; after
 * delete no table holds their CPF, e-mail, name or celular and the results are unchanged;
 * purge removes codes and limits (and network prefixes past retention); expired codes are swept.
 */
import { describe, expect, it } from 'vitest';

import { recordAudit } from '../../../src/server/features/audit/audit';
import { resultsRepository } from '../../../src/server/features/election/resultsRepository';
import { runCli } from '../helpers/cli';
import { databaseKinds } from '../helpers/databases';
import { everyTable as everyRow } from '../helpers/everyTable';
import { appWithMailbox } from '../helpers/mailboxApp';
import { API, newVoter, register, sendCode, signedInVoter } from '../helpers/voters';

describe.each(databaseKinds)('LGPD commands on %s', (kind) => {
  const env = appWithMailbox(kind);

  async function admin(...argv: string[]) {
    return runCli(argv, { DATABASE_URL: env.database.url, USER: 'operadora' }, process.cwd());
  }

  /** A voter who signed up, signed in, voted in two categories and has a pending code. */
  async function voterWithVotes() {
    const celular = `219${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const { voter, id, token } = await signedInVoter(
      env.t.app,
      env.mailer,
      newVoter({ celular: `(${celular.slice(0, 2)}) ${celular.slice(2, 7)}-${celular.slice(7)}` }),
    );
    const categories = (
      await env.t.app.inject({
        method: 'GET',
        url: `${API}/categories/app`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data as { id: number; companies: { id: number }[] }[];
    for (const category of categories.slice(0, 2)) {
      const res = await env.t.app.inject({
        method: 'POST',
        url: `${API}/votes`,
        headers: { authorization: `Bearer ${token}` },
        payload: { idCategory: category.id, idCompany: category.companies[0]?.id },
      });
      expect(res.statusCode).toBe(201);
    }
    env.t.clock.advance(31_000);
    await sendCode(env.t.app, voter.cpf);
    return { voter, celular, id: id as number, token };
  }

  const everyTable = () => everyRow(env.t.app.votacao.database.db as never, kind);

  /** Sets the election's closing date in the database (as another process would). */
  const setClose = (closes_at: number | null) =>
    env.t.app.votacao.database.db
      .updateTable('election')
      .set((eb) => ({ closes_at, version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute();

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
    const { db } = env.t.app.votacao.database;
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

  it('voter delete while the election is open: refused for a voter who voted (no second vote)', async () => {
    const { voter } = await voterWithVotes();
    const { db } = env.t.app.votacao.database;
    const before = await resultsRepository(db).tally();
    // No closing date (counts as open), then a closing date still ahead.
    for (const closesAt of [null, Date.now() + 86_400_000]) {
      await setClose(closesAt);
      const refused = await admin('voter', 'delete', voter.cpf);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('este eleitor já votou');
      expect(refused.err).toContain('Nada foi apagado');
      // The attack of issue 25: the same CPF and e-mail register again and vote twice. It fails.
      expect((await register(env.t.app, voter)).statusCode).toBe(400);
    }
    expect(await everyTable()).toContain(voter.email);
    expect(await resultsRepository(db).tally()).toEqual(before);
    await setClose(null);
    // A voter who has not voted may be erased at any time (a new sign-up counts once).
    const fresh = newVoter();
    expect((await register(env.t.app, fresh)).statusCode).toBe(201);
    expect((await admin('voter', 'delete', fresh.cpf)).code).toBe(0);
  });

  it('voter delete: no table holds their CPF, e-mail, name or celular; the results are unchanged', async () => {
    const { voter, id, token, celular } = await voterWithVotes();
    const { db } = env.t.app.votacao.database;
    // An operator's reason quoting the voter: CPF, e-mail and celular are masked when written…
    await recordAudit(db, {
      actor: 'operadora@associacao.example.org',
      action: 'voter.invalidate',
      target: `voter:${id}`,
      reason: `Mesmo celular ${celular} de ${voter.nome}, CPF ${voter.cpf}, ${voter.email}`,
    });
    const stored = await db
      .selectFrom('audit_log')
      .select('reason')
      .where('target', '=', `voter:${id}`)
      .where('action', '=', 'voter.invalidate')
      .executeTakeFirstOrThrow();
    for (const value of [voter.cpf, voter.email, celular]) {
      expect(stored.reason).not.toContain(value);
    }
    expect(stored.reason).toContain('de Maria da Silva');
    // …and the database still refuses any other change to the trail.
    await expect(
      db
        .updateTable('audit_log')
        .set({ reason: 'outro texto' })
        .where('target', '=', `voter:${id}`)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      db.deleteFrom('audit_log').where('target', '=', `voter:${id}`).execute(),
    ).rejects.toThrow(/append-only/);

    const before = await resultsRepository(db).tally();
    await setClose(Date.now() - 1000);
    const { code, out } = await admin('voter', 'delete', voter.cpf);
    await setClose(null);
    expect(code).toBe(0);
    expect(out).toContain('2 voto(s) mantido(s)');
    const dump = await everyTable();
    for (const value of [voter.cpf, voter.email, voter.nome, celular]) {
      expect(dump).not.toContain(value);
    }
    expect(await resultsRepository(db).tally()).toEqual(before);
    // The old token is dead, and the CPF can sign up again as a new person.
    env.t.app.codes.sessions.forget(id);
    const list = await env.t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(401);
    expect((await sendCode(env.t.app, voter.cpf)).statusCode).toBe(403);
    expect((await register(env.t.app, voter)).statusCode).toBe(201);
  });

  it('purge: codes and limits go; past the retention, the network prefixes of the closed edition, and nobody who took part in it', async () => {
    const { voter } = await voterWithVotes();
    const { db } = env.t.app.votacao.database;
    await setClose(Date.now() - 1000);
    const kept = await admin('purge');
    expect(kept.code).toBe(0);
    expect(kept.out).toContain('Dados pessoais mantidos até');
    expect(await db.selectFrom('one_time_codes').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('otp_limits').selectAll().execute()).toEqual([]);
    expect(await everyTable()).toContain(voter.email);

    const before = await resultsRepository(db).tally();
    await setClose(Date.parse('2020-01-31T23:59:59-03:00'));
    const past = await admin('purge');
    await setClose(null);
    expect(past.code).toBe(0);
    // One edition only: every voter signed up for it or voted in it, so every voter stays
    // registered for the next (issue 41 §1); the per-edition erasure is purge-editions.test.ts.
    expect(past.out).toContain('Dados pessoais apagados de 0 eleitor(es)');
    expect(past.out).toMatch(/Prefixos de rede apagados de \d+ voto\(s\) e \d+ cadastro\(s\)/);
    expect(await everyTable()).toContain(voter.email);
    const prefixes = await db
      .selectFrom('votes')
      .select('prefix')
      .where('prefix', 'is not', null)
      .execute();
    expect(prefixes).toEqual([]);
    const signUps = await db
      .selectFrom('voters')
      .select('signup_prefix')
      .where('signup_prefix', 'is not', null)
      .execute();
    // Their sign-ups came after that (moved) close: they belong to the next edition, kept.
    expect(signUps).not.toEqual([]);
    expect(await resultsRepository(db).tally()).toEqual(before);
  });

  it("purge without --closed-at reads the election's closing date, and refuses before it", async () => {
    const { voter } = await voterWithVotes();
    const { db } = env.t.app.votacao.database;
    const codes = () => db.selectFrom('one_time_codes').selectAll().execute();
    await sendCode(env.t.app, voter.cpf);
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

    // The attack of issue 25: --closed-at in the past while voting is open resets every
    // guessing budget. Refused: --closed-at can only move the date later.
    const forced = await admin('purge', '--closed-at', '2020-01-01');
    expect(forced.code).toBe(1);
    expect(forced.err).toContain('A eleição ainda não encerrou');
    expect(await codes()).not.toEqual([]);
    await setClose(Date.now() - 86_400_000);
    const early = await admin('purge', '--closed-at', '2020-01-01');
    expect(early.code).toBe(1);
    expect(early.err).toContain('anterior ao encerramento real');
    expect(await codes()).not.toEqual([]);
    await setClose(null);

    // Closed yesterday: codes and limits go, personal data stays for the retention period.
    const next = await voterWithVotes();
    await setClose(Date.now() - 86_400_000);
    const closed = await admin('purge');
    expect(closed.code).toBe(0);
    expect(closed.out).toContain('Dados pessoais mantidos até');
    expect(await codes()).toEqual([]);
    expect(await everyTable()).toContain(next.voter.email);

    // Closed long ago: past retention; the voter took part in the edition, so stays registered.
    await setClose(Date.parse('2020-01-31T23:59:59-03:00'));
    const past = await admin('purge');
    expect(past.out).toMatch(/Dados pessoais apagados de \d+ eleitor/);
    expect(await everyTable()).toContain(next.voter.email);
    await setClose(null);
  });

  it('expired code rows are removed by the housekeeping sweep', async () => {
    const voter = newVoter();
    const { id } = (await register(env.t.app, voter)).json();
    expect((await sendCode(env.t.app, voter.cpf)).statusCode).toBe(200);
    const { db } = env.t.app.votacao.database;
    const live = () =>
      db.selectFrom('one_time_codes').selectAll().where('voter_id', '=', id).execute();
    await env.t.app.codes.sweepExpiredCodes();
    expect(await live()).toHaveLength(1);
    env.t.clock.advance(10 * 60_000);
    await env.t.app.codes.sweepExpiredCodes();
    expect(await live()).toEqual([]);
  });
});
