/**
 * Issue 41 §3, the nominations phase through the real routes, on SQLite and PostgreSQL: the
 * operator sets the window; before it opens a nomination is refused; voters nominate with
 * variants ('Padaria do Zé', 'padaria do ze', 'Pad. do Zé Ltda.'), one per category (a second
 * rewrites the first); a voter invalidated while the phase is open does not count; while open
 * the operator sees the total only and cannot group; after the close the variants are one group,
 * the operator merges, splits, renames, sees a tie at the cut and chooses the finalists, and
 * publishes the ballot, which becomes the edition's catalogue; voting works on it; a nomination
 * after the close is refused; the ata prints each finalist's nominations and each merge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import type {
  AdminNominations,
  NominationCategoryGroupsAnswer,
  VoterNominations,
} from '../../../src/domain/schemas/nominationsApi';
import type { Category } from '../../../src/domain/types';
import { exportVoter } from '../../../src/server/features/lgpd';
import { apiMessages } from '../../../src/server/messages';
import { startTestApp, type TestApp } from '../helpers/app';
import { operatorConsole } from '../helpers/console';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator } from '../helpers/operators';
import { pdfText } from '../helpers/pdf';
import type { newVoter } from '../helpers/voters';
import { API, nominate as nominateAs, signedInVoter } from '../helpers/voters';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What each voter writes in the first category (the last one will be invalidated). */
const WRITTEN = [
  'Padaria do Zé',
  'Padaria do Zé',
  'padaria do ze',
  'Pad. do Zé Ltda.',
  'Padaria e Confeitaria do Zé',
  'Mercado Central',
  'Mercado Central',
  'Panificadora Alvorada',
  'Panificadora Alvorado',
  'Livraria Sol',
  'Oficina Rápida',
  'Livraria Sol',
];

