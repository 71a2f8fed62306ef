/**
 * Issue 41 §1, an operator's invalidation belongs to its edition (migration 021, decision 313),
 * on SQLite and PostgreSQL through the real routes: a voter invalidated in edition 1 signs in
 * and votes in edition 2, counted there; a voter invalidated in edition 2 still counts in
 * edition 1; making edition 1 current again brings its own invalidations back (reason and
 * category included) and its tally is what it was, and edition 2's come back with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Category, EditionSummary } from '../../../src/domain/types';
import { resultsRepository } from '../../../src/server/features/election/resultsRepository';
import { startTestApp, type TestApp } from '../helpers/app';
import { operatorConsole } from '../helpers/console';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, bearer, signInOperator } from '../helpers/operators';
import { API, newVoter, register, sendCode, validateCode } from '../helpers/voters';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(databaseKinds)('invalidations per edition on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;
  const cheater = newVoter();
  const honest = newVoter();
  const ids = new Map<string, number>();
  let first: number;
  let second: EditionSummary;
  let firstTally: unknown;

  const { admin, openFor, closeAndPublish } = operatorConsole(
    () => t,
    () => operator,
  );
  async function signIn(voter: typeof cheater) {
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
    return validateCode(t.app, voter.cpf, mailer.lastCode(voter.email));
  }
  async function vote(voter: typeof cheater) {
    const signed = await signIn(voter);
    expect(signed.statusCode).toBe(200);
    const token = signed.json<{ accessToken: string }>().accessToken;
    const ballot = (
      (
        await t.app.inject({ method: 'GET', url: `${API}/categories/app`, headers: bearer(token) })
      ).json() as { data: Category[] }
    ).data;
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: bearer(token),
      payload: { idCategory: ballot[0]!.id, idCompany: ballot[0]!.companies[0]!.id },
    });
    expect(res.statusCode).toBe(201);
  }
  const invalidate = (voter: typeof cheater, reason: string, category: string) =>
    admin('POST', `/voters/${ids.get(voter.cpf)}/invalidate`, { reason, category });
  const flags = (voter: typeof cheater) =>
    t.app.votacao.database.db
      .selectFrom('voters')
      .select(['invalidated_at', 'invalidated_reason', 'invalidated_category'])
      .where('cpf', '=', voter.cpf)
      .executeTakeFirstOrThrow();
  const tally = () => resultsRepository(t.app.votacao.database.db).tally();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, { deps: { mailer } });
    operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    await openFor(2);
    for (const voter of [cheater, honest]) {
      const res = await register(t.app, voter);
      expect(res.statusCode).toBe(201);
      ids.set(voter.cpf, res.json<{ id: number }>().id);
    }
    first = (
      await t.app.votacao.database.db
        .selectFrom('editions')
        .select('id')
        .where('is_current', '=', 1)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('edition 1: the invalidated voter’s vote does not count, and they cannot sign in', async () => {
    await vote(cheater);
    await vote(honest);
    expect((await invalidate(cheater, 'Dados de outra pessoa', 'false-data')).statusCode).toBe(200);
    // At sign-in, after the right code: 403, under review.
    t.clock.advance(2 * MINUTE);
    expect((await signIn(cheater)).statusCode).toBe(403);
    await closeAndPublish();
    firstTally = await tally();
    // The honest vote counts; the cheater's is stored, not counted.
    const rows = firstTally as { votes: number; stored: number }[];
    expect(rows.reduce((n, row) => n + Number(row.votes), 0)).toBe(1);
  });

  it('edition 2: the voter invalidated in 1 signs in and votes, counted; one invalidated in 2 is not', async () => {
    const created = await admin('POST', '/editions');
    expect(created.statusCode).toBe(201);
    second = created.json() as EditionSummary;
    expect((await admin('POST', `/editions/${second.id}/current`)).statusCode).toBe(200);
    expect(await flags(cheater)).toEqual({
      invalidated_at: null,
      invalidated_reason: null,
      invalidated_category: null,
    });
    t.clock.advance(HOUR);
    await openFor(2);
    await vote(cheater);
    await vote(honest);
    expect((await invalidate(honest, 'Votou por outra pessoa', 'duplicate')).statusCode).toBe(200);
    const counted = await tally();
    // One vote counted in edition 2's first category: the cheater's of edition 1.
    expect(counted.reduce((n, row) => n + Number(row.votes), 0)).toBe(1);
    expect((await admin('POST', '/election/close-now')).statusCode).toBe(200);
  });

  it('edition 1 made current again has its own invalidations and its tally back; then edition 2 its own', async () => {
    expect((await admin('POST', `/editions/${first}/current`)).statusCode).toBe(200);
    expect(await flags(cheater)).toMatchObject({
      invalidated_reason: 'Dados de outra pessoa',
      invalidated_category: 'false-data',
    });
    expect((await flags(honest)).invalidated_at).toBeNull();
    expect(await tally()).toEqual(firstTally);

    expect((await admin('POST', `/editions/${second.id}/current`)).statusCode).toBe(200);
    expect((await flags(cheater)).invalidated_at).toBeNull();
    expect(await flags(honest)).toMatchObject({
      invalidated_reason: 'Votou por outra pessoa',
      invalidated_category: 'duplicate',
    });
  });
});
