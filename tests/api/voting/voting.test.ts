/**
 * GET /categories/app and POST /votes: shapes, every status, and the database's guarantee of one
 * vote per voter and category under 200 simultaneous identical requests.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Category, CategoriesResponse } from '../../../src/domain/types';
import { isForeignKeyViolation, isUniqueViolation } from '../../../src/server/db/database';
import { receiptMailOf } from '../../../src/server/features/receipts/repository';
import { apiMessages } from '../../../src/server/messages';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { spyStatements } from '../helpers/statements';
import { API, newVoter, register, sendCode, validateCode } from '../helpers/voters';

describe.each(databaseKinds)('voting calls on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, { deps: { mailer } });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  async function signIn(): Promise<{ token: string; id: number }> {
    const voter = newVoter();
    const registered = await register(t.app, voter);
    expect(registered.statusCode).toBe(201);
    expect((await sendCode(t.app, voter.cpf)).statusCode).toBe(200);
    const res = await validateCode(t.app, voter.cpf, mailer.lastCode(voter.email));
    expect(res.statusCode).toBe(200);
    return { token: res.json().accessToken, id: registered.json().id };
  }

  const categories = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const vote = (token: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: { authorization: `Bearer ${token}` },
      payload: body as object,
    });

  /** The votes stored for these voters, in (voter, category) order. */
  const storedVotes = (voterIds: number[]) =>
    t.app.votacao.database.db
      .selectFrom('votes')
      .select(['voter_id', 'category_id', 'company_id'])
      .where('voter_id', 'in', voterIds)
      .orderBy('voter_id')
      .orderBy('category_id')
      .execute();

  async function someCategory(token: string, index = 0): Promise<Category> {
    const res = await categories(token);
    const category = (res.json() as CategoriesResponse).data[index];
    if (!category) throw new Error('no demo category');
    return category;
  }

  describe('GET /categories/app', () => {
    it('200 { data: [{ id, name, hasVoted, votedCompanyId, companies: [{ id, name }] }] } with the demo data', async () => {
      const { token } = await signIn();
      const res = await categories(token);
      expect(res.statusCode).toBe(200);
      // Written as JSON text (decision 141), still announced as JSON.
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const { data } = res.json() as CategoriesResponse;
      expect(data.length).toBeGreaterThanOrEqual(12);
      for (const category of data) {
        expect(Object.keys(category).sort()).toEqual([
          'companies',
          'hasVoted',
          'id',
          'name',
          // Issue 26: the vote's receipt beside the spec's fields (null until voted).
          'receipt',
          'votedCompanyId',
        ]);
        expect(category).toMatchObject({
          id: expect.any(Number),
          name: expect.any(String),
          hasVoted: false,
          votedCompanyId: null,
        });
        expect(category.companies.length).toBeGreaterThanOrEqual(3);
        for (const company of category.companies) {
          expect(Object.keys(company).sort()).toEqual(['id', 'name']);
        }
      }
      const names = data.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    });

    it('shows hasVoted and votedCompanyId for the signed-in voter only', async () => {
      const a = await signIn();
      const b = await signIn();
      const category = await someCategory(a.token, 1);
      const company = category.companies[1];
      expect(
        (await vote(a.token, { idCompany: company?.id, idCategory: category.id })).statusCode,
      ).toBe(201);

      const mine = (await categories(a.token)).json() as CategoriesResponse;
      expect(mine.data.find((c) => c.id === category.id)).toMatchObject({
        hasVoted: true,
        votedCompanyId: company?.id,
      });
      expect(mine.data.filter((c) => c.hasVoted)).toHaveLength(1);
      const theirs = (await categories(b.token)).json() as CategoriesResponse;
      expect(theirs.data.every((c) => !c.hasVoted && c.votedCompanyId === null)).toBe(true);
    });

    it('a voter with votes in several categories sees each one with its company', async () => {
      const { token } = await signIn();
      const { data } = (await categories(token)).json() as CategoriesResponse;
      const picks = [data[0], data[3], data[7]].map((category, i) => ({
        idCategory: (category as Category).id,
        idCompany: (category as Category).companies[i % 3]?.id,
      }));
      for (const pick of picks) expect((await vote(token, pick)).statusCode).toBe(201);
      const after = (await categories(token)).json() as CategoriesResponse;
      expect(
        after.data
          .filter((category) => category.hasVoted)
          .map((category) => ({ idCategory: category.id, idCompany: category.votedCompanyId }))
          .sort((a, b) => a.idCategory - b.idCategory),
      ).toEqual([...picks].sort((a, b) => a.idCategory - b.idCategory));
    });

    it('401 without a token, with a malformed, tampered, expired or unsigned token', async () => {
      const { token } = await signIn();
      const [header, payload] = token.split('.');
      const key = new TextEncoder().encode(TEST_JWT_SECRET);
      const now = Math.floor(t.clock.t / 1000);
      const expired = await new SignJWT({ id: 1, nome: 'X', email: 'x@x.com' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 60)
        .sign(key);
      const otherKey = await new SignJWT({ id: 1, nome: 'X', email: 'x@x.com' })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(now + 600)
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      const tampered = `${header}.${Buffer.from(
        JSON.stringify({ id: 999, nome: 'Eve', email: 'e@e.com', exp: now + 600 }),
      ).toString('base64url')}.${token.split('.')[2]}`;
      for (const bad of [undefined, 'abc', 'a.b.c', expired, otherKey, unsigned, tampered]) {
        const res = await categories(bad);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: apiMessages.unauthorized });
      }
      const basic = await t.app.inject({
        method: 'GET',
        url: `${API}/categories/app`,
        headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      });
      expect(basic.statusCode).toBe(401);
    });

    it('401 once the token expires (TOKEN_TTL_MINUTES)', async () => {
      const { token } = await signIn();
      t.clock.advance(120 * 60_000 + 1_000);
      try {
        expect((await categories(token)).statusCode).toBe(401);
      } finally {
        t.clock.advance(-(120 * 60_000 + 1_000));
      }
    });
  });

  describe('POST /votes', () => {
    it('201 for a vote, then 409 "Você já votou nessa categoria." for any second vote there', async () => {
      const { token } = await signIn();
      const category = await someCategory(token, 2);
      const [first, second] = category.companies;
      const res = await vote(token, { idCompany: first?.id, idCategory: category.id });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        idCompany: first?.id,
        idCategory: category.id,
        receipt: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/),
      });
      for (const company of [first, second]) {
        const again = await vote(token, { idCompany: company?.id, idCategory: category.id });
        expect(again.statusCode).toBe(409);
        expect(again.json()).toEqual({ message: apiMessages.alreadyVoted });
      }
      // Another category is still open.
      const other = await someCategory(token, 3);
      expect(
        (await vote(token, { idCompany: other.companies[0]?.id, idCategory: other.id })).statusCode,
      ).toBe(201);
    });

    it('404 for an unknown category or company', async () => {
      const { token } = await signIn();
      const category = await someCategory(token);
      const noCategory = await vote(token, {
        idCompany: category.companies[0]?.id,
        idCategory: 999_999,
      });
      expect(noCategory.statusCode).toBe(404);
      expect(noCategory.json()).toEqual({ message: apiMessages.categoryNotFound });
      const noCompany = await vote(token, { idCompany: 999_999, idCategory: category.id });
      expect(noCompany.statusCode).toBe(404);
      expect(noCompany.json()).toEqual({ message: apiMessages.companyNotFound });
    });

    it('422 for a company outside the category', async () => {
      const { token } = await signIn();
      const a = await someCategory(token, 0);
      const b = await someCategory(token, 1);
      const res = await vote(token, { idCompany: b.companies[0]?.id, idCategory: a.id });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: apiMessages.companyNotInCategory });
      const after = (await categories(token)).json() as CategoriesResponse;
      expect(after.data.some((c) => c.hasVoted)).toBe(false);
    });

    it('401 without a valid token, before the body is even looked at', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/votes`,
        payload: { idCompany: 'x' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: apiMessages.unauthorized });
    });

    it('401 when the token belongs to a voter who no longer exists', async () => {
      const key = new TextEncoder().encode(TEST_JWT_SECRET);
      const now = Math.floor(t.clock.t / 1000);
      const ghost = await new SignJWT({ id: 987_654, nome: 'Fantasma', email: 'f@f.com', ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(key);
      expect((await categories(ghost)).statusCode).toBe(401);
      const category = await someCategory((await signIn()).token);
      const res = await vote(ghost, {
        idCompany: category.companies[0]?.id,
        idCategory: category.id,
      });
      expect(res.statusCode).toBe(401);
    });

    it('200 simultaneous identical votes: one 201, 199 × 409, exactly one row', async () => {
      const { token, id } = await signIn();
      const category = await someCategory(token, 4);
      const body = { idCompany: category.companies[0]?.id, idCategory: category.id };
      const answers = await Promise.all(Array.from({ length: 200 }, () => vote(token, body)));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(199);
      const rows = await t.app.votacao.database.db
        .selectFrom('votes')
        .selectAll()
        .where('voter_id', '=', id)
        .where('category_id', '=', category.id)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('simultaneous votes of several voters, some refused: each its own answer, only the good stored', async () => {
      const [a, b, c] = [await signIn(), await signIn(), await signIn()];
      const { data } = (await categories(a.token)).json() as CategoriesResponse;
      const [x, y] = [data[5], data[6]] as [Category, Category];
      const inX = x.companies[0]?.id;
      const inY = y.companies[0]?.id;
      const answers = await Promise.all([
        vote(a.token, { idCompany: inX, idCategory: x.id }),
        vote(a.token, { idCompany: inX, idCategory: x.id }),
        vote(b.token, { idCompany: inY, idCategory: x.id }),
        vote(c.token, { idCompany: inY, idCategory: y.id }),
        vote(c.token, { idCompany: inY, idCategory: 999_999 }),
        vote(b.token, { idCompany: inY, idCategory: y.id }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 404, 409, 422]);
      expect(answers[2]?.json().message).toBe(apiMessages.companyNotInCategory);
      expect(answers[4]?.json().message).toBe(apiMessages.categoryNotFound);
      const stored = await storedVotes([a.id, b.id, c.id]);
      expect(stored).toEqual([
        { voter_id: a.id, category_id: x.id, company_id: inX },
        { voter_id: b.id, category_id: y.id, company_id: inY },
        { voter_id: c.id, category_id: y.id, company_id: inY },
      ]);
    });

    it.runIf(kind === 'sqlite')(
      'SQLite: votes arriving in one turn of the event loop share one transaction (group commit)',
      async () => {
        const [a, b] = [await signIn(), await signIn()];
        const { data } = (await categories(a.token)).json() as CategoriesResponse;
        const [x, y] = [data[7], data[8]] as [Category, Category];
        const { db } = t.app.votacao.database;
        const transactions = vi.spyOn(db, 'transaction');
        try {
          const answers = await Promise.all(
            [a, b].flatMap((v) =>
              [x, y].map((cat) =>
                vote(v.token, { idCompany: cat.companies[1]?.id, idCategory: cat.id }),
              ),
            ),
          );
          expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
          expect(transactions).toHaveBeenCalledTimes(1);
        } finally {
          transactions.mockRestore();
        }
      },
    );
  });

  describe('PostgreSQL: calls arriving in one turn share one round trip (decision 140)', () => {
    /** Counts the statements run whose SQL contains `marker`. */
    function countStatements(marker: string) {
      let count = 0;
      const restore = spyStatements((sql) => {
        if (sql.includes(marker)) count += 1;
        return null;
      });
      return { count: () => count, restore };
    }

    const makeStale = (voterId: number) =>
      t.app.votacao.database.db
        .updateTable('voters')
        .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
        .where('id', '=', voterId)
        .execute();

    it.runIf(kind === 'postgres')(
      'lists of several voters in one query, each with only its own votes; a stale token still 401',
      async () => {
        const [a, b, c] = [await signIn(), await signIn(), await signIn()];
        const { data } = (await categories(a.token)).json() as CategoriesResponse;
        const [x, y] = [data[9], data[10]] as [Category, Category];
        const [inX, inY] = [x.companies[0]?.id, y.companies[1]?.id];
        expect((await vote(a.token, { idCompany: inX, idCategory: x.id })).statusCode).toBe(201);
        expect((await vote(b.token, { idCompany: inY, idCategory: y.id })).statusCode).toBe(201);
        expect((await vote(a.token, { idCompany: inY, idCategory: y.id })).statusCode).toBe(201);
        await makeStale(c.id);
        const reads = countStatements('FROM catalog_version');
        let answers;
        try {
          answers = await Promise.all([a, b, c, a].map((v) => categories(v.token)));
          expect(reads.count()).toBe(1);
        } finally {
          reads.restore();
        }
        expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 200]);
        const voted = (res: (typeof answers)[number]) =>
          (res.json() as CategoriesResponse).data
            .filter((category) => category.hasVoted)
            .map((category) => [category.id, category.votedCompanyId]);
        expect(voted(answers[0]!)).toEqual([
          [x.id, inX],
          [y.id, inY],
        ]);
        expect(voted(answers[1]!)).toEqual([[y.id, inY]]);
        expect(voted(answers[3]!)).toEqual(voted(answers[0]!));
      },
    );

    it.runIf(kind === 'postgres')(
      'votes in one statement; those it skips (second vote, stale session, wrong pairing) get their own answer',
      async () => {
        const [a, b, c] = [await signIn(), await signIn(), await signIn()];
        const { data } = (await categories(a.token)).json() as CategoriesResponse;
        const [x, y] = [data[2], data[3]] as [Category, Category];
        const [inX, inY] = [x.companies[2]?.id, y.companies[2]?.id];
        await makeStale(c.id);
        const batches = countStatements('AS vote(voter_id');
        let answers;
        try {
          answers = await Promise.all([
            vote(a.token, { idCompany: inX, idCategory: x.id }),
            vote(a.token, { idCompany: x.companies[0]?.id, idCategory: x.id }),
            vote(b.token, { idCompany: inY, idCategory: x.id }),
            vote(c.token, { idCompany: inY, idCategory: y.id }),
            vote(b.token, { idCompany: inY, idCategory: y.id }),
            vote(a.token, { idCompany: inY, idCategory: 999_999 }),
          ]);
          expect(batches.count()).toBe(1);
        } finally {
          batches.restore();
        }
        expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 401, 404, 409, 422]);
        expect(answers[2]?.json().message).toBe(apiMessages.companyNotInCategory);
        expect(answers[3]?.json().message).toBe(apiMessages.unauthorized);
        expect(answers[5]?.json().message).toBe(apiMessages.categoryNotFound);
        const first = answers[0]?.statusCode === 201 ? inX : x.companies[0]?.id;
        const stored = await storedVotes([a.id, b.id, c.id]);
        expect(stored).toEqual([
          { voter_id: a.id, category_id: x.id, company_id: first },
          { voter_id: b.id, category_id: y.id, company_id: inY },
        ]);
      },
    );

    it.runIf(kind === 'postgres')(
      'when the batch statement fails as a whole, each vote is tried alone and answered',
      async () => {
        const [a, b] = [await signIn(), await signIn()];
        const { data } = (await categories(a.token)).json() as CategoriesResponse;
        const x = data[11] as Category;
        const { db } = t.app.votacao.database;
        let failed = 0;
        const restore = spyStatements((sql) => {
          if (!sql.includes('AS vote(voter_id') || failed > 0) return null;
          failed += 1;
          return Promise.reject(Object.assign(new Error('connection reset'), { code: '08006' }));
        });
        let answers;
        try {
          answers = await Promise.all(
            [a, b].map((v) => vote(v.token, { idCompany: x.companies[0]?.id, idCategory: x.id })),
          );
        } finally {
          restore();
        }
        expect(failed).toBe(1);
        expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
        const stored = await db
          .selectFrom('votes')
          .select('voter_id')
          .where('voter_id', 'in', [a.id, b.id])
          .where('category_id', '=', x.id)
          .execute();
        expect(stored).toHaveLength(2);
      },
    );
  });

  describe("a vote and its receipt e-mail's line are one transaction", () => {
    it('when the line cannot be queued the vote is not stored either: 500, and the vote can be cast again', async () => {
      const a = await signIn();
      const { data } = (await categories(a.token)).json() as CategoriesResponse;
      const x = data[10] as Category;
      let failed = 0;
      const restore = spyStatements((sql) => {
        if (!/insert into "?mail_outbox"?/i.test(sql) || failed > 0) return null;
        failed += 1;
        return Promise.reject(new Error('disk I/O error'));
      });
      let refused;
      try {
        refused = await vote(a.token, { idCompany: x.companies[0]?.id, idCategory: x.id });
      } finally {
        restore();
      }
      expect(failed).toBe(1);
      expect(refused.statusCode).toBe(500);
      const { db } = t.app.votacao.database;
      const stored = () =>
        db
          .selectFrom('votes')
          .select('receipt')
          .where('voter_id', '=', a.id)
          .where('category_id', '=', x.id)
          .execute();
      expect(await stored()).toHaveLength(0);
      const again = await vote(a.token, { idCompany: x.companies[0]?.id, idCategory: x.id });
      expect(again.statusCode).toBe(201);
      const rows = await stored();
      expect(rows).toHaveLength(1);
      const queued = await db
        .selectFrom('mail_outbox')
        .select(['id', 'voter_id', 'created_at'])
        .where('voter_id', '=', a.id)
        .where('kind', '=', 'vote-receipt')
        .execute();
      expect(queued).toHaveLength(1);
      // Its text is read from the votes when it is sent (decision 261): this vote, once.
      const mail = await receiptMailOf(db, {
        id: queued[0]!.id,
        voter_id: a.id,
        created_at: Number(queued[0]!.created_at),
      });
      expect(mail?.votes).toEqual([{ category: x.name, receipt: rows[0]!.receipt }]);
    });
  });

  describe("a voter's votes of a few minutes share one receipt e-mail", () => {
    it('three votes in one turn and one later: one waiting e-mail carrying the four, in order of the votes', async () => {
      const a = await signIn();
      const { data } = (await categories(a.token)).json() as CategoriesResponse;
      const picked = [data[0], data[1], data[2], data[3]] as Category[];
      const cast = (c: Category) =>
        vote(a.token, { idCompany: c.companies[0]?.id, idCategory: c.id });
      const together = await Promise.all(picked.slice(0, 3).map(cast));
      const later = await cast(picked[3]!);
      const answers = [...together, later];
      expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
      const { db } = t.app.votacao.database;
      const queued = await db
        .selectFrom('mail_outbox')
        .select(['id', 'status', 'created_at'])
        .where('voter_id', '=', a.id)
        .where('kind', '=', 'vote-receipt')
        .execute();
      expect(queued).toHaveLength(1);
      expect(queued[0]!.status).toBe('queued');
      const mail = await receiptMailOf(db, {
        id: queued[0]!.id,
        voter_id: a.id,
        created_at: Number(queued[0]!.created_at),
      });
      const lines = mail!.votes.map((v) => `${v.category}\t${v.receipt}`);
      expect(new Set(lines.slice(0, 3))).toEqual(
        new Set(picked.slice(0, 3).map((c, i) => `${c.name}\t${answers[i]!.json().receipt}`)),
      );
      expect(lines[3]).toBe(`${picked[3]!.name}\t${later.json().receipt}`);
    });
  });

  describe('database constraints (not just the handlers)', () => {
    it('UNIQUE (voter, category) refuses a second vote inserted directly', async () => {
      const { token, id } = await signIn();
      const category = await someCategory(token, 5);
      const [first, second] = category.companies;
      const { db } = t.app.votacao.database;
      const row = (companyId: number) => ({
        voter_id: id,
        category_id: category.id,
        company_id: companyId,
        created_at: Date.now(),
      });
      await db
        .insertInto('votes')
        .values(row(first?.id ?? 0))
        .execute();
      const error = await db
        .insertInto('votes')
        .values(row(second?.id ?? 0))
        .execute()
        .catch((e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
    });

    it('a vote for a company of another category is refused by a foreign key', async () => {
      const { token, id } = await signIn();
      const a = await someCategory(token, 6);
      const b = await someCategory(token, 7);
      const error = await t.app.votacao.database.db
        .insertInto('votes')
        .values({
          voter_id: id,
          category_id: a.id,
          company_id: b.companies[0]?.id ?? 0,
          created_at: Date.now(),
        })
        .execute()
        .catch((e: unknown) => e);
      expect(isForeignKeyViolation(error)).toBe(true);
    });

    it('CPF and e-mail are unique columns', async () => {
      const voter = newVoter();
      await register(t.app, voter);
      const { db } = t.app.votacao.database;
      const error = await db
        .insertInto('voters')
        .values({
          nome: 'Outra',
          email: 'outra@example.com',
          celular: '11999999999',
          cpf: voter.cpf,
          created_at: 1,
        })
        .execute()
        .catch((e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
    });
  });
});
