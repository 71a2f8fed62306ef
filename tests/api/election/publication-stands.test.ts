/**
 * Issue 36, sections 2 and 3, on SQLite and PostgreSQL, each attack performed against the real
 * routes:
 *
 * - Close, read, reopen: closing and reading at once fails at the read (403 until the close has
 *   stood RESULTS_SEAL_HOLD_MINUTES); after the hold, a read then a reopening without a reason
 *   is a 422, with a reason it is its own audit action and printed on /resultados' history and
 *   in the ata; close-now and open-now are their own audit actions.
 * - A publication that stands: after publication, invalidating the winner's voters and changing
 *   the dates are 409 and /resultados does not move (nor when the tables are changed under it);
 *   the publication is withdrawn with a reason (audited), republished as version 2, and version
 *   1's ata stays downloadable, marked, its bytes as published still matching its digest; the
 *   public history shows both.
 */
import { createHash } from 'node:crypto';
import os from 'node:os';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PublicResults } from '../../../src/domain/admin';
import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import type {
  PublicationDigests,
  PublicationHistory,
  PublicReceipts,
} from '../../../src/domain/trust';
import type { Category } from '../../../src/domain/types';
import { runAdmin } from '../../../src/server/cli/admin';
import { createDatabase } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrations';
import { electionRepository } from '../../../src/server/features/election/repository';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';
import { pdfText } from '../helpers/pdf';
import { API } from '../helpers/voters';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const HOLD = 10 * MINUTE;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(databaseKinds)('close, read, reopen; a publication that stands on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;
  let operatorEmail: string;
  let category: Category;
  /** The winner's three voters and the runner-up's two. */
  const winners: { id: number; token: string }[] = [];
  const others: { id: number; token: string }[] = [];
  let firstAtaSha256: string;
  let firstAta: Buffer;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      config: { tokenTtlMinutes: 7 * 24 * 60 },
    });
    operatorEmail = await addOperator(t.app);
    operator = bearer(await signInOperator(t.app, mailer, operatorEmail));
    const set = await put({
      name: 'Prêmio Destaque',
      opensAt: null,
      closesAt: new Date(t.clock.now() + 2 * HOUR).toISOString(),
    });
    expect(set.statusCode).toBe(200);
    for (let i = 0; i < 3; i++) winners.push(await signInVoter(t.app, mailer));
    for (let i = 0; i < 2; i++) others.push(await signInVoter(t.app, mailer));
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/categories/app`,
      headers: bearer(winners[0]!.token),
    });
    category = (list.json() as { data: Category[] }).data[0]!;
    for (const [group, c] of [
      [winners, 0],
      [others, 1],
    ] as const) {
      for (const voter of group) {
        const res = await t.app.inject({
          method: 'POST',
          url: `${API}/votes`,
          headers: bearer(voter.token),
          payload: { idCategory: category.id, idCompany: category.companies[c]!.id },
        });
        expect(res.statusCode).toBe(201);
      }
    }
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (path: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `${ADMIN}/election/${path}`,
      headers: operator,
      ...(payload ? { payload } : {}),
    });
  function put(body: object) {
    return t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/election`,
      headers: operator,
      payload: body,
    });
  }
  const auditActions = async () =>
    (
      await t.app.votacao.database.db
        .selectFrom('audit_log')
        .select(['action', 'reason', 'after_json'])
        .orderBy('id')
        .execute()
    ).map((r) => ({ ...r, after: r.after_json ? JSON.parse(r.after_json) : null }));
  const winnerVotes = async () => {
    const results = (await get(`${API}/results`)).json() as PublicResults;
    const row = results.data.find((r) => r.category === category.name)!;
    return Object.fromEntries(row.companies.map((c) => [c.name, c.votes]));
  };

  it('attack: close, read at once, reopen: the read fails (403 until the close has stood)', async () => {
    const closed = await post('close-now');
    expect(closed.statusCode).toBe(200);
    const closedAt = Date.parse(closed.json().closesAt);
    expect(closed.json()).toMatchObject({ status: 'closed', resultsSealed: true });
    expect(Date.parse(closed.json().unsealsAt)).toBe(closedAt + HOLD);
    t.clock.advance(278);
    for (const url of [`${ADMIN}/results`, `${ADMIN}/results.csv`]) {
      const res = await get(url, operator);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toMatch(/continuam lacrados/);
      expect(Date.parse(res.json().unsealsAt)).toBe(closedAt + HOLD);
    }
    // Nor can it be published (the public /results) before the hold.
    expect((await post('publish')).statusCode).toBe(409);
    // Reopening is a plain open-now: nothing was read.
    const reopened = await post('open-now');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().status).toBe('open');
    const actions = (await auditActions()).map((a) => a.action);
    expect(actions).toContain('election.close-now');
    expect(actions).toContain('election.open-now');
    expect(actions).not.toContain('results.read-after-close');
    expect(actions).not.toContain('election.reopen-after-results');
  });

  it('after the hold: read, then reopen without a reason is a 422; with one it is recorded and shown', async () => {
    expect((await post('close-now')).statusCode).toBe(200);
    t.clock.advance(HOLD - 1);
    expect((await get(`${ADMIN}/results`, operator)).statusCode).toBe(403);
    t.clock.advance(1);
    const read = await get(`${ADMIN}/results`, operator);
    expect(read.statusCode).toBe(200);
    const readAt = t.clock.now();
    expect((await get(`${ADMIN}/results`, operator)).statusCode).toBe(200);
    const firstReads = (await auditActions()).filter(
      (a) => a.action === 'results.read-after-close',
    );
    expect(firstReads).toHaveLength(1);

    t.clock.advance(MINUTE);
    for (const attempt of [
      () => post('open-now'),
      () => post('open-now', { reason: '  ' }),
      () => put({ name: 'Prêmio Destaque', opensAt: null, closesAt: null }),
    ]) {
      const res = await attempt();
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/Os resultados por empresa já foram consultados/);
    }
    expect((await get(`${API}/election`)).json().status).toBe('closed');

    const reopened = await post('open-now', { reason: 'Urna da feira chegou atrasada' });
    expect(reopened.statusCode).toBe(200);
    const reopenedAt = t.clock.now();
    const entry = (await auditActions()).find((a) => a.action === 'election.reopen-after-results')!;
    expect(entry.reason).toBe('Urna da feira chegou atrasada');
    expect(entry.after).toMatchObject({ via: 'election.open-now', status: 'open' });
    expect(Date.parse(entry.after.resultsReadAt)).toBe(readAt);

    const history = (await get(`${API}/results/history`)).json() as PublicationHistory;
    expect(history.reopenings).toHaveLength(1);
    expect(Date.parse(history.reopenings[0]!.resultsReadAt)).toBe(readAt);
    expect(Date.parse(history.reopenings[0]!.reopenedAt)).toBe(reopenedAt);
    expect(JSON.stringify(history)).not.toContain('Urna');

    // The reopening read is forgotten: the next close starts afresh (no reason to reopen
    // before anyone reads again).
    expect((await post('close-now')).statusCode).toBe(200);
  });

  it('publication: served from what was stored, with the reopening in the ata', async () => {
    t.clock.advance(HOLD);
    expect((await post('publish')).statusCode).toBe(200);
    const digests = (await get(`${API}/results/publication`)).json() as PublicationDigests;
    expect(digests.version).toBe(1);
    firstAtaSha256 = digests.ataSha256;
    const ata = await get(`${API}/results/ata.pdf`);
    expect(ata.statusCode).toBe(200);
    firstAta = ata.rawPayload;
    expect(sha256(firstAta)).toBe(firstAtaSha256);
    const text = pdfText(firstAta);
    expect(text).toContain('Versão 1');
    expect(text).toMatch(
      /Resultados consultados em \d\d\/\d\d\/\d{4}, \d\d:\d\d e votação\s+reaberta em/,
    );
    expect(await winnerVotes()).toMatchObject({
      [category.companies[0]!.name]: 3,
      [category.companies[1]!.name]: 2,
    });
  });

  it("attack: invalidating the winner's voters after publication is a 409; /resultados does not move", async () => {
    const before = (await get(`${API}/results`)).body;
    const receiptsBefore = (await get(`${API}/results/receipts`)).body;
    const one = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/voters/${winners[0]!.id}/invalidate`,
      headers: operator,
      payload: { category: 'duplicate', reason: 'Suspeita de fraude' },
    });
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toBe(operatorApiMessages.results.publishedNoVoterChange);
    const bulk = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/voters/invalidate`,
      headers: operator,
      payload: {
        category: 'duplicate',
        voterIds: winners.map((w) => w.id),
        reason: 'Suspeita de fraude',
      },
    });
    expect(bulk.statusCode).toBe(409);
    const restore = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/voters/${winners[0]!.id}/restore`,
      headers: operator,
      payload: { reason: 'Engano' },
    });
    expect(restore.statusCode).toBe(409);
    const stillValid = await t.app.votacao.database.db
      .selectFrom('voters')
      .select('invalidated_at')
      .where(
        'id',
        'in',
        winners.map((w) => w.id),
      )
      .execute();
    expect(stillValid.every((v) => v.invalidated_at === null)).toBe(true);

    // The CLI refuses too.
    const err: string[] = [];
    const code = await runAdmin(
      [
        'integrity',
        'invalidate',
        String(winners[0]!.id),
        '--category',
        'vote-buying',
        '--reason',
        'Suspeita',
      ],
      { DATABASE_URL: database.url, USER: 'auditora' },
      { out: () => undefined, err: (l) => err.push(l), cwd: os.tmpdir() },
    );
    expect(code).toBe(1);
    expect(err.join('\n')).toContain('retire a publicação antes');

    // Even with the tables changed under it (database access), what was published is served.
    await t.app.votacao.database.db
      .updateTable('voters')
      .set({ invalidated_at: t.clock.now(), invalidated_reason: 'por fora' })
      .where(
        'id',
        'in',
        winners.map((w) => w.id),
      )
      .execute();
    expect((await get(`${API}/results`)).body).toBe(before);
    expect((await get(`${API}/results/receipts`)).body).toBe(receiptsBefore);
    const list = (await get(`${API}/results/receipts`)).json() as PublicReceipts;
    const receipt = list.data.find((r) => r.category === category.name)!.receipts[0]!;
    expect((await get(`${API}/results/receipt?code=${receipt}`)).json().status).toBe('counted');
    await t.app.votacao.database.db
      .updateTable('voters')
      .set({ invalidated_at: null, invalidated_reason: null })
      .where(
        'id',
        'in',
        winners.map((w) => w.id),
      )
      .execute();
  });

  it('attack: changing the dates after publication (SALVAR) is a 409, the publication stands', async () => {
    const view = (await get(`${API}/election`)).json();
    const later = new Date(Date.parse(view.closesAt) + 3 * HOUR).toISOString();
    for (const res of [
      await put({ name: view.name, opensAt: view.opensAt, closesAt: later }),
      await put({
        name: view.name,
        opensAt: view.opensAt,
        closesAt: later,
        reopenReason: 'Mais prazo',
      }),
      await put({ name: 'Outro nome', opensAt: view.opensAt, closesAt: view.closesAt }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(operatorApiMessages.election.publishedNoChange);
    }
    // Saving the same values changes nothing and is not refused.
    expect(
      (await put({ name: view.name, opensAt: view.opensAt, closesAt: view.closesAt })).statusCode,
    ).toBe(200);
    const open = await post('open-now', { reason: 'Mais prazo para votar' });
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(operatorApiMessages.election.publishedNoReopen);
    expect((await get(`${API}/election`)).json()).toMatchObject({
      status: 'closed',
      resultsPublished: true,
    });
    expect((await get(`${API}/results`)).statusCode).toBe(200);
    expect((await get(`${API}/results/ata.pdf`)).rawPayload.equals(firstAta)).toBe(true);
  });

  it('withdrawing needs a category and a reason, is audited, and keeps version 1 downloadable', async () => {
    for (const payload of [
      { category: 'other', reason: '' },
      { category: 'other', reason: 'abc' },
      { category: 'capricho', reason: 'Uma razão qualquer' },
    ]) {
      expect((await post('withdraw-publication', payload)).statusCode).toBe(422);
    }
    expect((await get(`${API}/results`)).statusCode).toBe(200);
    const withdrawn = await post('withdraw-publication', {
      category: 'voter-correction',
      reason: 'Eleitores 12 e 13 cadastrados em série',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: 'closed', resultsPublished: false });
    const entry = (await auditActions()).find((a) => a.action === 'results.withdraw')!;
    expect(entry.reason).toBe('Eleitores 12 e 13 cadastrados em série');
    expect(entry.after).toMatchObject({ category: 'voter-correction' });
    expect(
      (await post('withdraw-publication', { category: 'other', reason: 'De novo, não' }))
        .statusCode,
    ).toBe(409);

    expect((await get(`${API}/results`)).statusCode).toBe(404);
    expect((await get(`${API}/results/ata.pdf`)).statusCode).toBe(404);
    const v1 = await get(`${API}/results/ata.pdf?versao=1`);
    expect(v1.statusCode).toBe(200);
    expect(pdfText(v1.rawPayload)).toMatch(/PUBLICAÇÃO RETIRADA em .*correção de eleitores/);
    const original = await get(`${API}/results/ata.pdf?versao=1&original=1`);
    expect(sha256(original.rawPayload)).toBe(firstAtaSha256);
    expect((await get(`${API}/results/ata.pdf?versao=9`)).statusCode).toBe(404);
    expect((await get(`${API}/results/ata.pdf?versao=x`)).statusCode).toBe(422);

    // Withdrawn: now the voters can be changed (this is how to proceed).
    const invalidated = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/voters/invalidate`,
      headers: operator,
      payload: {
        category: 'duplicate',
        voterIds: winners.map((w) => w.id),
        reason: 'Cadastro em série',
      },
    });
    expect(invalidated.statusCode).toBe(200);
  });

  it('republished: version 2, version 1 marked "substituída", the public history shows both', async () => {
    t.clock.advance(MINUTE);
    expect((await post('publish')).statusCode).toBe(200);
    const digests = (await get(`${API}/results/publication`)).json() as PublicationDigests;
    expect(digests.version).toBe(2);
    expect(await winnerVotes()).toMatchObject({
      [category.companies[0]!.name]: 0,
      [category.companies[1]!.name]: 2,
    });
    const current = await get(`${API}/results/ata.pdf`);
    expect(sha256(current.rawPayload)).toBe(digests.ataSha256);
    expect(pdfText(current.rawPayload)).toContain('Versão 2');

    const v1 = await get(`${API}/results/ata.pdf?versao=1`);
    expect(v1.statusCode).toBe(200);
    expect(pdfText(v1.rawPayload)).toMatch(/SUBSTITUÍDA pela versão 2 em \d\d\/\d\d\/\d{4}/);
    expect(sha256((await get(`${API}/results/ata.pdf?versao=1&original=1`)).rawPayload)).toBe(
      firstAtaSha256,
    );
    expect(sha256((await get(`${API}/results/ata.pdf?versao=2`)).rawPayload)).toBe(
      digests.ataSha256,
    );

    const history = (await get(`${API}/results/history`)).json() as PublicationHistory;
    expect(history.versions).toHaveLength(2);
    expect(history.versions[0]).toMatchObject({
      version: 1,
      ataSha256: firstAtaSha256,
      withdrawalCategory: 'voter-correction',
      supersededBy: 2,
    });
    expect(history.versions[0]!.withdrawnAt).not.toBeNull();
    expect(history.versions[1]).toMatchObject({
      version: 2,
      ataSha256: digests.ataSha256,
      withdrawnAt: null,
      supersededBy: null,
    });
    const text = JSON.stringify(history);
    expect(text).not.toContain('série');
    expect(text).not.toContain(operatorEmail);
  });
});

