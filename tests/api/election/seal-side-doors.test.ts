/**
 * Issue 36, section 1, on SQLite and PostgreSQL: while results are sealed (results/seal.ts), no
 * operator call gives a figure per company or pairs a named voter with a company. The election is
 * open and nine voters have voted 5 / 3 / 1 for three companies of one category, as the issue's
 * attacker did; five of them share an own domain and voted in one burst, so the integrity review
 * has findings about that company. Every GET route the operator API registers is collected while
 * the app boots (an `onRoute` hook, so a route added later is walked too), called as a signed-in
 * operator with its path parameters filled with real ids (a voter's, a company's, a category's)
 * and its known query parameters, and every answer (JSON, CSV or text, any status) is searched
 * for a count beside a company, a company inside integrity evidence, or a voter beside a company.
 * Prometheus' /metrics is walked too, and the command line's integrity review is read. Once the
 * election has closed, the review names the company again.
 *
 * Issue 37 adds the inference attack: in a second category only one company has votes, all from
 * three accounts of one own domain that the review flags. If the catalogue said which company of
 * that category has votes, or the flag named its category, or Remover worked for one company and
 * not for its sibling, the operator would learn whom the flagged voters chose.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CatalogAdmin, IntegrityReport } from '../../../src/domain/admin';
import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import { buildApp } from '../../../src/server/app';
import { SEALED_NOTE } from '../../../src/server/cli/integrityCommands';
import { testConfig, TestClock } from '../helpers/app';
import { runCli } from '../helpers/cli';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator } from '../helpers/operators';
import { API, newVoter, register, sendCode, validateCode } from '../helpers/voters';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const METRICS_TOKEN = 'metrics-token-for-the-seal-test-0123456789';
/** Small groups are findings here (the defaults want dozens of accounts). */
const INTEGRITY_ENV = {
  INTEGRITY_DOMAIN_MAILBOXES_MIN: '3',
  INTEGRITY_VOTE_BURST_MIN: '3',
  INTEGRITY_VOTE_BURST_SHARE_POINTS: '20',
  INTEGRITY_SHARED_CONTACT_MIN: '2',
};

interface Company {
  id: number;
  name: string;
  votes: number;
  /** Its category's name, and whether any company of it has votes. */
  category: string;
  categoryVoted: boolean;
}
interface Voter {
  id: number;
  nome: string;
  email: string;
  company: Company;
}
interface Collected {
  url: string;
  query: string[];
}

/** Query values the walk knows how to fill (any other parameter is left out). */
function queryVariants(route: Collected, voters: Voter[], operatorEmail: string): string[] {
  const page = route.query.includes('limit') ? '&limit=100&offset=0' : '';
  const fill: Record<string, string[]> = {
    q: [voters[0]!.nome, 'Maria', voters[0]!.email],
    ids: [voters.map((v) => v.id).join(',')],
    actor: [operatorEmail],
  };
  const variants = [''];
  for (const key of route.query) {
    for (const value of fill[key] ?? []) {
      variants.push(`?${key}=${encodeURIComponent(value)}${page}`);
    }
  }
  return variants;
}

/** Every way of filling the path's parameters with the ids at hand. */
function pathVariants(url: string, ids: number[]): string[] {
  const params = url.match(/:[A-Za-z]+/g) ?? [];
  let urls = [url];
  for (const param of params) {
    urls = urls.flatMap((u) => ids.map((id) => u.replace(param, String(id))));
  }
  return urls;
}

const standalone = (n: number) => new RegExp(`(^|[^0-9])${n}([^0-9]|$)`);

/**
 * What a sealed answer must not hold; the problems found, empty when none. `integrity`: the
 * answer is the integrity review's (no company name or id at all, not even without a count).
 */
