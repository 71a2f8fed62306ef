/**
 * npm start's demo (scripts/start.mjs sets SEED_DEMO_PAST_EDITION) on SQLite and PostgreSQL: a
 * fresh database gets, besides the current edition's demo catalogue, the year before as a
 * published edition with winners, so /vencedores and a seal's verification answer at once; the
 * current edition stays the current one; a restart seeds nothing again; without the variable
 * (every other test app, production) nothing of it is seeded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AwardsArchive } from '../../../src/domain/awards';
import { isValidCpf } from '../../../src/domain/cpf';
import { categorySlug } from '../../../src/domain/slug';
import type { EditionSummary } from '../../../src/domain/types';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator } from '../helpers/operators';
import { API } from '../helpers/voters';

describe.each(databaseKinds)('the demo’s past edition on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  const env = { SEED_DEMO_PAST_EDITION: 'true' };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, { deps: { mailer }, env });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('a fresh database gets a published past edition with winners; the current stays current', async () => {
    const archive = (
      await t.app.inject({ method: 'GET', url: `${API}/awards` })
    ).json<AwardsArchive>();
    expect(archive.data).toHaveLength(1);
    const [past] = archive.data;
    expect(past!.categories).toHaveLength(12);
    for (const category of past!.categories) expect(category.winners.length).toBeGreaterThan(0);
    const padaria = past!.categories.find((c) => c.category === 'Padaria e Confeitaria')!;
    const verified = await t.app.inject({
      method: 'GET',
      url: `${API}/awards/${past!.year}/${categorySlug(padaria.category)}`,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ outcome: 'won', winners: padaria.winners });
    const ata = await t.app.inject({ method: 'GET', url: `${API}/awards/${past!.year}/ata.pdf` });
    expect(ata.statusCode).toBe(200);

    const operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    const editions = (
      await t.app.inject({ method: 'GET', url: `${ADMIN}/editions`, headers: operator })
    ).json<{ data: EditionSummary[] }>().data;
    expect(editions.map((e) => [e.year, e.current, e.state])).toEqual([
      [past!.year + 1, true, expect.not.stringMatching(/published/)],
      [past!.year, false, 'published'],
    ]);
    // The current edition has the demo catalogue of its own, and no votes.
    const catalog = (
      await t.app.inject({ method: 'GET', url: `${ADMIN}/catalog`, headers: operator })
    ).json<{ data: unknown[] }>();
    expect(catalog.data).toHaveLength(12);
    const turnout = (
      await t.app.inject({ method: 'GET', url: `${ADMIN}/turnout`, headers: operator })
    ).json<{ totalVotes: number }>();
    expect(turnout.totalVotes).toBe(0);
    // No demo voter holds a valid CPF: nobody can sign up or sign in as one.
    const cpfs = await t.app.votacao.database.db
      .selectFrom('voters')
      .select('cpf')
      .where('email', 'like', '%@demo.invalid')
      .execute();
    expect(cpfs.length).toBeGreaterThan(0);
    expect(cpfs.filter(({ cpf }) => isValidCpf(cpf))).toEqual([]);
  });

  it('a restart seeds nothing again', async () => {
    const again = await startTestApp(database, { env });
    try {
      const { db } = again.app.votacao.database;
      expect(await db.selectFrom('editions').select('id').execute()).toHaveLength(2);
      expect(await db.selectFrom('publications').select('id').execute()).toHaveLength(1);
    } finally {
      await again.close();
    }
  });
});

describe('without SEED_DEMO_PAST_EDITION', () => {
  it('a fresh database has one edition and an empty archive', async () => {
    const database = await createTestDatabase('sqlite');
    const t = await startTestApp(database);
    try {
      expect(t.config.seedDemoPastEdition).toBe(false);
      const archive = (
        await t.app.inject({ method: 'GET', url: `${API}/awards` })
      ).json<AwardsArchive>();
      expect(archive.data).toEqual([]);
    } finally {
      await t.close();
      await database.drop();
    }
  });
});
