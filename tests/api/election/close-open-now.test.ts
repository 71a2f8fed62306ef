/**
 * 'Encerrar agora' and 'Abrir agora' (issue 27, item 11): the window closes or opens at the
 * server's clock, never at a time the browser sends; closing what is not open, opening what is
 * open or already published are refused with a Portuguese 409; voters are refused (403) or
 * accepted (201) at once; a voter's token cannot call either; each change reaches the audit trail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import type { Category } from '../../../src/domain/types';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';
import { API } from '../helpers/voters';

const HOUR = 3_600_000;

describe.each(databaseKinds)('closing and opening now on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      config: { tokenTtlMinutes: 7 * 24 * 60 },
    });
    operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const post = (path: string, headers = operator, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${ADMIN}/election/${path}`, headers, payload });
  const publicElection = async () =>
    (await t.app.inject({ method: 'GET', url: `${API}/election` })).json();
  const iso = (ms: number) => new Date(ms).toISOString();

  async function firstCategory(token: string): Promise<Category> {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: bearer(token),
    });
    return (res.json() as { data: Category[] }).data[0]!;
  }

  it('closes at the server clock (a time in the body is ignored); a vote is then refused', async () => {
    const voter = await signInVoter(t.app, mailer);
    const category = await firstCategory(voter.token);
    const now = t.clock.now();
    const res = await post('close-now', operator, { closesAt: iso(now + 24 * HOUR) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closed', resultsPublished: false });
    expect(Date.parse(res.json().closesAt)).toBe(now);
    expect((await publicElection()).status).toBe('closed');
    const vote = await t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: bearer(voter.token),
      payload: { idCategory: category.id, idCompany: category.companies[0]!.id },
    });
    expect(vote.statusCode).toBe(403);
    expect(vote.json()).toEqual({ message: 'A votação está encerrada.' });
  });

  it('closing again is a 409 in Portuguese and changes nothing', async () => {
    const before = await publicElection();
    const res = await post('close-now');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: operatorApiMessages.election.notOpen });
    expect(await publicElection()).toEqual(before);
  });

  it('opens again now: the past closing is removed, a vote is accepted', async () => {
    t.clock.advance(HOUR);
    const res = await post('open-now');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'open', closesAt: null });
    const again = await post('open-now');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: operatorApiMessages.election.alreadyOpen });
    const voter = await signInVoter(t.app, mailer);
    const category = await firstCategory(voter.token);
    const vote = await t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: bearer(voter.token),
      payload: { idCategory: category.id, idCompany: category.companies[0]!.id },
    });
    expect(vote.statusCode).toBe(201);
  });

  it('a scheduled window opens now and keeps its future closing', async () => {
    const now = t.clock.now();
    const set = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/election`,
      headers: operator,
      payload: { name: 'Prêmio', opensAt: iso(now + HOUR), closesAt: iso(now + 5 * HOUR) },
    });
    expect(set.json().status).toBe('scheduled');
    const res = await post('open-now');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'open', name: 'Prêmio' });
    expect(Date.parse(res.json().closesAt)).toBe(Date.parse(set.json().closesAt));
  });

  it('once published, Abrir agora is refused (409) and the publication stands', async () => {
    expect((await post('close-now')).statusCode).toBe(200);
    // Issue 36: the close must stand RESULTS_SEAL_HOLD_MINUTES (10) before publishing.
    const early = await post('publish');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/tempo mínimo/);
    t.clock.advance(10 * 60_000);
    expect((await post('publish')).statusCode).toBe(200);
    const res = await post('open-now');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: operatorApiMessages.election.publishedNoReopen });
    expect(await publicElection()).toMatchObject({ status: 'closed', resultsPublished: true });
  });

  it("a voter's token cannot close or open (attack): 401/403, nothing changes", async () => {
    const voter = await signInVoter(t.app, mailer);
    const before = await publicElection();
    for (const path of ['close-now', 'open-now']) {
      const res = await post(path, bearer(voter.token));
      expect([401, 403]).toContain(res.statusCode);
      const anonymous = await t.app.inject({ method: 'POST', url: `${ADMIN}/election/${path}` });
      expect([401, 403]).toContain(anonymous.statusCode);
    }
    expect(await publicElection()).toEqual(before);
  });

  it('each change is in the audit trail with the operator as actor', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${ADMIN}/audit`, headers: operator });
    expect(res.statusCode).toBe(200);
    const text = JSON.stringify(res.json());
    expect(text).toContain('election.update');
    // Issue 36: close-now and open-now are their own actions, not routine window edits.
    expect(text).toContain('"election.close-now"');
    expect(text).toContain('"election.open-now"');
  });
});