describe.each(databaseKinds)(
  'a close typed in the past skips the hold, not the reason on %s',
  (kind) => {
    let database: TestDatabase;
    let t: TestApp;
    const mailer = new MemoryMailer();
    let operator: Record<string, string>;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
      t = await startTestApp(database, { deps: { mailer } });
      operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    });
    afterAll(async () => {
      await t.close();
      await database.drop();
    });

    it('attack: closing 11 minutes back, reading and reopening at once still needs a reason', async () => {
      const put = (payload: object) =>
        t.app.inject({ method: 'PUT', url: `${ADMIN}/election`, headers: operator, payload });
      const closesAt = new Date(t.clock.now() - 11 * MINUTE).toISOString();
      expect((await put({ name: 'Prêmio', opensAt: null, closesAt })).statusCode).toBe(200);
      const read = await t.app.inject({
        method: 'GET',
        url: `${ADMIN}/results`,
        headers: operator,
      });
      expect(read.statusCode).toBe(200);
      const reopen = await put({ name: 'Prêmio', opensAt: null, closesAt: null });
      expect(reopen.statusCode).toBe(422);
      expect(reopen.json().errors).toHaveProperty('reopenReason');
      const told = await put({
        name: 'Prêmio',
        opensAt: null,
        closesAt: null,
        reopenReason: 'Encerramento digitado errado',
      });
      expect(told.statusCode).toBe(200);
      const history = (
        await t.app.inject({ method: 'GET', url: `${API}/results/history` })
      ).json() as PublicationHistory;
      expect(history.reopenings).toHaveLength(1);
    });
  },
);