describe.each(databaseKinds)('the nominations phase on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;
  let padaria: number;
  let farmacia: number;
  const voters: { id: number; token: string; voter: ReturnType<typeof newVoter> }[] = [];
  let opensAt: number;
  let closesAt: number;
  let votingOpensAt: number;

  const { admin, importCatalog, scheduleVoting } = operatorConsole(
    () => t,
    () => operator,
  );
  const nominate = (token: string, categoryId: number, text: string) =>
    nominateAs(t.app, token, categoryId, text);
  const groupsOf = async (categoryId: number) =>
    (await admin('GET', '/nominations'))
      .json<AdminNominations>()
      .categories.find((c) => c.id === categoryId)!;
  const named = (c: NominationCategoryGroupsAnswer, name: string) =>
    c.groups.find((g) => g.name === name)!;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      env: { SEED_DEMO: 'false' },
      config: { tokenTtlMinutes: 60 * 24 * 30 },
    });
    operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    const categories = await importCatalog(
      'categoria,empresa\nPadaria,Pão Quente\nFarmácia,Farmácia Central\n',
    );
    padaria = categories.get('Padaria')!;
    farmacia = categories.get('Farmácia')!;
    votingOpensAt = await scheduleVoting(10); // voting comes after the phase
    for (let i = 0; i < WRITTEN.length; i++) voters.push(await signedInVoter(t.app, mailer));
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('the operator sets the window; before it opens a nomination is refused, in Portuguese', async () => {
    opensAt = t.clock.now() + HOUR;
    closesAt = opensAt + 2 * DAY;
    const bad = await admin('PUT', '/nominations/window', {
      opensAt: new Date(closesAt).toISOString(),
      closesAt: new Date(opensAt).toISOString(),
    });
    expect(bad.statusCode).toBe(422);
    const set = await admin('PUT', '/nominations/window', {
      opensAt: new Date(opensAt).toISOString(),
      closesAt: new Date(closesAt).toISOString(),
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<AdminNominations>()).toMatchObject({
      phase: 'scheduled',
      received: 0,
      categories: [],
    });
    const early = await nominate(voters[0]!.token, padaria, 'Padaria do Zé');
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/^As indicações ainda não começaram/);
    const view = await t.app.inject({
      method: 'GET',
      url: `${API}/nominations`,
      headers: bearer(voters[0]!.token),
    });
    expect(view.json<VoterNominations>()).toMatchObject({ phase: 'notYet' });
    // Without a token: 401.
    expect((await t.app.inject({ method: 'GET', url: `${API}/nominations` })).statusCode).toBe(401);
  });

  it('voters nominate, one per category (a second rewrites the first), with suggestions', async () => {
    t.clock.t = opensAt + MINUTE;
    const first = voters[0]!;
    expect((await nominate(first.token, padaria, 'Mercado Central')).statusCode).toBe(200);
    // ENVIAR INDICAÇÕES: every field at once, all stored or none.
    const batch = (token: string, nominations: { categoryId: number; text: string }[]) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/nominations`,
        headers: bearer(token),
        payload: { nominations },
      });
    const refused = await batch(voters[2]!.token, [
      { categoryId: padaria, text: 'Mercado Central' },
      { categoryId: farmacia, text: 'Drogaria\u202e Boa' },
    ]);
    expect(refused.statusCode).toBe(422);
    const sent = await batch(voters[1]!.token, [
      { categoryId: padaria, text: 'Mercado Central' },
      { categoryId: farmacia, text: 'Drogaria Boa Saúde' },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toHaveLength(2);
    for (let i = 0; i < WRITTEN.length; i++) {
      const res = await nominate(voters[i]!.token, padaria, WRITTEN[i]!);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await nominate(first.token, farmacia, '  Drogaria   Boa Saúde ')).json()).toEqual({
      categoryId: farmacia,
      text: 'Drogaria Boa Saúde',
    });
    const rows = await t.app.votacao.database.db
      .selectFrom('nominations')
      .select(['category_id', 'text'])
      .where('voter_id', '=', first.id)
      .orderBy('category_id')
      .execute();
    expect(rows).toHaveLength(2);
    // The refused batch stored nothing.
    const second = await t.app.votacao.database.db
      .selectFrom('nominations')
      .select('text')
      .where('voter_id', '=', voters[2]!.id)
      .execute();
    expect(second.map((r) => r.text)).toEqual([WRITTEN[2]]);
    expect(rows.find((r) => r.category_id === padaria)!.text).toBe('Padaria do Zé');
    // The voter's LGPD export lists them.
    const { db } = t.app.votacao.database;
    const row = await db
      .selectFrom('voters')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const exported = await exportVoter(db, row, t.clock.now());
    expect(exported.nominations.map((n) => n.categoria).sort()).toEqual(['Farmácia', 'Padaria']);
    const view = (
      await t.app.inject({ method: 'GET', url: `${API}/nominations`, headers: bearer(first.token) })
    ).json<VoterNominations>();
    expect(view.phase).toBe('open');
    expect(view.categories).toEqual(
      expect.arrayContaining([
        { id: padaria, name: 'Padaria', nominated: 'Padaria do Zé' },
        { id: farmacia, name: 'Farmácia', nominated: 'Drogaria Boa Saúde' },
      ]),
    );
    // No member list is imported: the suggestions are the catalogue's companies.
    expect(view.members).toEqual(['Farmácia Central', 'Pão Quente']);
    // /perfil's notice asks for the phase alone: the same answer without the suggestions.
    const phaseOnly = await t.app.inject({
      method: 'GET',
      url: `${API}/nominations?sugestoes=0`,
      headers: bearer(first.token),
    });
    expect(phaseOnly.json<VoterNominations>()).toEqual({ ...view, members: [] });
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${API}/nominations?sugestoes=talvez`,
      headers: bearer(first.token),
    });
    expect(unknown.statusCode).toBe(422);
    // A category of no edition, a name with a hidden character: refused.
    expect((await nominate(first.token, 999_999, 'X')).statusCode).toBe(404);
    const hidden = await nominate(first.token, padaria, 'Padaria\u200b do Zé');
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().message).toBe(apiMessages.nominations.textInvalid);
  });

  it('while the phase is open the operator sees the total only, and cannot group or publish', async () => {
    // The last voter is invalidated while the phase is open: their nomination will not count.
    const last = voters.at(-1)!;
    const invalidated = await admin('POST', `/voters/${last.id}/invalidate`, {
      reason: 'Cadastro com dados de outra pessoa',
      category: 'false-data',
    });
    expect(invalidated.statusCode, invalidated.body).toBe(200);
    const view = await admin('GET', '/nominations');
    expect(view.json<AdminNominations>()).toMatchObject({
      phase: 'open',
      received: WRITTEN.length + 2,
      categories: [],
    });
    expect(view.body).not.toContain('Padaria do Zé');
    for (const [method, url, payload] of [
      ['POST', `/nominations/categories/${padaria}/merge`, { ids: [1, 2] }],
      ['PUT', `/nominations/categories/${padaria}/finalists`, { ids: null }],
      ['POST', '/nominations/publish', undefined],
    ] as const) {
      const res = await admin(method, url, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toMatch(/contagens por empresa ficam lacradas/);
      expect(res.body).not.toMatch(/Padaria do Zé/);
    }
  });

  it('after the close a nomination is refused and the variants are one group, counted once each', async () => {
    // Encerrar agora, an hour before the planned close: the close is the server's own time,
    // whatever the operator's clock says; only while open; only for an operator.
    t.clock.t = closesAt - HOUR;
    const anonymous = await t.app.inject({ method: 'POST', url: `${ADMIN}/nominations/close-now` });
    expect(anonymous.statusCode).toBe(401);
    const closedNow = await admin('POST', '/nominations/close-now');
    expect(closedNow.statusCode, closedNow.body).toBe(200);
    const closedView = closedNow.json<AdminNominations>();
    expect(closedView.phase).toBe('closed');
    expect(Date.parse(closedView.closesAt!)).toBe(t.clock.t);
    expect(closedView.categories.length).toBeGreaterThan(0);
    closesAt = t.clock.t;
    const again = await admin('POST', '/nominations/close-now');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(operatorApiMessages.nominations.notOpenToClose);
    const late = await nominate(voters[1]!.token, padaria, 'Outra');
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(apiMessages.nominations.closed);
    // The close stands: no reopening once the counts can be seen.
    const reopen = await admin('PUT', '/nominations/window', {
      opensAt: new Date(opensAt).toISOString(),
      closesAt: new Date(closesAt + DAY).toISOString(),
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().message).toBe(operatorApiMessages.nominations.windowClosed);
    const category = await groupsOf(padaria);
    const ze = named(category, 'Padaria do Zé');
    expect(ze.count).toBe(4);
    expect(ze.variants.map((v) => v.text).sort()).toEqual(
      ['Pad. do Zé Ltda.', 'Padaria do Zé', 'padaria do ze'].sort(),
    );
    // The invalidated voter's 'Livraria Sol' does not count.
    expect(named(category, 'Livraria Sol').count).toBe(1);
    // "Alvorada" and "Alvorado" fell together (one letter in a long word).
    expect(named(category, 'Panificadora Alvorada').count).toBe(2);
    expect(category.groups.reduce((n, g) => n + g.count, 0)).toBe(WRITTEN.length - 1);
    expect((await groupsOf(farmacia)).groups).toMatchObject([
      { name: 'Drogaria Boa Saúde', count: 2 },
    ]);
  });

  it('the operator merges, splits and renames; the tie at the cut is shown; finalists chosen', async () => {
    let category = await groupsOf(padaria);
    const ze = named(category, 'Padaria do Zé');
    const confeitaria = named(category, 'Padaria e Confeitaria do Zé');
    const merged = await admin('POST', `/nominations/categories/${padaria}/merge`, {
      ids: [ze.id, confeitaria.id],
    });
    expect(merged.statusCode, merged.body).toBe(200);
    category = merged.json<NominationCategoryGroupsAnswer>();
    expect(named(category, 'Padaria do Zé').count).toBe(5);

    const alvorada = named(category, 'Panificadora Alvorada');
    const split = await admin('POST', `/nominations/categories/${padaria}/split`, {
      groupId: alvorada.id,
      texts: ['Panificadora Alvorado'],
    });
    expect(split.statusCode, split.body).toBe(200);
    category = split.json<NominationCategoryGroupsAnswer>();
    expect(named(category, 'Panificadora Alvorado').count).toBe(1);

    const mercado = named(category, 'Mercado Central');
    const renamed = await admin(
      'PUT',
      `/nominations/categories/${padaria}/groups/${mercado.id}/name`,
      { name: 'Supermercado Central' },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    category = renamed.json<NominationCategoryGroupsAnswer>();

    // Five most named: 5, 2, then four groups of 1 tied at the cut: all six, the tie shown.
    expect(category.finalists).toHaveLength(6);
    expect(category.tiedAtCut).toHaveLength(4);
    const without = category.finalists.filter(
      (id) => id !== named(category, 'Panificadora Alvorado').id,
    );
    const chosen = await admin('PUT', `/nominations/categories/${padaria}/finalists`, {
      ids: without,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<NominationCategoryGroupsAnswer>().finalists).toHaveLength(5);
    const unknown = await admin('PUT', `/nominations/categories/${padaria}/finalists`, {
      ids: [9999],
    });
    expect(unknown.statusCode).toBe(422);

    const audit = await admin('GET', '/audit?limit=100&offset=0');
    const actions = (audit.json().data as { action: string }[]).map((e) => e.action);
    for (const action of [
      'nominations.window',
      'nominations.merge',
      'nominations.split',
      'nominations.rename',
      'nominations.finalists',
    ]) {
      expect(actions).toContain(action);
    }
  });

  it('publishing the ballot makes the finalists the catalogue, and voting works on it', async () => {
    const published = await admin('POST', '/nominations/publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ categories: 2, companies: 6 });
    expect((await admin('POST', '/nominations/publish')).statusCode).toBe(409);
    const merge = await admin('POST', `/nominations/categories/${padaria}/merge`, { ids: [1, 2] });
    expect(merge.statusCode).toBe(409);
    expect((await admin('GET', '/nominations')).json<AdminNominations>().phase).toBe('published');

    t.clock.t = votingOpensAt + MINUTE;
    const { token } = await signedInVoter(t.app, mailer);
    const ballot = (
      await t.app.inject({ method: 'GET', url: `${API}/categories/app`, headers: bearer(token) })
    ).json<{ data: Category[] }>().data;
    const padarias = ballot.find((c) => c.id === padaria)!;
    expect(padarias.companies.map((c) => c.name).sort()).toEqual(
      [
        'Livraria Sol',
        'Oficina Rápida',
        'Padaria do Zé',
        'Panificadora Alvorada',
        'Supermercado Central',
      ].sort(),
    );
    expect(ballot.find((c) => c.id === farmacia)!.companies.map((c) => c.name)).toEqual([
      'Drogaria Boa Saúde',
    ]);
    const ze = padarias.companies.find((c) => c.name === 'Padaria do Zé')!;
    const vote = await t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: bearer(token),
      payload: { idCategory: padaria, idCompany: ze.id },
    });
    expect(vote.statusCode, vote.body).toBe(201);
  });

  it('the ata prints each finalist’s nominations and each merge', async () => {
    expect((await admin('POST', '/election/close-now')).statusCode).toBe(200);
    t.clock.advance(HOUR);
    expect((await admin('GET', '/results')).statusCode).toBe(200);
    const published = await admin('POST', '/election/publish');
    expect(published.statusCode, published.body).toBe(200);
    const pdf = await t.app.inject({ method: 'GET', url: `${API}/results/ata.pdf` });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Indicações');
    expect(text).toContain('Padaria do Zé — 5 indicações');
    expect(text).toContain('Supermercado Central — 2 indicações');
    expect(text).toContain('Livraria Sol — 1 indicação');
    expect(text).toContain('Drogaria Boa Saúde — 2 indicações');
    expect(text).toContain('Junção: “Padaria e Confeitaria do Zé” em “Padaria do Zé”.');
    expect(text).not.toContain('Panificadora Alvorado —');
  });
});
