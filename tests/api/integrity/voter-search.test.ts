/**
 * GET /admin/voters?q=… on SQLite and PostgreSQL: by name or e-mail (accents and case ignored, as
 * the voter screens' search), by CPF digits (with or without punctuation), paged with a total,
 * with limits (422 in Portuguese), behind the operator guard; ?ids=… unchanged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AdminVoterSearchPage } from '../../../src/domain/admin';
import { insertVoter } from '../../../src/server/features/codes/votersRepository';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';

describe.each(databaseKinds)('voter search on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let token = '';
  const ids: Record<string, number> = {};

  const search = async (query: string, as = token) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${ADMIN}/voters?${query}`,
      headers: as ? bearer(as) : {},
    });
    return {
      status: res.statusCode,
      body: res.json() as AdminVoterSearchPage & { message?: string },
    };
  };
  const names = (page: AdminVoterSearchPage) => page.data.map((v) => v.nome);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, { deps: { mailer } });
    const { db } = t.app.votacao.database;
    const people: [string, string, string, string][] = [
      ['joao', 'João Araújo', 'joao.araujo@exemplo.com.br', '52998224725'],
      ['joana', 'Joana Souza', 'JS@provedor.com', '11144477735'],
      ['marcia', 'Márcia Lima', 'marcia@exemplo.com.br', '98765432100'],
    ];
    for (const [key, nome, email, cpf] of people) {
      ({ id: ids[key]! } = await insertVoter(db, {
        nome,
        email: email.toLowerCase(),
        celular: '11987654321',
        cpf,
        created_at: Date.now(),
        signup_prefix: null,
      }));
    }
    for (let i = 0; i < 30; i += 1) {
      await insertVoter(db, {
        nome: `Eleitor Série ${i}`,
        email: `serie${String(i).padStart(3, '0')}@lote.example`,
        celular: '11900000000',
        cpf: String(70000000000 + i),
        created_at: Date.now(),
        signup_prefix: null,
      });
    }
    token = await signInOperator(t.app, mailer, await addOperator(t.app));
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('finds by name ignoring accents and case, and by e-mail', async () => {
    const byName = await search('q=ARAUJO');
    expect(byName.status).toBe(200);
    expect(names(byName.body)).toEqual(['João Araújo']);
    expect(byName.body.total).toBe(1);
    expect(names((await search(`q=${encodeURIComponent('jõa')}`)).body)).toEqual([
      'João Araújo',
      'Joana Souza',
    ]);
    expect(names((await search('q=marcia')).body)).toEqual(['Márcia Lima']);
    expect(names((await search('q=js%40provedor')).body)).toEqual(['Joana Souza']);
    const [joao] = (await search('q=araujo')).body.data;
    expect(joao).toMatchObject({ id: ids.joao, votes: 0, invalidated: false });
  });

  it('finds by CPF digits, with or without punctuation', async () => {
    expect(names((await search('q=529.982')).body)).toEqual(['João Araújo']);
    expect(names((await search('q=98765432100')).body)).toEqual(['Márcia Lima']);
    expect((await search('q=00000000000000')).body).toEqual({ data: [], total: 0 });
  });

  it('pages the matches, oldest first, with the total', async () => {
    const first = await search('q=serie&limit=25');
    expect(first.body.total).toBe(30);
    expect(first.body.data).toHaveLength(25);
    expect(first.body.data[0]!.nome).toBe('Eleitor Série 0');
    const second = await search('q=s%C3%A9rie&limit=25&offset=25');
    expect(names(second.body)).toEqual([25, 26, 27, 28, 29].map((i) => `Eleitor Série ${i}`));
    expect((await search('q=serie')).body.data).toHaveLength(25);
  });

  it('refuses bad searches with a Portuguese 422, never a 500', async () => {
    for (const query of [
      'q=a',
      'q=%20%20',
      `q=${'x'.repeat(101)}`,
      'q=serie&limit=0',
      'q=serie&limit=101',
    ]) {
      const res = await search(query);
      expect(res.status, query).toBe(422);
      expect(res.body.message).toMatch(/caracteres|limit/);
    }
    for (const query of ['q=serie&limit=abc', 'q=serie&offset=-1', `q=${'x'.repeat(500)}`]) {
      const res = await search(query);
      expect(res.status, query).toBeGreaterThanOrEqual(400);
      expect(res.status, query).toBeLessThan(500);
    }
  });

  it('needs an operator: 401 without a token, 403 with a voter token', async () => {
    expect((await search('q=serie', '')).status).toBe(401);
    const voter = await signInVoter(t.app, mailer);
    expect((await search('q=serie', voter.token)).status).toBe(403);
  });

  it('keeps ?ids= as it was (data only)', async () => {
    const res = await search(`ids=${ids.marcia},${ids.joao}`);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Márcia Lima', 'João Araújo']);
    expect(res.body.total).toBeUndefined();
  });
});
