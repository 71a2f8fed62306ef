/**
 * The scripted attack end to end through the real routes, on SQLite and PostgreSQL: 200 ordinary
 * voters seeded through the repositories over three days, then 40 attackers signing up and voting
 * through /auth and /votes from one /24 (X-Forwarded-For behind TRUST_PROXY, the app's clock
 * moved to the burst). The operator reads GET /admin/integrity, invalidates the burst's voters
 * with a reason, sees the results drop by exactly their votes and the attackers' tokens refused,
 * restores them, and finds both actions in the audit trail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AdminResults, AuditPage, IntegrityReport } from '../../../src/domain/admin';
import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';
import { insertVoter } from '../../../src/server/features/codes/votersRepository';
import { currentResults, resultsCsv } from '../../../src/server/features/election/ranking';
import { resultsRepository } from '../../../src/server/features/election/resultsRepository';
import { integrityApiMessages } from '../../../src/server/features/integrity/messages';
import { startTestApp, type TestApp } from '../helpers/app';
import { HOUR, ordinaryChoices, planElection, seeded, type PlannedVoter } from '../helpers/attack';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator } from '../helpers/operators';
import { API, sendCode, validateCode } from '../helpers/voters';

describe.each(databaseKinds)('integrity review and voter actions on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operatorToken = '';
  const attackers = new Map<number, string>();
  const ordinary = new Set<number>();
  let targetCompany = 0;

  const get = <T>(url: string, token = operatorToken) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) }).then((res) => ({
      status: res.statusCode,
      get body() {
        return res.json() as T;
      },
      raw: res,
    }));
  const post = (url: string, payload: object, token = operatorToken) =>
    t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

  async function attack(voter: PlannedVoter, categoryId: number) {
    t.clock.t = voter.at;
    const headers = { 'x-forwarded-for': voter.ip };
    const { nome, email, celular, cpf } = voter;
    const registered = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/register`,
      headers,
      payload: { nome, email, celular, cpf, 'cf-turnstile-response': DEV_BOT_CHECK_TOKEN },
    });
    expect(registered.statusCode).toBe(201);
    expect((await sendCode(t.app, cpf)).statusCode).toBeLessThan(300);
    const signedIn = await validateCode(t.app, cpf, mailer.lastCode(email));
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().accessToken as string;
    t.clock.advance(40_000);
    const voted = await t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: { ...headers, ...bearer(token) },
      payload: { idCompany: targetCompany, idCategory: categoryId },
    });
    expect(voted.statusCode).toBe(201);
    attackers.set(registered.json().id as number, token);
  }

  /** The tally the console shows once voting closes (sealed over HTTP while it is open). */
  const sealedResults = (): Promise<AdminResults> =>
    currentResults(resultsRepository(t.app.votacao.database.db), t.clock.now());

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, { deps: { mailer }, env: { TRUST_PROXY: '127.0.0.1' } });
    const { db } = t.app.votacao.database;
    const companies = await db.selectFrom('companies').select(['id', 'category_id']).execute();
    const categories = [...new Set(companies.map((c) => c.category_id))].map((id) => ({
      id,
      companies: companies.filter((c) => c.category_id === id).map((c) => c.id),
    }));
    const target = categories[0]!;
    targetCompany = target.companies[0]!;
    const start = t.clock.now() - 72 * HOUR;
    const rnd = seeded(5);
    for (const voter of planElection(start)) {
      if (voter.attacker) {
        await attack(voter, target.id);
        continue;
      }
      const { id } = await insertVoter(db, {
        nome: voter.nome,
        email: voter.email,
        celular: voter.celular,
        cpf: voter.cpf,
        created_at: voter.at,
        signup_prefix: voter.prefix,
      });
      ordinary.add(id);
      for (const choice of ordinaryChoices(rnd, categories)) {
        await db
          .insertInto('votes')
          .values({
            voter_id: id,
            category_id: choice.categoryId,
            company_id: choice.companyId,
            created_at: voter.at + 90_000,
            prefix: voter.prefix,
          })
          .execute();
      }
    }
    // Shortly after the burst: the attackers' tokens are still valid (what invalidation ends).
    let lastAttack = 0;
    for (const voter of planElection(start)) if (voter.attacker) lastAttack = voter.at;
    t.clock.t = lastAttack + 5 * 60_000;
    operatorToken = await signInOperator(t.app, mailer, await addOperator(t.app));
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const companyVotes = (results: AdminResults) =>
    results.data.flatMap((c) => c.companies).find((c) => c.companyId === targetCompany)?.votes;

  it('GET /admin/integrity flags every attacker and at most 5 % of the ordinary voters', async () => {
    const { status, body } = await get<IntegrityReport>(`${ADMIN}/integrity`);
    expect(status).toBe(200);
    const flagged = new Set(body.flags.flatMap((f) => f.voterIds));
    expect([...attackers.keys()].filter((id) => !flagged.has(id))).toEqual([]);
    expect([...ordinary].filter((id) => flagged.has(id)).length).toBeLessThanOrEqual(10);
    expect(body.flags.map((f) => f.kind)).toEqual(
      expect.arrayContaining(['signup-burst', 'email-pattern', 'disposable-email', 'vote-burst']),
    );
  });

  it('needs an operator: 401 without a token, 403 with a voter token', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${ADMIN}/integrity` })).statusCode).toBe(401);
    const voterToken = [...attackers.values()][0]!;
    expect((await get(`${ADMIN}/integrity`, voterToken)).status).toBe(403);
  });

  it('refuses an invalidation without a category from the list or a reason (422) and an unknown voter (404)', async () => {
    const id = [...attackers.keys()][0]!;
    const noReason = await post(`${ADMIN}/voters/${id}/invalidate`, {
      reason: '   ',
      category: 'duplicate',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().message).toBe(integrityApiMessages.reasonRequired);
    expect((await post(`${ADMIN}/voters/${id}/invalidate`, {})).statusCode).toBe(422);
    for (const category of [undefined, '', 'fraude', 'Cadastro duplicado', 42]) {
      for (const url of [`${ADMIN}/voters/${id}/invalidate`, `${ADMIN}/voters/invalidate`]) {
        const res = await post(url, { voterIds: [id], reason: 'Conta falsa', category });
        expect(res.statusCode, `${url} ${String(category)}`).toBe(422);
        if (typeof category === 'string' || category === undefined) {
          expect(res.json()).toEqual({
            message: integrityApiMessages.categoryRequired,
            errors: { category: integrityApiMessages.categoryRequired },
          });
        }
      }
    }
    expect(integrityApiMessages.categoryRequired).toContain('duplicate (Cadastro duplicado)');
    const unknown = await post(`${ADMIN}/voters/99999999/invalidate`, {
      reason: 'teste',
      category: 'other',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await post(`${ADMIN}/voters/invalidate`, { voterIds: [id], reason: '', category: 'other' }))
        .statusCode,
    ).toBe(422);
    // Nothing was invalidated by the refused calls.
    const row = await t.app.votacao.database.db
      .selectFrom('voters')
      .select(['invalidated_at', 'invalidated_category'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ invalidated_at: null, invalidated_category: null });
  });

  it('invalidate → results drop by exactly those votes, tokens get 401; restore → back; both audited', async () => {
    const burst = (await get<IntegrityReport>(`${ADMIN}/integrity`)).body.flags.find(
      (f) => f.kind === 'vote-burst',
    )!;
    const before = await sealedResults();
    const voters = (
      await get<{ data: { id: number; votes: number }[] }>(
        `${ADMIN}/voters?ids=${burst.voterIds.join(',')}`,
      )
    ).body.data;
    expect(voters.map((v) => v.id)).toEqual(burst.voterIds);

    // Before: the attackers' sessions work.
    const firstToken = [...attackers.values()][0]!;
    const open = await t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: bearer(firstToken),
    });
    expect(open.statusCode).toBe(200);

    const reason = 'Rajada de cadastros da rede 203.0.113.0/24 com e-mails em série';
    const invalidated = await post(`${ADMIN}/voters/invalidate`, {
      voterIds: burst.voterIds,
      reason,
      category: 'automated',
    });
    expect(invalidated.statusCode).toBe(200);
    const result = invalidated.json() as { voters: number; votes: number };
    expect(result).toEqual({
      voters: burst.voterIds.length,
      votes: voters.reduce((n, v) => n + v.votes, 0),
    });

    const after = await sealedResults();
    const totalOf = (r: AdminResults) =>
      r.data.reduce((n, c) => n + c.companies.reduce((m, x) => m + x.votes, 0), 0);
    expect(totalOf(before) - totalOf(after)).toBe(result.votes);
    expect(companyVotes(before)! - companyVotes(after)!).toBeGreaterThanOrEqual(40);
    expect(after.data.reduce((n, c) => n + c.invalidatedVotes, 0)).toBe(result.votes);
    // Per company only on the server while voting is open (the console's results are sealed).
    expect((await get(`${ADMIN}/results.csv`)).raw.statusCode).toBe(403);
    const csv = resultsCsv(after);
    expect(csv).toContain(String(companyVotes(after)));

    for (const token of attackers.values()) {
      const list = await t.app.inject({
        method: 'GET',
        url: `${API}/categories/app`,
        headers: bearer(token),
      });
      expect(list.statusCode).toBe(401);
    }
    // Invalidating again changes nothing (and writes no audit row).
    const again = await post(`${ADMIN}/voters/invalidate`, {
      voterIds: burst.voterIds,
      reason,
      category: 'automated',
    });
    expect(again.json()).toEqual({ voters: 0, votes: 0 });

    const restored = await post(`${ADMIN}/voters/restore`, {
      voterIds: burst.voterIds,
      reason: 'Conferido por telefone',
    });
    expect(restored.json()).toEqual(result);
    expect(totalOf(await sealedResults())).toBe(totalOf(before));

    const audit = (await get<AuditPage>(`${ADMIN}/audit?action=voter.invalidate&limit=200`)).body;
    expect(audit.total).toBe(burst.voterIds.length);
    expect(audit.data[0]).toMatchObject({
      action: 'voter.invalidate',
      reason,
      target: expect.stringMatching(/^voter:\d+$/),
    });
    const restores = (await get<AuditPage>(`${ADMIN}/audit?action=voter.restore`)).body;
    expect(restores.total).toBe(burst.voterIds.length);
    const file = (await get(`${ADMIN}/audit.csv?action=voter.restore`)).raw;
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.body.split('\r\n').filter(Boolean)).toHaveLength(burst.voterIds.length + 1);
  });

  it('a flag says how many of its voters are invalidated now (issue 40 §9: 3 of 13, not "Invalidar 13")', async () => {
    const flagOf = async () =>
      (await get<IntegrityReport>(`${ADMIN}/integrity`)).body.flags.find(
        (f) => f.kind === 'vote-burst',
      )!;
    const burst = await flagOf();
    expect(burst.invalidated).toBe(0);
    const three = burst.voterIds.slice(0, 3);
    const done = await post(`${ADMIN}/voters/invalidate`, {
      voterIds: three,
      reason: 'Três contas conferidas uma a uma',
      category: 'automated',
    });
    expect(done.json()).toMatchObject({ voters: 3 });
    expect((await flagOf()).invalidated).toBe(3);
    await post(`${ADMIN}/voters/restore`, { voterIds: three, reason: 'Conferido por telefone' });
    expect((await flagOf()).invalidated).toBe(0);
  });

  it('one voter: invalidated they cannot vote, restored their old token stays ended', async () => {
    const [id, token] = [...attackers.entries()][0]!;
    const res = await post(`${ADMIN}/voters/${id}/invalidate`, {
      reason: 'Endereço descartável',
      category: 'false-data',
    });
    expect(res.json()).toEqual({ voters: 1, votes: 1 });
    const voted = await t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: bearer(token),
      payload: { idCompany: targetCompany, idCategory: 1 },
    });
    expect(voted.statusCode).toBe(401);
    expect((await post(`${ADMIN}/voters/${id}/restore`, { reason: 'Engano' })).json()).toEqual({
      voters: 1,
      votes: 1,
    });
  });

  it('a direct DELETE or UPDATE on the audit table fails', async () => {
    const { db } = t.app.votacao.database;
    await expect(db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    await expect(db.updateTable('audit_log').set({ reason: 'x' }).execute()).rejects.toThrow(
      /append-only/,
    );
  });
});