describe.each(databaseKinds)('the CLI: a read after the close, then a reopening on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  async function cli(args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(
      args,
      { DATABASE_URL: database.url, USER: 'auditora' },
      { out: (l) => out.push(l), err: (l) => err.push(l), cwd: os.tmpdir() },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('results within the hold is audited and counts as read; reopening then needs --reason', async () => {
    const handle = createDatabase(database.config);
    try {
      await migrateToLatest(handle.db as never, handle.kind);
      await electionRepository(handle.db).update(
        { name: 'Prêmio', opens_at: null, closes_at: Date.now() - MINUTE },
        Date.now(),
      );
      const read = await cli(['results']);
      expect(read.code).toBe(0);
      expect(read.err).toContain('tempo mínimo');
      const refused = await cli(['election', '--closes', '']);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('--reason');
      const reopened = await cli([
        'election',
        '--closes',
        '',
        '--reason',
        'Prazo estendido pela comissão',
      ]);
      expect(reopened.code).toBe(0);
      const actions = await handle.db
        .selectFrom('audit_log')
        .select(['action', 'reason'])
        .orderBy('id')
        .execute();
      expect(actions.map((a) => a.action)).toEqual([
        'results.read-while-open',
        // The first read after the close seals the votes in the chain (decision 232).
        'votes.sealed',
        'results.read-after-close',
        'election.reopen-after-results',
      ]);
      expect(actions[3]!.reason).toBe('Prazo estendido pela comissão');
      expect(await electionRepository(handle.db).reopenings()).toHaveLength(1);
    } finally {
      await handle.destroy();
    }
  });
});
