/**
 * The in-memory catalogue (src/server/features/catalogue/cache.ts) never serves a stale list: two app
 * instances share one database, one changes the catalogue (import, rename, delete, through its
 * own connection as another process would) and the other's very next list shows it. Votes are
 * never cached.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CategoriesResponse } from '../../../src/domain/types';
import { importCatalog } from '../../../src/server/features/catalogue/import';
import { catalogVersion } from '../../../src/server/features/catalogue/repository';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { API, newVoter, register, sendCode, validateCode } from '../helpers/voters';

describe.each(databaseKinds)('catalogue cache across two app instances on %s', (kind) => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let token: string;
  const mailer = new MemoryMailer();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    a = await startTestApp(database, { deps: { mailer } });
    b = await startTestApp(database, { deps: { mailer } });
    const voter = newVoter();
    expect((await register(a.app, voter)).statusCode).toBe(201);
    expect((await sendCode(a.app, voter.cpf)).statusCode).toBe(200);
    const res = await validateCode(a.app, voter.cpf, mailer.lastCode(voter.email));
    token = res.json().accessToken;
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.drop();
  });

  const list = async (t: TestApp) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as CategoriesResponse).data;
  };
  const names = (data: CategoriesResponse['data']) => data.map((c) => c.name);
  const dbOf = (t: TestApp) => t.app.votacao.database.db;

  it('an import through one instance shows at once, in pt-BR order, on the other', async () => {
    const before = await list(b);
    await importCatalog(dbOf(a), [
      { categoria: 'Açougue', empresas: ['Casa de Carnes Zé', 'açougue do Bairro'] },
    ]);
    const after = await list(b);
    expect(after).toHaveLength(before.length + 1);
    const sorted = [...names(after)].sort((x, y) => x.localeCompare(y, 'pt-BR'));
    expect(names(after)).toEqual(sorted);
    const added = after.find((c) => c.name === 'Açougue');
    expect(added?.companies.map((c) => c.name)).toEqual(['açougue do Bairro', 'Casa de Carnes Zé']);
  });

  it('a rename and a delete made with plain SQL on another connection show at once', async () => {
    const added = (await list(b)).find((c) => c.name === 'Açougue');
    const [first, second] = added?.companies ?? [];
    await sql`UPDATE companies SET name = ${'Zebu Carnes'} WHERE id = ${first?.id}`.execute(
      dbOf(a),
    );
    let now = (await list(b)).find((c) => c.name === 'Açougue');
    expect(now?.companies.map((c) => c.name)).toEqual(['Casa de Carnes Zé', 'Zebu Carnes']);

    await sql`DELETE FROM companies WHERE id = ${second?.id}`.execute(dbOf(a));
    now = (await list(b)).find((c) => c.name === 'Açougue');
    expect(now?.companies.map((c) => c.name)).toEqual(['Zebu Carnes']);
  });

  it('every catalogue change bumps the version; votes do not', async () => {
    const start = await catalogVersion(dbOf(a));
    await sql`UPDATE categories SET name = name`.execute(dbOf(a));
    const afterUpdate = await catalogVersion(dbOf(b));
    expect(afterUpdate).toBeGreaterThan(start);

    const category = (await list(b)).find((c) => c.name === 'Açougue');
    const res = await b.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: { authorization: `Bearer ${token}` },
      payload: { idCategory: category?.id, idCompany: category?.companies[0]?.id },
    });
    expect(res.statusCode).toBe(201);
    expect(await catalogVersion(dbOf(a))).toBe(afterUpdate);
  });

  it("the voter's own votes are read on every call, from either instance", async () => {
    const voted = (await list(a)).find((c) => c.name === 'Açougue');
    expect(voted?.hasVoted).toBe(true);
    expect(voted?.votedCompanyId).toBe(voted?.companies[0]?.id);
    expect((await list(a)).filter((c) => c.hasVoted)).toHaveLength(1);
  });

  it('50 simultaneous lists right after a change all show the new catalogue', async () => {
    await importCatalog(dbOf(a), [{ categoria: 'Zoológico', empresas: ['Bichos & Cia'] }]);
    const all = await Promise.all(Array.from({ length: 50 }, () => list(b)));
    for (const data of all) expect(names(data)).toContain('Zoológico');
    expect(new Set(all.map((d) => JSON.stringify(d))).size).toBe(1);
  });
});
