/**
 * Issue 41 §3's seal, on SQLite and PostgreSQL: while the nominations phase is open nobody sees
 * counts. The attack: voters have nominated (three for one name, two for another, in variants);
 * a signed-in operator asks GET /admin/nominations, tries to group, and then walks every GET
 * route the operator API registers (collected while the app boots, as seal-side-doors.test.ts
 * does for the votes), its path parameters filled with real ids (voters', the category's) and
 * its known query parameters: no answer may carry a nominated name, let alone a count beside
 * it. Once the phase has closed, the groups (names and counts) are there: the door is the seal;
 * a voter invalidated then stops counting, the operator's groups staying as they were.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AdminNominations } from '../../../src/domain/schemas/nominationsApi';
import { buildApp } from '../../../src/server/app';
import { testConfig, TestClock } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator } from '../helpers/operators';
import { API, signedInVoter } from '../helpers/voters';

const HOUR = 3_600_000;
/** Names no catalogue holds, so any answer that carries one learned it from the nominations. */
const NOMINATED = [
  'Quitanda Ipê Roxo',
  'quitanda ipe roxo',
  'Quitanda Ipê Roxo Ltda.',
  'Vidraçaria Horizonte',
  'Vidracaria Horizonte',
];
const SPELLINGS = ['Quitanda Ip', 'quitanda ip', 'Vidraçaria', 'Vidracaria', 'Horizonte'];

describe.each(databaseKinds)('the nominations seal on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dataDir: string;
  const clock = new TestClock();
  const mailer = new MemoryMailer();
  const routes: { url: string; query: string[] }[] = [];
  let operator: Record<string, string>;
  let category: number;
  let closesAt: number;
  const voterIds: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const config = testConfig(database, {}, { SEED_DEMO: 'false' });
    dataDir = config.dataDir;
    app = buildApp(config, { now: clock.now, logger: false, mailer });
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const querystring = (route.schema?.querystring ?? {}) as { properties?: object };
      if (methods.includes('GET')) {
        routes.push({ url: route.url, query: Object.keys(querystring.properties ?? {}) });
      }
    });
    await app.ready();
    operator = bearer(await signInOperator(app, mailer, await addOperator(app)));
    const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
      app.inject({ method, url: `${ADMIN}${url}`, headers: operator, payload });
    expect(
      (
        await admin('POST', '/catalog/import', {
          fileName: 'catalogo.csv',
          content: 'categoria,empresa\nMercearia,Armazém Antigo\n',
          dryRun: false,
        })
      ).statusCode,
    ).toBe(200);
    category = (
      await app.votacao.database.db.selectFrom('categories').select('id').executeTakeFirstOrThrow()
    ).id;
    closesAt = clock.now() + 2 * HOUR;
    const window = await admin('PUT', '/nominations/window', {
      opensAt: new Date(clock.now() - HOUR).toISOString(),
      closesAt: new Date(closesAt).toISOString(),
    });
    expect(window.statusCode, window.body).toBe(200);
    for (const text of NOMINATED) {
      const { id, token } = await signedInVoter(app, mailer);
      voterIds.push(id);
      const res = await app.inject({
        method: 'PUT',
        url: `${API}/nominations/${category}`,
        headers: bearer(token),
        payload: { text },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(async () => {
    await app.close();
    (await import('node:fs')).rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  });

  it('GET /admin/nominations while open: the total received, no categories, no names', async () => {
    const res = await app.inject({ method: 'GET', url: `${ADMIN}/nominations`, headers: operator });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminNominations>()).toMatchObject({
      phase: 'open',
      received: NOMINATED.length,
      categories: [],
    });
    for (const spelling of SPELLINGS) expect(res.body).not.toContain(spelling);
    // Grouping would show the groups: refused, saying nothing of them.
    for (const [url, payload] of [
      [`/nominations/categories/${category}/merge`, { ids: [1, 2] }],
      [`/nominations/categories/${category}/split`, { groupId: 1, texts: ['quitanda ipe roxo'] }],
    ] as const) {
      const refused = await app.inject({
        method: 'POST',
        url: `${ADMIN}${url}`,
        headers: operator,
        payload,
      });
      expect(refused.statusCode).toBe(409);
      for (const spelling of SPELLINGS) expect(refused.body).not.toContain(spelling);
    }
  });

  it('no operator GET route carries a nominated name while the phase is open', async () => {
    const operatorRoutes = routes.filter((r) => r.url.startsWith(`${ADMIN}/`));
    expect(operatorRoutes.map((r) => r.url)).toContain(`${ADMIN}/nominations`);
    const ids = [voterIds[0]!, voterIds.at(-1)!, category, 1];
    const problems: string[] = [];
    let calls = 0;
    let answered = 0;
    for (const route of operatorRoutes) {
      const params = route.url.match(/:[A-Za-z]+/g) ?? [];
      let urls = [route.url];
      for (const param of params) {
        urls = urls.flatMap((u) => ids.map((id) => u.replace(param, String(id))));
      }
      const page = route.query.includes('limit') ? '&limit=100&offset=0' : '';
      const queries = [
        '',
        ...route.query.flatMap((key) =>
          key === 'q' ? [`?q=Quitanda${page}`, `?q=Vidra${page}`] : [],
        ),
      ];
      for (const url of urls) {
        for (const query of queries) {
          const res = await app.inject({ method: 'GET', url: `${url}${query}`, headers: operator });
          calls += 1;
          if (res.statusCode === 200) answered += 1;
          expect(res.statusCode, `${url}${query}: ${res.body}`).toBeLessThan(500);
          for (const spelling of SPELLINGS) {
            if (res.body.includes(spelling)) problems.push(`GET ${url}${query} names ${spelling}`);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(operatorRoutes.length);
    // The walk was answered (not refused by a rate limit or a guard).
    expect(answered).toBeGreaterThan(operatorRoutes.length / 2);
    expect(problems).toEqual([]);
  });

  it('once the phase has closed, the groups are there with their counts', async () => {
    clock.t = closesAt;
    // A fresh sign-in (the operator's session is shorter than the wait).
    operator = bearer(await signInOperator(app, mailer, await addOperator(app)));
    const res = await app.inject({ method: 'GET', url: `${ADMIN}/nominations`, headers: operator });
    const view = res.json<AdminNominations>();
    expect(res.statusCode, res.body).toBe(200);
    expect(view.phase).toBe('closed');
    const groups = view.categories[0]!.groups;
    expect(groups.map((g) => g.count)).toEqual([3, 2]);
    expect(groups[0]!.name).toBe('Quitanda Ipê Roxo');

    // A voter invalidated after the close stops counting; the group (and its id) stays.
    const invalidated = await app.inject({
      method: 'POST',
      url: `${ADMIN}/voters/${voterIds[0]}/invalidate`,
      headers: operator,
      payload: { reason: 'Cadastro com dados de outra pessoa', category: 'false-data' },
    });
    expect(invalidated.statusCode, invalidated.body).toBe(200);
    const again = (
      await app.inject({ method: 'GET', url: `${ADMIN}/nominations`, headers: operator })
    ).json<AdminNominations>().categories[0]!.groups;
    expect(again.map((g) => [g.id, g.count])).toEqual([
      [groups[0]!.id, 2],
      [groups[1]!.id, 2],
    ]);
    // The spelling only that voter wrote is gone from the group's variants.
    expect(again[0]!.variants.map((v) => v.text)).not.toContain(NOMINATED[0]);
  });
});
