/**
 * npm start's demo (scripts/start.mjs sets SEED_DEMO_PAST_EDITION) on SQLite and PostgreSQL: a
 * fresh database gets, besides the current edition's demo catalogue, the year before as a
 * published edition with winners, so /vencedores and a seal's verification answer at once; the
 * current edition stays the current one; its reminders count none of the past edition's voters,
 * nor does its integrity review flag them;
 * a restart seeds nothing again; a failure partway through the seeding (a stand-in publication
 * step that throws) leaves nothing of the past edition and the current edition current, and a
 * later seeding succeeds; without the variable (every other test app, production) nothing of it
 * is seeded.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AwardsArchive } from '../../../src/domain/awards';
import { isValidCpf } from '../../../src/domain/cpf';
import { categorySlug } from '../../../src/domain/slug';
import type { EditionSummary } from '../../../src/domain/types';
import type { Database } from '../../../src/server/db/schema';
import { seedPastDemoEdition } from '../../../src/server/features/awards/demoPastEdition';
import { recordPublication } from '../../../src/server/features/election';
import { startTestApp, type TestApp } from '../helpers/app';
import { operatorConsole } from '../helpers/console';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { countRows } from '../helpers/everyTable';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';
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

  it('the past edition’s voters are no recipients of the current edition’s reminders', async () => {
    const operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    const { admin, openFor } = operatorConsole(
      () => t,
      () => operator,
    );
    const recipients = async () => {
      const res = await admin('POST', '/reminders/preview', {
        subject: 'Ainda dá tempo de votar',
        body: 'Olá, {nome}! Faltam: {categorias}.',
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ recipients: number }>().recipients;
    };
    await openFor(2);
    // The 40 demo voters are there, with no vote in the current edition, and are not counted.
    const demo = await t.app.votacao.database.db
      .selectFrom('voters')
      .select('id')
      .where('email', 'like', '%@demo.invalid')
      .execute();
    expect(demo).toHaveLength(40);
    expect(await recipients()).toBe(0);
    // A voter of the current edition is.
    await signInVoter(t.app, mailer);
    expect(await recipients()).toBe(1);
  });

  it('the past edition’s voters raise no integrity flag in the current edition', async () => {
    const operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    const res = await t.app.inject({ method: 'GET', url: `${ADMIN}/integrity`, headers: operator });
    expect(res.statusCode, res.body).toBe(200);
    const flags = res.json<{ flags: { summary: string; voterIds: number[] }[] }>().flags;
    const demo = new Set(
      (
        await t.app.votacao.database.db
          .selectFrom('voters')
          .select('id')
          .where('email', 'like', '%@demo.invalid')
          .execute()
      ).map((v) => Number(v.id)),
    );
    expect(demo.size).toBe(40);
    expect(flags.filter((f) => f.voterIds.some((id) => demo.has(id)))).toEqual([]);
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

/** How many rows each table the seeding writes holds, and the current edition. */
async function footprint(db: Kysely<Database>) {
  const count = (table: keyof Database) => countRows(db, table);
  const current = await db
    .selectFrom('editions')
    .select(['id', 'year'])
    .where('is_current', '=', 1)
    .execute();
  return {
    current: current.map((e) => [Number(e.id), Number(e.year)] as const),
    editions: await count('editions'),
    election: await count('election'),
    categories: await count('categories'),
    companies: await count('companies'),
    voters: await count('voters'),
    votes: await count('votes'),
    publications: await count('publications'),
  };
}

describe.each(databaseKinds)('the demo’s past edition, seeded all at once, on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // No demo catalogue and no past edition at start: the seeding is called by the test.
    t = await startTestApp(database, { env: { SEED_DEMO: 'false' } });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('a failure in the publication step leaves nothing of it; a later seeding succeeds', async () => {
    const { db } = t.app.votacao.database;
    const before = await footprint(db);
    expect(before.current).toHaveLength(1);
    expect(before.editions).toBe(1);
    expect(before.categories).toBe(0);

    let seenInside: Awaited<ReturnType<typeof footprint>> | undefined;
    const failing = seedPastDemoEdition(db, t.config, t.clock.now(), {
      publish: async (trx, ...rest) => {
        // The real step runs, then the ata "fails": everything before it was written.
        await recordPublication(trx, ...rest);
        seenInside = await footprint(trx);
        throw new Error('the ata could not be rendered');
      },
    });
    await expect(failing).rejects.toThrow('the ata could not be rendered');
    expect(seenInside).toMatchObject({
      editions: 2,
      categories: 12,
      voters: 40,
      votes: 40 * 12,
      publications: 1,
    });
    // The past edition was current while its rows were written: not the current one then.
    expect(seenInside!.current).not.toEqual(before.current);

    expect(await footprint(db)).toEqual(before);

    expect(await seedPastDemoEdition(db, t.config, t.clock.now())).toBe(true);
    const after = await footprint(db);
    expect(after).toMatchObject({
      current: before.current,
      editions: 2,
      voters: 40,
      votes: 40 * 12,
      publications: 1,
    });
    const archive = (
      await t.app.inject({ method: 'GET', url: `${API}/awards` })
    ).json<AwardsArchive>();
    expect(archive.data.map((e) => e.year)).toEqual([before.current[0]![1] - 1]);
    // And once seeded, never again.
    expect(await seedPastDemoEdition(db, t.config, t.clock.now())).toBe(false);
    expect(await footprint(db)).toEqual(after);
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