function sealProblems(
  body: string,
  json: unknown,
  companies: Company[],
  voters: Voter[],
  integrity: boolean,
): string[] {
  const problems: string[] = [];
  const voted = companies.filter((c) => c.votes > 0);
  const named = voted.filter((c) => body.includes(c.name));
  // A named voter (name or e-mail) and a company in one answer: who voted for what.
  const voterNamed = voters.find((v) => body.includes(v.nome) || body.includes(v.email));
  if (voterNamed && named.length > 0) {
    problems.push(`voter ${voterNamed.nome} beside company ${named[0]!.name}`);
  }
  if (integrity && named.length > 0) problems.push(`integrity names ${named[0]!.name}`);
  // Text (CSV, plain): a line with a company's name and its count.
  if (json === undefined) {
    for (const line of body.split('\n')) {
      for (const c of named) {
        if (line.includes(c.name) && standalone(c.votes).test(line)) {
          problems.push(`"${line}": ${c.name} beside its ${c.votes} votes`);
        }
      }
    }
    return problems;
  }
  const companyIds = new Set(companies.map((c) => c.id));
  const categoryNames = [...new Set(companies.map((c) => c.category))];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, `${path}[${i}]`));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const entries = Object.entries(value as Record<string, unknown>);
    // An object about a company: it names one, or has its id under a company key.
    const aboutCompany = entries.some(
      ([key, v]) =>
        (typeof v === 'string' && voted.some((c) => v.includes(c.name))) ||
        (/^(company|companyId|idCompany|company_id)$/.test(key) &&
          (typeof v === 'string' || companyIds.has(Number(v)))),
    );
    if (aboutCompany) {
      for (const [key, v] of entries) {
        if (typeof v === 'number' && !/^(id|categoryId|idCategory|category_id)$/.test(key)) {
          problems.push(`${path}.${key} = ${v} beside a company`);
        }
      }
    }
    // A company (an id of one, no companies of its own) said to have votes or not: which
    // companies of a voted category have votes is sealed too (issue 37).
    const id = (value as { id?: unknown }).id;
    if (
      typeof id === 'number' &&
      companyIds.has(id) &&
      path.includes('companies') &&
      typeof (value as { hasVotes?: unknown }).hasVotes === 'boolean' &&
      companies.find((c) => c.id === id)!.categoryVoted
    ) {
      problems.push(`${path}.hasVotes said for a company of a voted category`);
    }
    if (integrity) {
      for (const [key, v] of entries) {
        // Nor its category (issue 37): with one voted company in it, it names the company.
        if (typeof v === 'string' && categoryNames.some((name) => v.includes(name))) {
          problems.push(`${path}.${key} names a category: ${v}`);
        }
        if (/^(company|companyId|idCompany|company_id)$/.test(key)) {
          problems.push(`${path}.${key} = ${String(v)} in integrity evidence`);
        }
        // A flag's id made of its company's id ("vote-burst:8:…", "company-profile:8").
        if (
          key === 'id' &&
          typeof v === 'string' &&
          /^(vote-burst|company-profile):\d+(:|$)/.test(v) &&
          companyIds.has(Number(v.split(':')[1]))
        ) {
          problems.push(`${path}.id = ${v} carries a company id`);
        }
      }
    }
    for (const [key, v] of entries) walk(v, `${path}.${key}`);
  };
  walk(json, '$');
  return problems;
}

