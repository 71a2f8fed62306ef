/**
 * Issue 41 §1 on SQLite and PostgreSQL, through the real routes: edition 1 voted, closed and
 * published; edition 2 created from it (its catalogue copied, closed and unscheduled), made
 * current and run through voting (votes, receipts, the integrity review, the seal, publication)
 * by a voter of edition 1 who never signs up again; then edition 1 made current again serves its
 * results, receipts list, digests and ata byte for byte as before, and its seal still holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import type { Category, EditionSummary } from '../../../src/domain/types';
import { checkVotesSeal } from '../../../src/server/features/audit';
import { startTestApp, type TestApp } from '../helpers/app';
import { runCli } from '../helpers/cli';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';
import { API, sendCode, validateCode } from '../helpers/voters';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const HOLD = 10 * MINUTE;
const m = operatorApiMessages.editions;

/** What an edition publishes, as the public routes serve it (bytes). */
const PUBLISHED = [
  '/results',
  '/results/receipts',
  '/results/receipts.txt',
  '/results/publication',
  '/results/history',
  '/results/ata.pdf',
];

describe.each(databaseKinds)('two editions on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;
  let voters: { id: number; token: string }[] = [];
  let firstPublished: Map<string, Buffer>;
  let firstReceipts: string[];
  let second: EditionSummary;
  /** Edition 1's year (from the migration's day: the fresh election has no dates). */
  let firstYear: number;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const admin = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${ADMIN}${path}`,
      headers: operator,
      ...(payload ? { payload } : {}),
    });
  const categories = async (token: string) =>
    ((await get(`${API}/categories/app`, bearer(token))).json() as { data: Category[] }).data;
  const vote = (token: string, category: Category, company = 0) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: bearer(token),
      payload: { idCategory: category.id, idCompany: category.companies[company]!.id },
    });
  const published = async () => {
    const out = new Map<string, Buffer>();
    for (const path of PUBLISHED) {
      const res = await get(`${API}${path}`);
      expect(res.statusCode, path).toBe(200);
      out.set(path, res.rawPayload);
    }
    return out;
  };
  /** Closes the current edition now, waits out the seal's hold, reads and publishes. */
  async function closeAndPublish() {
    expect((await admin('POST', '/election/close-now')).statusCode).toBe(200);
    t.clock.advance(HOLD + MINUTE);
    expect((await admin('GET', '/results')).statusCode).toBe(200);
    const res = await admin('POST', '/election/publish');
    expect(res.statusCode).toBe(200);
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      config: { tokenTtlMinutes: 7 * 24 * 60 },
    });
    operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    const set = await admin('PUT', '/election', {
      name: 'Prêmio Destaque Empresarial',
      opensAt: null,
      closesAt: new Date(t.clock.now() + 2 * HOUR).toISOString(),
    });
    expect(set.statusCode).toBe(200);
    voters = [];
    for (let i = 0; i < 3; i++) voters.push(await signInVoter(t.app, mailer));
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('the present data is the first edition, current; the next cannot be created while it is open', async () => {
    const list = await admin('GET', '/editions');
    expect(list.statusCode).toBe(200);
    const editions = (list.json() as { data: EditionSummary[] }).data;
    expect(editions).toHaveLength(1);
    const first = editions[0]!;
    firstYear = first.year;
    const year = firstYear;
    expect(Math.abs(year - new Date(t.clock.now()).getUTCFullYear())).toBeLessThanOrEqual(1);
    expect(first).toMatchObject({ current: true, state: 'open' });
    // The name is the award's at migration time (none on a fresh database).
    expect(first!.name).toBe(`Edição ${year}`);
    const refused = await admin('POST', '/editions');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.currentOpen);
  });

  it('edition 1: votes, closed (the next still refused until published), published', async () => {
    const ballot = await categories(voters[0]!.token);
    for (const [i, voter] of voters.entries()) {
      for (const category of ballot.slice(0, 2)) {
        expect((await vote(voter.token, category, i === 2 ? 1 : 0)).statusCode).toBe(201);
      }
    }
    expect((await admin('POST', '/election/close-now')).statusCode).toBe(200);
    const refused = await admin('POST', '/editions');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.currentUnpublished);
    t.clock.advance(HOLD + MINUTE);
    expect((await admin('GET', '/results')).statusCode).toBe(200);
    expect((await admin('POST', '/election/publish')).statusCode).toBe(200);
    firstPublished = await published();
    firstReceipts = (await categories(voters[0]!.token))
      .map((c) => c.receipt)
      .filter((r): r is string => typeof r === 'string');
    expect(firstReceipts).toHaveLength(2);
  });

  it('creates edition 2 from the last catalogue, closed and unscheduled, not current (audited)', async () => {
    const created = await admin('POST', '/editions');
    expect(created.statusCode).toBe(201);
    second = created.json() as EditionSummary;
    const year = firstYear + 1;
    expect(second).toMatchObject({ year, current: false, state: 'closed', publishedAt: null });
    expect(second.name).toBe(`Edição ${year}`);
    const db = t.app.votacao.database.db;
    const names = async (edition: number) =>
      (
        await db
          .selectFrom('categories')
          .innerJoin('companies', 'companies.category_id', 'categories.id')
          .select(['categories.name as category', 'companies.name as company'])
          .where('categories.edition_id', '=', edition)
          .orderBy('categories.name')
          .orderBy('companies.name')
          .execute()
      ).map((r) => `${r.category}/${r.company}`);
    const firstId = (await db.selectFrom('editions').select('id').orderBy('id').executeTakeFirst())!
      .id;
    expect(await names(second.id)).toEqual(await names(firstId));
    // The voters still see edition 1 (current) until edition 2 is made current.
    expect((await get(`${API}/election`)).json().status).toBe('closed');
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'target', 'after_json'])
      .where('action', '=', 'edition.create')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.target).toBe(`edition:${second.id}`);
    const copied = new Set((await names(second.id)).map((n) => n.split('/')[0])).size;
    expect(copied).toBeGreaterThan(2);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ year, categories: copied });
  });

  it('edition 2 made current (audited): its ballot is the copy, nobody has voted, old category ids are refused', async () => {
    const oldBallot = await categories(voters[0]!.token);
    expect((await admin('POST', `/editions/99999/current`)).statusCode).toBe(404);
    const made = await admin('POST', `/editions/${second.id}/current`);
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ id: second.id, current: true });
    const audit = await t.app.votacao.database.db
      .selectFrom('audit_log')
      .select(['target'])
      .where('action', '=', 'edition.make-current')
      .execute();
    expect(audit).toEqual([{ target: `edition:${second.id}` }]);
    // Closed, unscheduled: the operator sets the window.
    expect((await get(`${API}/election`)).json()).toMatchObject({
      status: 'closed',
      resultsPublished: false,
    });
    const set = await admin('PUT', '/election', {
      name: 'Prêmio Destaque Empresarial',
      opensAt: null,
      closesAt: new Date(t.clock.now() + 2 * HOUR).toISOString(),
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().status).toBe('open');

    const ballot = await categories(voters[0]!.token);
    expect(ballot.map((c) => c.name)).toEqual(oldBallot.map((c) => c.name));
    expect(ballot.every((c) => c.receipt == null)).toBe(true);
    expect(ballot.map((c) => c.id)).not.toEqual(oldBallot.map((c) => c.id));
    // Edition 1's categories take no vote any more.
    const old = await vote(voters[0]!.token, oldBallot[2]!);
    expect(old.statusCode).toBe(404);
    // Edition 2 cannot be left while it is open.
    const firstId = (await admin('GET', '/editions')).json().data[1].id as number;
    const refused = await admin('POST', `/editions/${firstId}/current`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.switchWhileOpen);
  });

  it('a voter of edition 1 signs in again (no sign-up) and votes once per category in edition 2', async () => {
    const voter = voters[0]!;
    const row = await t.app.votacao.database.db
      .selectFrom('voters')
      .select(['cpf', 'email'])
      .where('id', '=', voter.id)
      .executeTakeFirstOrThrow();
    t.clock.advance(MINUTE);
    expect((await sendCode(t.app, row.cpf)).statusCode).toBeLessThan(300);
    const signedIn = await validateCode(t.app, row.cpf, mailer.lastCode(row.email));
    expect(signedIn.statusCode).toBe(200);
    const token = (signedIn.json() as { accessToken: string }).accessToken;
    voters[0] = { id: voter.id, token };
    const ballot = await categories(token);
    for (const category of ballot.slice(0, 3)) {
      const res = await vote(token, category, 1);
      expect(res.statusCode).toBe(201);
      expect(res.json().receipt).toMatch(/\S/);
    }
    // One vote per category holds in edition 2 (a database constraint).
    const again = await vote(token, ballot[0]!, 2);
    expect(again.statusCode).toBe(409);
    for (const other of voters.slice(1)) {
      expect((await vote(other.token, ballot[0]!, 0)).statusCode).toBe(201);
    }
    const after = await categories(token);
    const receipts = after.map((c) => c.receipt).filter((r): r is string => typeof r === 'string');
    expect(receipts).toHaveLength(3);
    expect(receipts.some((r) => firstReceipts.includes(r))).toBe(false);
    // The integrity review runs on edition 2's votes.
    const review = await admin('GET', '/integrity');
    expect(review.statusCode).toBe(200);
  });

  it('edition 2 closed, sealed and published: its own results; edition 1 is unchanged byte for byte', async () => {
    await closeAndPublish();
    const results = (await get(`${API}/results`)).json() as {
      data: { category: string; companies: { votes: number }[] }[];
    };
    const total = results.data.reduce(
      (sum, c) => sum + c.companies.reduce((s, x) => s + x.votes, 0),
      0,
    );
    expect(total).toBe(5);
    const receipts = (await get(`${API}/results/receipts.txt`)).body;
    for (const r of firstReceipts) expect(receipts).not.toContain(r);
    expect((await checkVotesSeal(t.app.votacao.database.db, t.clock.now())).status).toBe('ok');
    const secondPublished = await published();
    expect(
      secondPublished.get('/results/ata.pdf')!.equals(firstPublished.get('/results/ata.pdf')!),
    ).toBe(false);

    // Back to edition 1 (the CLI this time, audited with the command line's actor).
    const year = firstYear;
    const cli = await runCli(
      ['edition', 'current', String(year)],
      { DATABASE_URL: database.url },
      undefined,
      t.clock.now,
    );
    expect(cli.err).toBe('');
    expect(cli.code).toBe(0);
    t.app.election.invalidate();
    const again = await published();
    for (const path of PUBLISHED) {
      expect(again.get(path)!.equals(firstPublished.get(path)!), path).toBe(true);
    }
    // Its seal still holds: the box of edition 1 is as sealed at its close.
    expect((await checkVotesSeal(t.app.votacao.database.db, t.clock.now())).status).toBe('ok');
    const list = await runCli(
      ['edition', 'list'],
      { DATABASE_URL: database.url },
      undefined,
      t.clock.now,
    );
    expect(list.code).toBe(0);
    expect(list.out).toContain(`* ${year}  Edição ${year}  (resultados publicados)`);
    expect(list.out).toContain(`  ${year + 1}  Edição ${year + 1}  (resultados publicados)`);
  });

  it('the CLI creates the next edition from the last (year + 1) and refuses a bad year', async () => {
    const created = await runCli(
      ['edition', 'create'],
      { DATABASE_URL: database.url },
      undefined,
      t.clock.now,
    );
    expect(created.code).toBe(0);
    const year = firstYear + 2;
    expect(created.out).toContain(`Edição criada: ${year}, Edição ${year}.`);
    const bad = await runCli(
      ['edition', 'current'],
      { DATABASE_URL: database.url },
      undefined,
      t.clock.now,
    );
    expect(bad.code).toBe(2);
    expect(bad.err).toBe(m.yearRequired);
    const unknown = await runCli(
      ['edition', 'current', '1999'],
      { DATABASE_URL: database.url },
      undefined,
      t.clock.now,
    );
    expect(unknown.code).toBe(1);
    expect(unknown.err).toBe(m.notFound);
  });
});
