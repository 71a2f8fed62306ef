/**
 * Issue 41 §2 on SQLite and PostgreSQL, through the real routes: two editions published; the
 * archive (GET /api/awards) lists both with their winners (a tie names both, a category without
 * votes none); each edition's results, ata and receipts list by year; a seal's verification for
 * a real winner, a wrong year, a category without votes and an unknown slug; the console's seal
 * download. The attack: an insider with the database renames the winning company, the category,
 * the award and the edition and moves a vote after publication: the archive, the verification
 * and the seal's bytes stay exactly as published. The catalogue refuses a category whose slug
 * another category of the edition has, on create and on rename.
 */
import { gunzipSync } from 'node:zlib';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { awardsMessages } from '../../../src/domain/awardsMessages';
import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import { categorySlug } from '../../../src/domain/slug';
import type { Category } from '../../../src/domain/types';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';
import { API } from '../helpers/voters';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const HOLD = 10 * MINUTE;
const AWARD = 'Prêmio Destaque Empresarial';

interface ArchiveAnswer {
  data: {
    year: number;
    award: string;
    publishedAt: string;
    version: number;
    categories: { category: string; slug: string; winners: string[] }[];
  }[];
}

describe.each(databaseKinds)('the archive and the winners’ seals on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;
  let voters: { id: number; token: string }[] = [];
  let firstYear: number;
  /** Edition 1's ballot: [0] won by one company, [1] a tie, [2] no votes. */
  let ballot: Category[];
  let firstAta: Buffer;
  let firstReceipts: Buffer;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${ADMIN}${path}`,
      headers: operator,
      ...(payload ? { payload } : {}),
    });
  const categories = async (token: string) =>
    ((await get(`${API}/categories/app`, bearer(token))).json() as { data: Category[] }).data;
  const vote = (token: string, category: Category, company: number) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: bearer(token),
      payload: { idCategory: category.id, idCompany: category.companies[company]!.id },
    });
  async function closeAndPublish() {
    expect((await admin('POST', '/election/close-now')).statusCode).toBe(200);
    t.clock.advance(HOLD + MINUTE);
    expect((await admin('GET', '/results')).statusCode).toBe(200);
    expect((await admin('POST', '/election/publish')).statusCode).toBe(200);
  }
  const verify = (year: number | string, slug: string) =>
    get(`${API}/awards/${year}/${encodeURIComponent(slug)}`);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      config: { tokenTtlMinutes: 7 * 24 * 60, publicUrl: 'https://premio.acim.org.br' },
    });
    operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    const set = await admin('PUT', '/election', {
      name: AWARD,
      opensAt: null,
      closesAt: new Date(t.clock.now() + 2 * HOUR).toISOString(),
    });
    expect(set.statusCode).toBe(200);
    voters = [];
    for (let i = 0; i < 3; i++) voters.push(await signInVoter(t.app, mailer));
    firstYear = ((await admin('GET', '/editions')).json() as { data: { year: number }[] }).data[0]!
      .year;
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('refuses a category whose address slug another category has, on create and on rename', async () => {
    // Names differ (the catalogue's key), but an address ends within 60 characters, at a word.
    const long = 'Comércio de materiais de construção, ferragens e utilidades domésticas';
    expect(categorySlug(`${long} do Norte`)).toBe(categorySlug(`${long} do Sul`));
    const created = await admin('POST', '/categories', { name: `${long} do Norte` });
    expect(created.statusCode).toBe(201);
    const clash = await admin('POST', '/categories', { name: `${long} do Sul` });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(
      operatorApiMessages.catalog.categorySlugClash(`${long} do Norte`),
    );
    const other = await admin('POST', '/categories', { name: 'Cafeterias' });
    expect(other.statusCode).toBe(201);
    const renamed = await admin('PATCH', `/categories/${other.json().id}`, {
      name: `${long} do Leste`,
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(
      operatorApiMessages.catalog.categorySlugClash(`${long} do Norte`),
    );
    // A category renamed within its own slug clashes with nobody.
    const self = await admin('PATCH', `/categories/${created.json().id}`, {
      name: `${long} do Oeste`,
    });
    expect(self.statusCode).toBe(200);
    // The import refuses it too (nothing imported), whether the clash is with the edition's
    // category or with another line of the file.
    const imported = await admin('POST', '/catalog/import', {
      fileName: 'catalogo.csv',
      content: `categoria,empresa\n"${long} do Sul",Loja A\nBares e Restaurantes,Bar B\nBares-e-Restaurantes!,Bar C\n`,
      dryRun: false,
    });
    expect(imported.statusCode).toBe(422);
    expect(imported.json().errors).toEqual([
      operatorApiMessages.catalog.importSlugClash(`${long} do Sul`, `${long} do Oeste`),
    ]);
    const twoInFile = await admin('POST', '/catalog/import', {
      fileName: 'catalogo.csv',
      content: `categoria,empresa\nAuto Peças,Loja A\nAuto-peças!,Loja B\n`,
      dryRun: true,
    });
    // Same key (spaces and punctuation ignored): one category, no clash.
    expect(twoInFile.statusCode).toBe(200);
    const clashInFile = await admin('POST', '/catalog/import', {
      fileName: 'catalogo.csv',
      content: `categoria,empresa\n"${long} da Serra",Loja A\n"${long} do Mar",Loja B\n`,
      dryRun: true,
    });
    expect(clashInFile.statusCode).toBe(422);
    expect(clashInFile.json().errors).toHaveLength(2);
    // Neither has companies: out of the ballot again.
    for (const id of [created.json().id, other.json().id]) {
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `${ADMIN}/categories/${id}`,
        headers: operator,
      });
      expect(removed.statusCode).toBe(204);
    }
  });

  it('nothing is published yet: an empty archive, and a seal that does not check', async () => {
    const archive = await get(`${API}/awards`);
    expect(archive.statusCode).toBe(200);
    expect(archive.json()).toEqual({ data: [] });
    const check = await verify(firstYear, 'padarias');
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ outcome: 'no-edition', winners: [] });
  });

  it('edition 1 published: the archive lists its winners, a tie names both, no votes none', async () => {
    ballot = await categories(voters[0]!.token);
    for (const voter of voters)
      expect((await vote(voter.token, ballot[0]!, 0)).statusCode).toBe(201);
    expect((await vote(voters[0]!.token, ballot[1]!, 0)).statusCode).toBe(201);
    expect((await vote(voters[1]!.token, ballot[1]!, 1)).statusCode).toBe(201);
    await closeAndPublish();

    const res = await get(`${API}/awards`);
    expect(res.statusCode).toBe(200);
    const archive = res.json() as ArchiveAnswer;
    expect(archive.data).toHaveLength(1);
    const [edition] = archive.data;
    expect(edition).toMatchObject({ year: firstYear, award: AWARD, version: 1 });
    const by = new Map(edition!.categories.map((c) => [c.category, c]));
    expect(by.get(ballot[0]!.name)).toEqual({
      category: ballot[0]!.name,
      slug: categorySlug(ballot[0]!.name),
      winners: [ballot[0]!.companies[0]!.name],
    });
    expect([...by.get(ballot[1]!.name)!.winners].sort()).toEqual(
      [ballot[1]!.companies[0]!.name, ballot[1]!.companies[1]!.name].sort(),
    );
    expect(by.get(ballot[2]!.name)!.winners).toEqual([]);
    // Revalidation: the same archive answers 304.
    const again = await get(`${API}/awards`, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);

    firstAta = (await get(`${API}/results/ata.pdf`)).rawPayload;
    firstReceipts = (await get(`${API}/results/receipts.txt`)).rawPayload;
    const ata = await get(`${API}/awards/${firstYear}/ata.pdf`);
    expect(ata.statusCode).toBe(200);
    expect(ata.headers['content-type']).toBe('application/pdf');
    expect(ata.rawPayload.equals(firstAta)).toBe(true);
    const receipts = await get(`${API}/awards/${firstYear}/receipts.txt`);
    expect(receipts.statusCode).toBe(200);
    expect(receipts.rawPayload.equals(firstReceipts)).toBe(true);
    // Gzipped for a client that accepts it (the same bytes once inflated), and revalidated by
    // its ETag, as /results/receipts.txt (one helper answers both).
    const gzipped = await get(`${API}/awards/${firstYear}/receipts.txt`, {
      'accept-encoding': 'br, gzip',
    });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).equals(firstReceipts)).toBe(true);
    expect(gzipped.headers.etag).toBe(receipts.headers.etag);
    const unchanged = await get(`${API}/awards/${firstYear}/receipts.txt`, {
      'if-none-match': receipts.headers.etag as string,
    });
    expect(unchanged.statusCode).toBe(304);
    const results = await get(`${API}/awards/${firstYear}/results.json`);
    expect(results.statusCode).toBe(200);
    expect(results.body).toBe((await get(`${API}/results`)).body);
  });

  it('verifies a real winner, a tie, a wrong year, a category without votes and an unknown slug', async () => {
    const won = await verify(firstYear, categorySlug(ballot[0]!.name));
    expect(won.statusCode).toBe(200);
    const winner = ballot[0]!.companies[0]!.name;
    expect(won.json()).toMatchObject({
      outcome: 'won',
      year: firstYear,
      award: AWARD,
      category: ballot[0]!.name,
      winners: [winner],
      message: awardsMessages.api.won([winner], ballot[0]!.name, firstYear),
    });
    expect(won.json().publishedAt).toMatch(/^\d{4}-/);
    // The address as typed: upper case still finds it.
    const typed = await verify(firstYear, categorySlug(ballot[0]!.name).toUpperCase());
    expect(typed.json().outcome).toBe('won');

    expect((await verify(firstYear, categorySlug(ballot[1]!.name))).json().winners).toHaveLength(2);
    const wrongYear = await verify(firstYear - 1, categorySlug(ballot[0]!.name));
    expect(wrongYear.statusCode).toBe(200);
    expect(wrongYear.json()).toMatchObject({
      outcome: 'no-edition',
      winners: [],
      message: awardsMessages.api.noEditionAnswer(firstYear - 1),
    });
    const noVotes = await verify(firstYear, categorySlug(ballot[2]!.name));
    expect(noVotes.json()).toMatchObject({
      outcome: 'no-votes',
      category: ballot[2]!.name,
      winners: [],
    });
    const unknown = await verify(firstYear, 'categoria-que-nao-existe');
    expect(unknown.json()).toMatchObject({
      outcome: 'no-category',
      category: null,
      winners: [],
      message: awardsMessages.api.noCategory(firstYear),
    });
    const malformed = await verify('20x7', 'padarias');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe(awardsMessages.api.yearInvalid);
    expect((await get(`${API}/awards/1999/ata.pdf`)).statusCode).toBe(404);
  });

  it('the console downloads each winner’s seal (a tie’s two), as stored; operators only', async () => {
    const slug = categorySlug(ballot[0]!.name);
    const path = `/awards/${firstYear}/${slug}/seal.svg`;
    expect((await get(`${ADMIN}${path}`)).statusCode).toBe(401);
    const seal = await admin('GET', path);
    expect(seal.statusCode).toBe(200);
    expect(seal.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(seal.headers['content-disposition']).toBe(
      `attachment; filename="selo-${firstYear}-${slug}.svg"`,
    );
    expect(seal.body).toContain('<svg');
    expect(seal.body).toContain(ballot[0]!.companies[0]!.name);
    expect(seal.body).toContain(`premio.acim.org.br/vencedores/${firstYear}/${slug}`);
    const tie = categorySlug(ballot[1]!.name);
    const first = await admin('GET', `/awards/${firstYear}/${tie}/seal.svg`);
    const second = await admin('GET', `/awards/${firstYear}/${tie}/seal.svg?vencedora=2`);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.body).not.toBe(second.body);
    expect(
      (await admin('GET', `/awards/${firstYear}/${tie}/seal.svg?vencedora=3`)).statusCode,
    ).toBe(404);
    const none = await admin(
      'GET',
      `/awards/${firstYear}/${categorySlug(ballot[2]!.name)}/seal.svg`,
    );
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(awardsMessages.api.sealNotFound);
    expect((await admin('GET', `/awards/${firstYear + 5}/${slug}/seal.svg`)).statusCode).toBe(404);
  });

  it('an insider renames the winner, the category, the award and the edition and moves a vote: nothing published changes', async () => {
    const slug = categorySlug(ballot[0]!.name);
    const before = {
      archive: (await get(`${API}/awards`)).body,
      check: (await verify(firstYear, slug)).body,
      seal: (await admin('GET', `/awards/${firstYear}/${slug}/seal.svg`)).rawPayload,
    };
    const db = t.app.votacao.database.db;
    await sql`UPDATE companies SET name = 'Empresa Falsa' WHERE id = ${ballot[0]!.companies[0]!.id}`.execute(
      db,
    );
    await sql`UPDATE categories SET name = 'Categoria Trocada' WHERE id = ${ballot[0]!.id}`.execute(
      db,
    );
    await sql`UPDATE election SET name = 'Outro Prêmio'`.execute(db);
    await sql`UPDATE editions SET name = 'Outro Prêmio'`.execute(db);
    await sql`UPDATE votes SET company_id = ${ballot[0]!.companies[1]!.id}
              WHERE voter_id = ${voters[0]!.id} AND category_id = ${ballot[0]!.id}`.execute(db);
    // A fresh process reads the rows again (no copy in memory helps).
    const fresh = await startTestApp(database, {
      deps: { mailer },
      config: { publicUrl: 'https://premio.acim.org.br' },
    });
    try {
      const freshOperator = bearer(
        await signInOperator(fresh.app, mailer, await addOperator(fresh.app)),
      );
      const after = {
        archive: (await fresh.app.inject({ method: 'GET', url: `${API}/awards` })).body,
        check: (
          await fresh.app.inject({ method: 'GET', url: `${API}/awards/${firstYear}/${slug}` })
        ).body,
        seal: (
          await fresh.app.inject({
            method: 'GET',
            url: `${ADMIN}/awards/${firstYear}/${slug}/seal.svg`,
            headers: freshOperator,
          })
        ).rawPayload,
      };
      expect(after.archive).toBe(before.archive);
      expect(after.check).toBe(before.check);
      expect(after.seal.equals(before.seal)).toBe(true);
      expect(after.seal.toString()).not.toContain('Empresa Falsa');
    } finally {
      await fresh.close();
    }
  });

  it('edition 2 published too: the archive lists both, newest first, each with its own documents', async () => {
    const created = await admin('POST', '/editions');
    expect(created.statusCode).toBe(201);
    const second = created.json() as { id: number; year: number };
    expect((await admin('POST', `/editions/${second.id}/current`)).statusCode).toBe(200);
    const set = await admin('PUT', '/election', {
      name: AWARD,
      opensAt: null,
      closesAt: new Date(t.clock.now() + 2 * HOUR).toISOString(),
    });
    expect(set.statusCode).toBe(200);
    const ballot2 = await categories(voters[1]!.token);
    expect((await vote(voters[1]!.token, ballot2[0]!, 2)).statusCode).toBe(201);
    await closeAndPublish();

    const archive = (await get(`${API}/awards`)).json() as ArchiveAnswer;
    expect(archive.data.map((e) => e.year)).toEqual([second.year, firstYear]);
    const slug = categorySlug(ballot2[0]!.name);
    const won = (await verify(second.year, slug)).json();
    expect(won).toMatchObject({ outcome: 'won', winners: [ballot2[0]!.companies[2]!.name] });
    // Edition 1's documents by year are still the bytes it published.
    expect((await get(`${API}/awards/${firstYear}/ata.pdf`)).rawPayload.equals(firstAta)).toBe(
      true,
    );
    expect(
      (await get(`${API}/awards/${firstYear}/receipts.txt`)).rawPayload.equals(firstReceipts),
    ).toBe(true);
    expect((await get(`${API}/awards/${second.year}/ata.pdf`)).rawPayload.equals(firstAta)).toBe(
      false,
    );
  });
});
