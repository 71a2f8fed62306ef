/**
 * Bad input on the nominations' routes, voter's and operator's, on SQLite and PostgreSQL: a 4xx
 * with a Portuguese message, never a 500 (as tests/api/infrastructure/input.test.ts does for
 * the voting's routes).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator } from '../helpers/operators';
import { API, signedInVoter } from '../helpers/voters';

const PORTUGUESE =
  /[ãáâàçéêíóôõú]|\b(não|inválid[oa]s?|requisição|dados|muitas|código|empresa|categoria|sessão|corpo|envie|verifique)\b/i;

function expectPortuguese4xx(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  const body = res.json();
  expect(body.message).toMatch(PORTUGUESE);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+|FST_|Error:|stack/);
}

describe.each(databaseKinds)('bad input on the nominations routes on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let voter: Record<string, string>;
  let operator: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      config: { rateLimit: { apiPerMinute: 1_000_000 } },
    });
    voter = bearer((await signedInVoter(t.app, mailer)).token);
    operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    const window = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/nominations/window`,
      headers: operator,
      payload: {
        opensAt: new Date(t.clock.now() - 60_000).toISOString(),
        closesAt: new Date(t.clock.now() + 3_600_000).toISOString(),
      },
    });
    expect(window.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const wrongs = [null, true, 42, [], {}, '9'.repeat(5000)];

  it('the voter’s PUT and POST', async () => {
    const put = (url: string, payload: unknown) =>
      t.app.inject({ method: 'PUT', url, headers: voter, payload: payload as object });
    for (const url of [`${API}/nominations/1`, `${API}/nominations/abc`, `${API}/nominations/-1`]) {
      for (const payload of [{}, ...wrongs.map((text) => ({ text })), { text: 'x', extra: 1 }]) {
        const res = await put(url, payload);
        if (res.statusCode === 200) continue; // a valid body on a real category
        expectPortuguese4xx(res);
      }
    }
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/nominations`,
        headers: voter,
        payload: payload as object,
      });
    for (const payload of [
      {},
      { nominations: [] },
      { nominations: null },
      { nominations: [{ categoryId: 'x', text: 'a' }] },
      { nominations: [{ categoryId: 1 }] },
      ...wrongs.map((text) => ({ nominations: [{ categoryId: 1, text }] })),
    ]) {
      expectPortuguese4xx(await post(payload));
    }
  });

  it('the operator’s window and grouping', async () => {
    const call = (method: 'PUT' | 'POST', url: string, payload: unknown) =>
      t.app.inject({
        method,
        url: `${ADMIN}${url}`,
        headers: operator,
        payload: payload as object,
      });
    for (const payload of [
      {},
      { opensAt: 'amanhã', closesAt: 'depois' },
      { opensAt: '2026-02-30T10:00-03:00', closesAt: '2026-03-01T10:00-03:00' },
      { opensAt: null, closesAt: null },
    ]) {
      expectPortuguese4xx(await call('PUT', '/nominations/window', payload));
    }
    for (const [method, url, payload] of [
      ['POST', '/nominations/categories/1/merge', { ids: 'x' }],
      ['POST', '/nominations/categories/abc/merge', { ids: [1, 2] }],
      ['POST', '/nominations/categories/1/split', { groupId: 1, texts: [] }],
      ['PUT', '/nominations/categories/1/groups/x/name', { name: 'A' }],
      ['PUT', '/nominations/categories/1/groups/1/name', { name: 42 }],
      ['PUT', '/nominations/categories/1/finalists', { ids: [true] }],
      ['PUT', '/nominations/categories/1/finalists', {}],
    ] as const) {
      expectPortuguese4xx(await call(method, url, payload));
    }
  });
});