describe.each(databaseKinds)('the seal has no side door on %s (issue 36)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  // The real time: the command line reads the election with its own clock (Date.now()).
  const clock = new TestClock();
  const mailer = new MemoryMailer();
  const routes: Collected[] = [];
  let operator: Record<string, string>;
  let operatorEmail: string;
  let closesAt: number;
  let category: { id: number; name: string };
  /** Issue 37: a category in which one company alone (`lone`) has votes; `sibling` has none. */
  let second: { id: number; name: string };
  let lone: Company;
  let sibling: Company;
  let companies: Company[];
  const voters: Voter[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const config = testConfig(
      database,
      { tokenTtlMinutes: 30 * 24 * 60 },
      { METRICS_TOKEN, ...INTEGRITY_ENV },
    );
    dataDir = config.dataDir;
    app = buildApp(config, { now: clock.now, logger: false, mailer });
    // Before the app boots, so every route its plugins register passes here.
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const querystring = (route.schema?.querystring ?? {}) as { properties?: object };
      if (methods.includes('GET')) {
        routes.push({ url: route.url, query: Object.keys(querystring.properties ?? {}) });
      }
    });
    await app.ready();

    operatorEmail = await addOperator(app);
    operator = bearer(await signInOperator(app, mailer, operatorEmail));
    closesAt = clock.now() + 2 * DAY;
    const window = await app.inject({
      method: 'PUT',
      url: `${ADMIN}/election`,
      headers: operator,
      payload: { name: 'Prêmio', opensAt: null, closesAt: new Date(closesAt).toISOString() },
    });
    expect(window.statusCode, window.body).toBe(200);

    const { db } = app.votacao.database;
    const first = await db
      .selectFrom('categories')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    category = first;
    second = await db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('id', '!=', first.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const categoryNames = new Map(
      (await db.selectFrom('categories').select(['id', 'name']).execute()).map((r) => [
        r.id,
        r.name,
      ]),
    );
    const rows = await db
      .selectFrom('companies')
      .select(['id', 'name', 'category_id'])
      .orderBy('id')
      .execute();
    companies = rows.map((c) => ({
      id: c.id,
      name: c.name,
      votes: 0,
      category: categoryNames.get(c.category_id)!,
      categoryVoted: c.category_id === first.id || c.category_id === second.id,
    }));
    const [a, b, c] = rows.filter((r) => r.category_id === category.id);
    const [x, y] = rows.filter((r) => r.category_id === second.id);
    expect(y, 'the second category has two companies or more').toBeDefined();
    const tally = new Map([
      [a!.id, 5],
      [b!.id, 3],
      [c!.id, 1],
      [x!.id, 3],
    ]);
    for (const company of companies) company.votes = tally.get(company.id) ?? 0;
    const byId = new Map(companies.map((co) => [co.id, co]));
    lone = byId.get(x!.id)!;
    sibling = byId.get(y!.id)!;

    async function castVote(company: Company, email?: string, inCategory = category.id) {
      const voter = newVoter(email ? { email } : {});
      const registered = await register(app, voter);
      expect(registered.statusCode, registered.body).toBe(201);
      await sendCode(app, voter.cpf);
      const signedIn = await validateCode(app, voter.cpf, mailer.lastCode(voter.email));
      const res = await app.inject({
        method: 'POST',
        url: `${API}/votes`,
        headers: bearer(signedIn.json<{ accessToken: string }>().accessToken),
        payload: { idCategory: inCategory, idCompany: company.id },
      });
      expect(res.statusCode, res.body).toBe(201);
      voters.push({
        id: registered.json<{ id: number }>().id,
        nome: voter.nome,
        email: voter.email,
        company,
      });
    }
    // First the 3 and the 1, then, two hours later, the attacker's 5 from one own domain.
    for (let i = 0; i < 3; i++) await castVote(byId.get(b!.id)!);
    await castVote(byId.get(c!.id)!);
    clock.advance(2 * HOUR);
    const domain = `clube-${kind}-${Date.now() % 100_000}.com.br`;
    for (let i = 0; i < 5; i++) await castVote(byId.get(a!.id)!, `socio${i + 1}@${domain}`);
    clock.advance(10 * 60_000);
    // Issue 37: in the second category, only one company has votes, from one flagged group.
    const ring = `anel-${kind}-${Date.now() % 100_000}.com.br`;
    for (let i = 0; i < 3; i++) await castVote(lone, `membro${i + 1}@${ring}`, second.id);
    clock.advance(10 * 60_000);
  });
  afterAll(async () => {
    await app.close();
    (await import('node:fs')).rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  const attacker = () => companies.find((c) => c.votes === 5)!;

  it('the attack as written: the catalogue answers whether votes exist, not 5 / 3 / 1', async () => {
    const res = await app.inject({ method: 'GET', url: `${ADMIN}/catalog`, headers: operator });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/"votes"/);
    const listed = res.json<CatalogAdmin>().data.find((c) => c.id === category.id)!;
    expect(listed.hasVotes).toBe(true);
    // Which companies have votes is not said either while sealed (issue 37).
    for (const company of listed.companies) {
      const known = companies.find((c) => c.id === company.id)!;
      expect(company).toEqual({ id: known.id, name: known.name, hasVotes: null });
    }
    expect(
      sealProblems(res.body, res.json(), companies, voters, false),
      'the catalogue carries per-company figures',
    ).toEqual([]);
  });

  it('the integrity review has findings about the company, and does not say which it is', async () => {
    const res = await app.inject({ method: 'GET', url: `${ADMIN}/integrity`, headers: operator });
    expect(res.statusCode).toBe(200);
    const report = res.json<IntegrityReport>();
    expect(report.sealed).toBe(true);
    const attackers = new Set(voters.filter((v) => v.company.votes === 5).map((v) => v.id));
    const burst = report.flags.find((f) => f.kind === 'vote-burst' && f.evidence.count === 5);
    expect(burst?.voterIds.sort()).toEqual([...attackers].sort());
    // Neither the company nor its category (issue 37).
    expect(burst?.summary).toMatch(/^5 votos numa mesma empresa numa janela curta/);
    const domain = report.flags.find(
      (f) => f.kind === 'domain-cluster' && f.evidence.votedOnlyForCompany === 5,
    );
    expect(domain?.summary).toMatch(/votaram só na mesma empresa$/);
    expect(sealProblems(res.body, report, companies, voters, true)).toEqual([]);
  });

  it('the inference attack (issue 37): one voted company in a category and its flagged voters say nothing', async () => {
    const ring = new Set(voters.filter((v) => v.company.id === lone.id).map((v) => v.id));
    expect(ring.size).toBe(3);
    // The flag is there, with its voters: the operator can act on them.
    const review = await app.inject({
      method: 'GET',
      url: `${ADMIN}/integrity`,
      headers: operator,
    });
    const report = review.json<IntegrityReport>();
    const flagged = report.flags.filter(
      (f) => f.voterIds.length > 0 && f.voterIds.every((id) => ring.has(id)),
    );
    expect(flagged.map((f) => f.kind)).toContain('domain-cluster');
    for (const flag of flagged) {
      expect([...flag.voterIds].sort()).toEqual([...ring].sort());
      // The category is not named (one company alone has votes in it), nor its id in the flag's.
      expect(JSON.stringify(flag)).not.toContain(second.name);
      expect(flag.id).not.toMatch(new RegExp(`c${second.id}(:|$)`));
    }
    expect(review.body).not.toContain(second.name);
    expect(review.body).not.toContain(lone.name);

    // The catalogue says the category has votes, and nothing that sets one company apart.
    const catalog = await app.inject({ method: 'GET', url: `${ADMIN}/catalog`, headers: operator });
    const listed = catalog.json<CatalogAdmin>().data.find((c) => c.id === second.id)!;
    expect(listed.hasVotes).toBe(true);
    const entry = (id: number) => {
      const { id: _id, name: _name, ...rest } = listed.companies.find((c) => c.id === id)!;
      return rest;
    };
    expect(entry(lone.id)).toEqual(entry(sibling.id));
    expect(entry(lone.id)).toEqual({ hasVotes: null });

    // Remover answers the same for both (before, 204 for the sibling and 409 for the company).
    const remove = (company: Company) =>
      app.inject({ method: 'DELETE', url: `${ADMIN}/companies/${company.id}`, headers: operator });
    const [mine, theirs] = [await remove(lone), await remove(sibling)];
    expect(mine.statusCode).toBe(409);
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json()).toEqual(mine.json());
    expect(mine.json().message).toBe(operatorApiMessages.catalog.companyWhileSealed);
    // A company of a category nobody voted in can still go.
    const untouched = companies.find((c) => !c.categoryVoted)!;
    expect((await remove(untouched)).statusCode).toBe(204);
    companies = companies.filter((c) => c !== untouched);
  });

  it('no operator GET route gives a per-company figure or pairs a voter with a company', async () => {
    const urls = routes.map((r) => r.url);
    // The walk found the operator API (a sanity check of the hook, not a list to keep up).
    for (const known of ['/catalog', '/integrity', '/voters', '/audit.csv', '/results'])
      expect(urls).toContain(`${ADMIN}${known}`);
    const operatorRoutes = routes.filter(
      (r) => r.url.startsWith(`${ADMIN}/`) || r.url === '/metrics',
    );
    expect(operatorRoutes.length).toBeGreaterThan(10);
    const ids = [voters[0]!.id, voters.at(-1)!.id, attacker().id, category.id];
    let calls = 0;
    const problems: string[] = [];
    for (const route of operatorRoutes) {
      for (const path of pathVariants(route.url, ids)) {
        for (const query of queryVariants(route, voters, operatorEmail)) {
          const url = `${path}${query}`;
          const res = await app.inject({
            method: 'GET',
            url,
            headers:
              route.url === '/metrics' ? { authorization: `Bearer ${METRICS_TOKEN}` } : operator,
          });
          calls += 1;
          expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
          let json: unknown;
          if (String(res.headers['content-type']).includes('json')) json = res.json();
          for (const problem of sealProblems(
            res.body,
            json,
            companies,
            voters,
            route.url.includes('integrity'),
          )) {
            problems.push(`GET ${url} (${res.statusCode}): ${problem}`);
          }
        }
      }
    }
    console.info(
      `${kind}: ${calls} calls to ${operatorRoutes.length} GET routes: ${operatorRoutes.map((r) => r.url).join(' ')}`,
    );
    expect(calls).toBeGreaterThan(operatorRoutes.length);
    expect(problems).toEqual([]);
  });

  it("the command line's integrity review says the same, without the company", async () => {
    const run = await runCli(['integrity', 'review'], {
      DATABASE_URL: database.url,
      USER: 'operadora',
      ...INTEGRITY_ENV,
    });
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain(SEALED_NOTE);
    expect(run.out).toMatch(/votaram só na mesma empresa/);
    expect(sealProblems(run.out, undefined, companies, voters, true)).toEqual([]);
    // Nor the category in which one company alone has votes (issue 37).
    expect(run.out).not.toContain(second.name);
  });

  it("the command line's review keeps the configured hold after the close (RESULTS_SEAL_HOLD_MINUTES)", async () => {
    const { db } = app.votacao.database;
    const { closes_at: kept } = await db
      .selectFrom('election')
      .select('closes_at')
      .executeTakeFirstOrThrow();
    // Closed 15 minutes ago by the command line's own clock: past the default hold (10), inside 60.
    await db
      .updateTable('election')
      .set({ closes_at: Date.now() - 15 * 60_000 })
      .execute();
    try {
      const review = (hold: string) =>
        runCli(['integrity', 'review'], {
          DATABASE_URL: database.url,
          RESULTS_SEAL_HOLD_MINUTES: hold,
          ...INTEGRITY_ENV,
        });
      const held = await review('60');
      expect(held.code, held.err).toBe(0);
      expect(held.out).toContain(SEALED_NOTE);
      const open = await review('10');
      expect(open.code, open.err).toBe(0);
      expect(open.out).not.toContain(SEALED_NOTE);
    } finally {
      await db.updateTable('election').set({ closes_at: kept }).execute();
    }
  });

  it('once the election has closed (and the seal opened), the review names the company', async () => {
    clock.t = closesAt + DAY;
    const res = await app.inject({ method: 'GET', url: `${ADMIN}/integrity`, headers: operator });
    expect(res.statusCode).toBe(200);
    const report = res.json<IntegrityReport>();
    expect(report.sealed).toBe(false);
    const burst = report.flags.find((f) => f.kind === 'vote-burst' && f.evidence.count === 5);
    expect(burst?.evidence.company).toBe(attacker().name);
    expect(burst?.summary).toContain(attacker().name);
    // The catalogue says again which company has votes, and the flagged group's company and
    // category are named (issue 37's attack needs the seal, not a route).
    const catalog = await app.inject({ method: 'GET', url: `${ADMIN}/catalog`, headers: operator });
    const listed = catalog.json<CatalogAdmin>().data.find((c) => c.id === second.id)!;
    expect(listed.companies.find((c) => c.id === lone.id)?.hasVotes).toBe(true);
    expect(listed.companies.find((c) => c.id === sibling.id)?.hasVotes).toBe(false);
    const ring = report.flags.find(
      (f) => f.kind === 'domain-cluster' && f.evidence.company === lone.name,
    );
    expect(ring?.summary).toContain(`${lone.name} (${second.name})`);
    // The same check the sealed walk passes would fail now: the door is the seal, not the route.
    expect(sealProblems(res.body, report, companies, voters, true)).not.toEqual([]);
  });
});
