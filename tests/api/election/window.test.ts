/**
 * The election and its window: the server's clock decides (403 before and after, 201 during);
 * PUT refuses bad dates with Portuguese messages and writes nothing; publication waits for the
 * close; /api/results is 404 until then and then counts exactly the votes cast, ranked, ties
 * sharing a rank; the CSV is UTF-8 with BOM and quoted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AdminResults, PublicResults, Turnout } from '../../../src/domain/admin';
import { sortByName } from '../../../src/domain/collation';
import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import type { Category } from '../../../src/domain/types';
import { currentResults } from '../../../src/server/features/election/ranking';
import { resultsRepository } from '../../../src/server/features/election/resultsRepository';
import { apiMessages } from '../../../src/server/messages';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';
import { API } from '../helpers/voters';

const HOUR = 3_600_000;

describe.each(databaseKinds)('election and results on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;
  let operatorEmail: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // The clock moves hours forward: tokens must outlive it.
    t = await startTestApp(database, {
      deps: { mailer },
      config: { tokenTtlMinutes: 7 * 24 * 60 },
    });
    operatorEmail = await addOperator(t.app);
    operator = bearer(await signInOperator(t.app, mailer, operatorEmail));
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const iso = (ms: number) => new Date(ms).toISOString();
  const putElection = (body: object) =>
    t.app.inject({ method: 'PUT', url: `${ADMIN}/election`, headers: operator, payload: body });
  const publish = () =>
    t.app.inject({ method: 'POST', url: `${ADMIN}/election/publish`, headers: operator });
  const publicResults = () => t.app.inject({ method: 'GET', url: `${API}/results` });

  async function categories(token: string): Promise<Category[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: bearer(token),
    });
    return (res.json() as { data: Category[] }).data;
  }
  const vote = (token: string, idCategory: number, idCompany: number) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: bearer(token),
      payload: { idCategory, idCompany },
    });

  it('with no dates the election is open (the specification journey)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/election` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: null,
      opensAt: null,
      closesAt: null,
      status: 'open',
      resultsPublished: false,
      resultsSealed: true,
      unsealsAt: null,
    });
  });

  it('bad input: a Portuguese 422 per field, and nothing written', async () => {
    const cases: [object, string, string][] = [
      [
        { name: 'X', opensAt: 'amanhã', closesAt: null },
        'opensAt',
        operatorApiMessages.election.dateFormat('Abertura'),
      ],
      [
        { name: 'X', opensAt: '2026-12-01T08:00', closesAt: null },
        'opensAt',
        operatorApiMessages.election.dateFormat('Abertura'),
      ],
      [
        { name: 'X', opensAt: null, closesAt: '2026-02-30T08:00-03:00' },
        'closesAt',
        operatorApiMessages.election.dateInvalid('Encerramento'),
      ],
      [
        { name: 'X', opensAt: '2026-12-10T18:00-03:00', closesAt: '2026-12-01T08:00-03:00' },
        'closesAt',
        operatorApiMessages.election.closesBeforeOpens,
      ],
      [
        { name: 'X', opensAt: '2026-12-01T08:00-03:00', closesAt: '2026-12-01T08:00-03:00' },
        'closesAt',
        operatorApiMessages.election.closesBeforeOpens,
      ],
      [
        { name: 'x'.repeat(201), opensAt: null, closesAt: null },
        'name',
        operatorApiMessages.election.nameInvalid,
      ],
      // A name that would start a new line in the ata (issue 36): newline, NEL, separators.
      ...['\n', '\r', '\u0085', '\u2028', '\u2029', '\u202E', '\u200B'].map(
        (ch) =>
          [
            { name: `Prêmio Destaque${ch}999 votos`, opensAt: null, closesAt: null },
            'name',
            operatorApiMessages.election.nameInvalid,
          ] as [object, string, string],
      ),
      // A name the ata's fonts cannot draw.
      [
        { name: 'Prêmio 上海', opensAt: null, closesAt: null },
        'name',
        operatorApiMessages.election.nameUnprintable,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await putElection(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toBe(message);
      expect(res.json().errors[field]).toBe(message);
    }
    for (const body of [{ name: 'X' }, { name: 'X', opensAt: 5, closesAt: null }, []]) {
      const res = await putElection(body);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
    }
    const now = await t.app.inject({ method: 'GET', url: `${API}/election` });
    expect(now.json()).toMatchObject({ name: null, opensAt: null, closesAt: null });
  });

  it('a vote before, during and after the window: 403, 201, 403 (server clock)', async () => {
    const voter = await signInVoter(t.app, mailer);
    const [first, second] = await categories(voter.token);
    const start = t.clock.now();
    const set = await putElection({
      name: 'Prêmio Comércio 2026',
      opensAt: iso(start + HOUR),
      closesAt: iso(start + 3 * HOUR),
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ name: 'Prêmio Comércio 2026', status: 'scheduled' });
    expect(set.json().opensAt).toMatch(/-03:00$/);

    const before = await vote(voter.token, first!.id, first!.companies[0]!.id);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ message: 'A votação ainda não começou.' });

    t.clock.advance(2 * HOUR);
    expect((await t.app.inject({ method: 'GET', url: `${API}/election` })).json().status).toBe(
      'open',
    );
    const during = await vote(voter.token, first!.id, first!.companies[0]!.id);
    expect(during.statusCode).toBe(201);

    t.clock.advance(HOUR);
    const after = await vote(voter.token, second!.id, second!.companies[0]!.id);
    expect(after.statusCode).toBe(403);
    expect(after.json()).toEqual({ message: 'A votação está encerrada.' });
    expect(apiMessages.votingClosed).toBe('A votação está encerrada.');
  });

  it('publication is refused while open, results 404 until published, then counted and ranked', async () => {
    const start = t.clock.now();
    // Reopen: the publication rule must refuse while open.
    await putElection({ name: 'Prêmio', opensAt: iso(start - HOUR), closesAt: iso(start + HOUR) });
    const refused = await publish();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: operatorApiMessages.election.notClosed });
    expect((await publicResults()).statusCode).toBe(404);

    // Votes: in the first category A gets 2 (one from the window test), B 2 (a tie), C 1.
    const voters = await Promise.all([1, 2, 3, 4].map(() => signInVoter(t.app, mailer)));
    const [category] = await categories(voters[0]!.token);
    const [a, b, c] = category!.companies;
    const choices = [a, b, b, c];
    for (const [i, voter] of voters.entries()) {
      expect((await vote(voter.token, category!.id, choices[i]!.id)).statusCode).toBe(201);
    }

    const turnout = await t.app.inject({
      method: 'GET',
      url: `${ADMIN}/turnout`,
      headers: operator,
    });
    expect(turnout.statusCode).toBe(200);
    const figures = turnout.json() as Turnout;
    const stored = await t.app.votacao.database.db
      .selectFrom('votes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(figures.totalVotes).toBe(Number(stored.n));
    expect(figures.registeredVoters).toBe(5);
    expect(figures.votersWhoVoted).toBe(5);
    expect(figures.turnoutPercent).toBe(100);
    expect(figures.byHour.reduce((n, h) => n + h.votes, 0)).toBe(figures.totalVotes);
    expect(figures.byCategory.find((x) => x.categoryId === category!.id)?.votes).toBe(5);
    // Categories in the pt-BR name order the ballot uses, on both databases.
    const names = figures.byCategory.map((x) => x.category);
    expect(names).toEqual(sortByName(names.map((name) => ({ name }))).map((x) => x.name));
    expect(names).toEqual((await categories(voters[0]!.token)).map((x) => x.name));

    t.clock.advance(HOUR);
    // Issue 36: the close must stand RESULTS_SEAL_HOLD_MINUTES (10 by default) first.
    expect((await publish()).statusCode).toBe(409);
    t.clock.advance(10 * 60_000);
    const published = await publish();
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'closed', resultsPublished: true });

    const res = await publicResults();
    expect(res.statusCode).toBe(200);
    const results = res.json() as PublicResults;
    const row = results.data.find((r) => r.category === category!.name);
    const votesOf = (name: string) => row?.companies.find((x) => x.name === name)?.votes;
    expect(votesOf(a!.name)).toBe(2);
    expect(votesOf(b!.name)).toBe(2);
    expect(votesOf(c!.name)).toBe(1);
    expect(row?.companies.map((x) => x.votes)).toEqual(
      [...(row?.companies.map((x) => x.votes) ?? [])].sort((x, y) => y - x),
    );
    const total = results.data.flatMap((r) => r.companies).reduce((n, x) => n + x.votes, 0);
    expect(total).toBe(figures.totalVotes);

    const admin = (
      await t.app.inject({ method: 'GET', url: `${ADMIN}/results`, headers: operator })
    ).json() as AdminResults;
    const ranked = admin.data.find((r) => r.categoryId === category!.id)!.companies;
    expect(ranked.slice(0, 3).map((x) => x.rank)).toEqual([1, 1, 3]);

    // Issue 36: a published election keeps its window (409) and its results; reopening needs
    // the publication withdrawn first, and a reason (the results were read above).
    const change = await putElection({ name: 'Prêmio', opensAt: null, closesAt: null });
    expect(change.statusCode).toBe(409);
    expect((await publicResults()).statusCode).toBe(200);
    const withdrawn = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/election/withdraw-publication`,
      headers: operator,
      payload: { category: 'other', reason: 'Teste de reabertura' },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await putElection({ name: 'Prêmio', opensAt: null, closesAt: null })).statusCode).toBe(
      422,
    );
    const reopened = await putElection({
      name: 'Prêmio',
      opensAt: null,
      closesAt: null,
      reopenReason: 'Teste de reabertura',
    });
    expect(reopened.statusCode).toBe(200);
    expect((await publicResults()).statusCode).toBe(404);
  });

  it('results.csv: categoria;empresa;votos, UTF-8 with BOM, quoted, formulas neutralised', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/categories`,
      headers: operator,
      payload: { name: 'Lojas; "especiais"' },
    });
    expect(added.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/categories/${added.json().id}/companies`,
      headers: operator,
      payload: { name: '=HYPERLINK("http://x")' },
    });
    const csvNow = () =>
      t.app.inject({ method: 'GET', url: `${ADMIN}/results.csv`, headers: operator });
    // Sealed while voting is open (issue 26); the CSV answers once it has closed.
    expect((await csvNow()).statusCode).toBe(403);
    await putElection({ name: 'Prêmio', opensAt: null, closesAt: iso(t.clock.now() - 60_000) });
    // Still sealed until the close has stood RESULTS_SEAL_HOLD_MINUTES (issue 36).
    expect((await csvNow()).statusCode).toBe(403);
    t.clock.advance(10 * 60_000);
    const res = await csvNow();
    await putElection({
      name: 'Prêmio',
      opensAt: null,
      closesAt: null,
      reopenReason: 'Volta ao teste',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('resultados.csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('categoria;empresa;votos');
    expect(lines).toContain('"Lojas; ""especiais""";"\'=HYPERLINK(""http://x"")";0');
    expect(lines).toContain(
      'Padaria e Confeitaria;Padaria Pão Dourado;' +
        lines
          .find((l) => l.startsWith('Padaria e Confeitaria;Padaria Pão Dourado;'))
          ?.split(';')[2],
    );
  });

  it("an invalidated voter's vote is stored but not counted", async () => {
    const voter = await signInVoter(t.app, mailer);
    const [category] = await categories(voter.token);
    // Read on the server: over HTTP results are sealed while voting is open (issue 26).
    const adminResults = () =>
      currentResults(resultsRepository(t.app.votacao.database.db), t.clock.now());
    const before = (await adminResults()).data.find((r) => r.categoryId === category!.id)!;
    expect((await vote(voter.token, category!.id, category!.companies[0]!.id)).statusCode).toBe(
      201,
    );
    await t.app.votacao.database.db
      .updateTable('voters')
      .set({ invalidated_at: t.clock.now() })
      .where('id', '=', voter.id)
      .execute();
    const after = (await adminResults()).data.find((r) => r.categoryId === category!.id)!;
    const total = (r: typeof before) => r.companies.reduce((n, c) => n + c.votes, 0);
    expect(total(after)).toBe(total(before));
    expect(after.invalidatedVotes).toBe(before.invalidatedVotes + 1);
  });

  it('operator actions reach the audit trail with the operator as actor', async () => {
    const rows = await t.app.votacao.database.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'target'])
      .where('actor', '=', operatorEmail)
      .execute();
    const actions = rows.map((r) => r.action);
    expect(actions).toContain('operator.sign-in');
    expect(actions).toContain('election.update');
    expect(actions).toContain('election.publish');
    expect(actions).toContain('category.create');
  });
});
