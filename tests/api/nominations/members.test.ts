/**
 * The association's member list (issue 41 §3, decision 321), on SQLite and PostgreSQL: without
 * one the nominations suggest the catalogue's companies; POST /admin/members/import replaces the
 * current edition's list (other columns ignored, repeated names kept once, audited), the
 * suggestions come from it and Edições shows it; every bad file (no name column, empty, open
 * quotes, a formula, hidden characters, a name too long, mixed scripts, not UTF-8, too many
 * lines, too big: over 1 MB in bytes, whatever the URL's query string) is a 4xx in Portuguese with
 * its lines, never a 500, and changes nothing, as is a file name with a hidden character; two
 * imports at once take turns, each audited with the list it replaced; the command line imports
 * the same way (a file over the limit refused on its size, unread). Each edition keeps its own
 * list.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { MEMBER_FILE_MAX_BYTES, MEMBER_LIST_MAX } from '../../../src/domain/memberList';
import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import type { VoterNominations } from '../../../src/domain/schemas/nominationsApi';
import type { EditionSummary } from '../../../src/domain/types';
import { startTestApp, type TestApp } from '../helpers/app';
import { runCli } from '../helpers/cli';
import { expectAnswer, operatorConsole } from '../helpers/console';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator } from '../helpers/operators';
import { API, signedInVoter } from '../helpers/voters';

const m = operatorApiMessages.members;

/** A valid list of exactly MEMBER_FILE_MAX_BYTES bytes: 'nome', 5128 names of 194 characters, one of 34. */
function csvOfTheLimit(): string {
  const rows = Array.from(
    { length: 5128 },
    (_, i) => `Empresa ${String(i).padStart(5, '0')} ${'a'.repeat(180)}`,
  );
  return ['nome', ...rows, `Empresa final ${'b'.repeat(20)}`, ''].join('\n');
}
const oneByteMore = (csv: string) => csv.replace('final ', 'final b');

describe.each(databaseKinds)('the member list on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;
  let voter: Record<string, string>;
  let workDir: string;

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `${ADMIN}${url}`,
      headers: operator,
      ...(payload ? { payload } : {}),
    });
  const importMembers = (fileName: string, content: string) =>
    admin('POST', '/members/import', { fileName, content });
  const suggestions = async () =>
    (
      await t.app.inject({ method: 'GET', url: `${API}/nominations`, headers: voter })
    ).json<VoterNominations>().members;
  const currentList = async () =>
    (await admin('GET', '/editions'))
      .json<{ data: EditionSummary[] }>()
      .data.find((e) => e.current)!.memberList;

  /**
   * PostgreSQL: a transaction of the test's own that holds the current edition's member list row
   * (FOR UPDATE); `waiting` counts the connections waiting behind it, directly or behind one
   * that waits for it.
   */
  async function holdMemberList() {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('BEGIN');
    const held = await client.query(
      'SELECT 1 FROM member_lists WHERE edition_id = (SELECT id FROM editions WHERE is_current = 1) FOR UPDATE',
    );
    expect(held.rowCount).toBe(1);
    return {
      async waiting() {
        const res = await client.query<{ n: string }>(
          `WITH RECURSIVE behind(pid) AS (
             SELECT pid FROM pg_stat_activity WHERE pg_backend_pid() = ANY(pg_blocking_pids(pid))
             UNION
             SELECT a.pid FROM pg_stat_activity a JOIN behind b ON b.pid = ANY(pg_blocking_pids(a.pid))
           ) SELECT count(*) AS n FROM behind`,
        );
        return Number(res.rows[0]!.n);
      },
      async release() {
        await client.query('COMMIT');
        await client.end();
      },
    };
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      env: { SEED_DEMO: 'false' },
      config: { rateLimit: { apiPerMinute: 1_000_000 } },
    });
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-members-'));
    operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    const imported = await admin('POST', '/catalog/import', {
      fileName: 'catalogo.csv',
      content: 'categoria,empresa\nPadaria,Pão Quente\nFarmácia,Farmácia Central\n',
      dryRun: false,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const window = await admin('PUT', '/nominations/window', {
      opensAt: new Date(t.clock.now() - 60_000).toISOString(),
      closesAt: new Date(t.clock.now() + 3_600_000).toISOString(),
    });
    expect(window.statusCode, window.body).toBe(200);
    voter = bearer((await signedInVoter(t.app, mailer)).token);
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('without a list the suggestions are the catalogue’s; an import replaces them, audited', async () => {
    expect(await suggestions()).toEqual(['Farmácia Central', 'Pão Quente']);
    expect(await currentList()).toBeNull();

    const csv = [
      '\uFEFFCNPJ;Nome;E-mail',
      '00.000.000/0001-91;Padaria do Zé;ze@example.com',
      '11.111.111/0001-91;"Mercado  Central";',
      '22.222.222/0001-91;MERCADO CENTRAL;',
      '',
      '33.333.333/0001-91;Água Viva Ltda.;',
    ].join('\r\n');
    const res = await importMembers('associadas.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    const year = res.json().year as number;
    expect(res.json()).toMatchObject({
      fileName: 'associadas.csv',
      members: 3,
      repeated: 1,
    });
    // pt-BR order, spaces collapsed, the first spelling kept; only the names are stored.
    expect(await suggestions()).toEqual(['Água Viva Ltda.', 'Mercado Central', 'Padaria do Zé']);
    expect(await currentList()).toMatchObject({ fileName: 'associadas.csv', members: 3 });
    const stored = await t.app.votacao.database.db.selectFrom('members').selectAll().execute();
    expect(JSON.stringify(stored)).not.toMatch(/example\.com|0001/);

    const audit = await t.app.votacao.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'members.import')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(String(audit[0]!.after_json))).toEqual({
      year,
      fileName: 'associadas.csv',
      members: 3,
      repeated: 1,
    });

    // A second import replaces the list (its size before is in the audit trail).
    const again = await importMembers('associadas-2.csv', 'nome\nLivraria Sol\n');
    expect(again.statusCode, again.body).toBe(200);
    expect(await suggestions()).toEqual(['Livraria Sol']);
    const second = await t.app.votacao.database.db
      .selectFrom('audit_log')
      .select('before_json')
      .where('action', '=', 'members.import')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(second.before_json))).toEqual({ members: 3 });
  });

  it('a header with Nome (the contact person) and Empresa stores the companies, never the people', async () => {
    const csv = [
      'Nome;Empresa;CPF',
      'Maria da Silva;Padaria do Zé;529.982.247-25',
      'João Souza;Mercado Central;',
    ].join('\n');
    const res = await importMembers('export-da-associacao.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(await suggestions()).toEqual(['Mercado Central', 'Padaria do Zé']);
    const stored = await t.app.votacao.database.db.selectFrom('members').selectAll().execute();
    expect(JSON.stringify(stored)).not.toMatch(/Maria|João|529/);
    // Associada before Nome as well, wherever the columns stand.
    const other = await importMembers('outra.csv', 'nome,associada\nAna Lima,Livraria Sol\n');
    expect(other.statusCode, other.body).toBe(200);
    expect(await suggestions()).toEqual(['Livraria Sol']);
  });

  it('two imports at once (the console and the CLI) both stand, one after the other, never a 500', async () => {
    const [a, b] = await Promise.all([
      importMembers('a.csv', 'empresa\nAçougue Boi Gordo\nBazar Estrela\n'),
      importMembers('b.csv', 'empresa\nCasa de Ração Bicho\n'),
    ]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    // The list is one file's, whole: never both mixed.
    expect([['Açougue Boi Gordo', 'Bazar Estrela'], ['Casa de Ração Bicho']]).toContainEqual(
      await suggestions(),
    );
  });

  // The overlap is forced on PostgreSQL only (a row lock held by the test); SQLite runs one
  // writing transaction at a time, so there it checks the audit entries' order alone.
  it('two imports at once: the second’s audit entry has the first’s list as its before', async () => {
    const seed = await importMembers('semente.csv', 'nome\nSemente Única\n');
    expect(seed.statusCode, seed.body).toBe(200);
    const db = t.app.votacao.database.db;
    const lastId = Number(
      (
        await db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id,
    );
    // On PostgreSQL a transaction of the test's holds the list's row until both imports are
    // under way and waiting for it (the second behind the first), so they overlap for sure.
    const holder = kind === 'postgres' ? await holdMemberList() : null;
    const both = Promise.all([
      importMembers('duas.csv', 'nome\nAçougue Boi Gordo\nBazar Estrela\n'),
      importMembers('tres.csv', 'nome\nCasa de Ração Bicho\nDoceria Mel\nEmpório Sul\n'),
    ]);
    if (holder) {
      await vi.waitFor(async () => expect(await holder.waiting()).toBe(2), {
        timeout: 20_000,
        interval: 20,
      });
      await holder.release();
    }
    const [a, b] = await both;
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    const entries = (
      await db
        .selectFrom('audit_log')
        .select(['before_json', 'after_json'])
        .where('action', '=', 'members.import')
        .where('id', '>', lastId)
        .orderBy('id')
        .execute()
    ).map((e) => ({
      before: JSON.parse(String(e.before_json)) as { members: number },
      after: JSON.parse(String(e.after_json)) as { fileName: string; members: number },
    }));
    expect(entries).toHaveLength(2);
    const [first, second] = entries as [(typeof entries)[0], (typeof entries)[0]];
    expect(first.before).toEqual({ members: 1 });
    expect(second.before).toEqual({ members: first.after.members });
    expect(await currentList()).toMatchObject({
      fileName: second.after.fileName,
      members: second.after.members,
    });
  });

  it('a file name with a control or invisible character is a 422 in Portuguese, never stored', async () => {
    const before = await currentList();
    const audited = async () =>
      (
        await t.app.votacao.database.db
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', 'members.import')
          .execute()
      ).length;
    const entries = await audited();
    for (const fileName of [
      'a\u0000.csv',
      'b\u202e.csv\r\n=cmd',
      'lista\u200b.csv',
      'lista\t2026.csv',
      '\u2066associadas.csv',
    ]) {
      const res = await importMembers(fileName, 'nome\nPadaria Nova\n');
      expect(res.statusCode, `${JSON.stringify(fileName)}: ${res.body}`).toBe(422);
      expect(res.json()).toEqual({ message: m.fileNameHidden, errors: [] });
    }
    expect(await currentList()).toEqual(before);
    expect(await audited()).toBe(entries);
    // Accents and punctuation are no hidden characters.
    const fine = await importMembers('Associadas – São José (2026).csv', 'nome\nPadaria Nova\n');
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('a file of exactly the limit’s bytes imports; one byte more is a 413', async () => {
    const content = csvOfTheLimit();
    expect(Buffer.byteLength(content)).toBe(MEMBER_FILE_MAX_BYTES);
    const over = await importMembers('limite.csv', oneByteMore(content));
    expectAnswer(over, 413, { message: m.tooLarge });
    const at = await importMembers('limite.csv', content);
    expect(at.statusCode, at.body.slice(0, 500)).toBe(200);
    expect(at.json()).toMatchObject({ members: 5129, repeated: 0 });
  });

  it('a bad file is a 422 in Portuguese with its lines, never a 500, and changes nothing', async () => {
    const before = await suggestions();
    const cases: [string, string, RegExp][] = [
      [
        'sem-coluna.csv',
        'cnpj,email\n1,a@b.c\n',
        /linha 1: cabeçalho "cnpj,email" sem a coluna nome/,
      ],
      ['vazio.csv', '', /arquivo vazio/],
      ['so-cabecalho.csv', 'nome\n\n', /nenhuma linha de dados/],
      ['aspas.csv', 'nome\n"Padaria\n', /linha 2: aspas abertas e não fechadas/],
      ['formula.csv', 'nome\n=HYPERLINK("http://x";"y")\n', /linha 2: empresa começando com “=”/],
      ['arroba.csv', 'nome\nPadaria\n@SUM(1+1)\n', /linha 3: empresa começando com “@”/],
      ['mais.csv', 'nome\n+5511999\n', /linha 2: empresa começando com “\+”/],
      ['menos.csv', 'nome\n-2+3\n', /linha 2: empresa começando com “-”/],
      [
        'largo.csv',
        'nome\n\uFF1D1+1\n',
        /linha 2: empresa com caracteres que a ata de apuração não consegue imprimir \(＝\)/,
      ],
      ['vazia.csv', 'nome;cnpj\n;123\n', /linha 2: empresa vazia/],
      ['oculto.csv', 'nome\nPadaria\u200b do Zé\n', /linha 2: empresa com caracteres invisíveis/],
      ['longo.csv', `nome\n${'A'.repeat(201)}\n`, /linha 2: empresa com mais de 200 caracteres/],
      ['cirilico.csv', 'nome\nFarmáсia\n', /linha 2: empresa misturando letras de alfabetos/],
      ['latin1.csv', 'nome\nPadaria do Z\uFFFD\n', /não está em UTF-8/],
      [
        'muitos.csv',
        'nome\n' + Array.from({ length: MEMBER_LIST_MAX + 1 }, (_, i) => `E${i}`).join('\n'),
        /o máximo é 10\.000/,
      ],
    ];
    for (const [fileName, content, expected] of cases) {
      const res = await importMembers(fileName, content);
      expect(res.statusCode, `${fileName}: ${res.body}`).toBe(422);
      const body = res.json<{ message: string; errors: string[] }>();
      expect(body.message).toMatch(
        new RegExp(`^${fileName.replace('.', '\\.')}: nada foi importado`),
      );
      expect([body.message, ...body.errors].join('\n'), fileName).toMatch(expected);
    }
    // A file of bad lines lists its first hundred problems and counts them all.
    const many = await importMembers('ruim.csv', 'nome\n' + '=1\n'.repeat(500));
    expect(many.statusCode).toBe(422);
    expect(many.json().message).toBe(m.importFailed('ruim.csv', 500));
    expect(many.json().errors).toHaveLength(101);

    // Over the body limit: the import's own 413, a query string or not; over the file's limit
    // (in bytes, not characters) too; a broken or incomplete body: 400 / 422.
    const hugeContent = 'nome\n' + 'Padaria\n'.repeat(300_000);
    const huge = await importMembers('grande.csv', hugeContent);
    expectAnswer(huge, 413, { message: m.tooLarge });
    const queried = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/members/import?x=1`,
      headers: operator,
      payload: { fileName: 'grande.csv', content: hugeContent },
    });
    expectAnswer(queried, 413, { message: m.tooLarge });
    const tooLong = await importMembers('longa.csv', 'nome\n' + 'x'.repeat(1_000_001));
    expectAnswer(tooLong, 413, { message: m.tooLarge });
    // 600,000 characters, 1.2 MB in UTF-8: over the limit the console checks on the file.
    const accents = await importMembers('acentos.csv', 'nome\n' + 'Ç'.repeat(600_000));
    expectAnswer(accents, 413, { message: m.tooLarge });
    const broken = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/members/import`,
      headers: { ...operator, 'content-type': 'application/json' },
      payload: '{"fileName": "a.csv", "content": ',
    });
    expect(broken.statusCode).toBe(400);
    for (const payload of [
      {},
      { content: 'nome\nA' },
      { fileName: '', content: 'nome\nA' },
      { fileName: 'a.csv', content: 42 },
    ]) {
      const res = await admin('POST', '/members/import', payload);
      expect(res.statusCode, res.body).toBe(422);
    }
    // Without a session: 401.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/members/import`,
      payload: { fileName: 'a.csv', content: 'nome\nA' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await suggestions()).toEqual(before);
  });

  it('the command line imports the same way, and says a bad file’s lines', async () => {
    const good = path.join(workDir, 'associadas.csv');
    fs.writeFileSync(good, 'associada,cidade\nOficina Rápida,Campinas\nPadaria do Zé,Campinas\n');
    const cli = (...argv: string[]) =>
      runCli(argv, { DATABASE_URL: database.url }, workDir, () => t.clock.now());
    const done = await cli('members', 'import', 'associadas.csv');
    expect(done.code, done.err).toBe(0);
    expect(done.out).toMatch(/Lista de associadas importada para a edição \d{4}: 2 nome\(s\)/);
    expect(await suggestions()).toEqual(['Oficina Rápida', 'Padaria do Zé']);

    fs.writeFileSync(path.join(workDir, 'ruim.csv'), 'nome\nBoa\n=cmd|calc\n');
    const bad = await cli('members', 'import', 'ruim.csv');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('ruim.csv: nada foi importado; corrija o problema:');
    expect(bad.err).toContain('linha 3: empresa começando com “=”');
    fs.writeFileSync(
      path.join(workDir, 'latin1.csv'),
      Buffer.from([0x6e, 0x6f, 0x6d, 0x65, 0x0a, 0xc1, 0x67, 0x75, 0x61]),
    );
    const latin1 = await cli('members', 'import', 'latin1.csv');
    expect(latin1.code).toBe(1);
    expect(latin1.err).toMatch(/não está em UTF-8/);
    // Over the limit: refused on the file's size, before it is read (as the API limits its body).
    fs.writeFileSync(path.join(workDir, 'limite.csv'), oneByteMore(csvOfTheLimit()));
    const over = await cli('members', 'import', 'limite.csv');
    expect([over.code, over.err]).toEqual([1, m.tooLarge]);
    // 3 GB (sparse): never read, so never the read's own failure.
    fs.writeFileSync(path.join(workDir, 'enorme.csv'), '');
    fs.truncateSync(path.join(workDir, 'enorme.csv'), 3 * 2 ** 30);
    const enormous = await cli('members', 'import', 'enorme.csv');
    expect([enormous.code, enormous.err]).toEqual([1, m.tooLarge]);
    fs.rmSync(path.join(workDir, 'enorme.csv'));
    // A file name with a hidden character (here a right-to-left override): the API's rule.
    fs.writeFileSync(path.join(workDir, 'lista\u202ecsv.txt'), 'nome\nPadaria Nova\n');
    const hidden = await cli('members', 'import', 'lista\u202ecsv.txt');
    expect([hidden.code, hidden.err]).toEqual([1, m.fileNameHidden]);
    expect((await cli('members', 'import')).code).toBe(2);
    expect((await cli('members', 'import', 'nao-existe.csv')).err).toMatch(
      /Arquivo não encontrado/,
    );
    expect(await suggestions()).toEqual(['Oficina Rápida', 'Padaria do Zé']);
  });
});

/**
 * A member list is its edition's (migration 024): once the next edition is current, the
 * suggestions are its catalogue's until it has a list of its own, and the old edition keeps its
 * list (shown in Edições, its names stored, once it is current again).
 */
describe.each(databaseKinds)('member lists per edition on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;
  let voter: Record<string, string>;

  const { admin, openFor, closeAndPublish, importCatalog } = operatorConsole(
    () => t,
    () => operator,
  );
  const suggestions = async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/nominations`, headers: voter });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<VoterNominations>().members;
  };
  const editions = async () =>
    (await admin('GET', '/editions')).json<{ data: EditionSummary[] }>().data;
  const openNominations = async () => {
    const window = await admin('PUT', '/nominations/window', {
      opensAt: new Date(t.clock.now() - 60_000).toISOString(),
      closesAt: new Date(t.clock.now() + 3_600_000).toISOString(),
    });
    expect(window.statusCode, window.body).toBe(200);
  };
  const storedNames = async (editionId: number) =>
    (
      await t.app.votacao.database.db
        .selectFrom('members')
        .select('name')
        .where('edition_id', '=', editionId)
        .execute()
    )
      .map((r) => r.name)
      .sort();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await startTestApp(database, {
      deps: { mailer },
      env: { SEED_DEMO: 'false' },
      config: { rateLimit: { apiPerMinute: 1_000_000 }, tokenTtlMinutes: 7 * 24 * 60 },
    });
    operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
    await importCatalog('categoria,empresa\nPadaria,Pão Quente\nFarmácia,Farmácia Central\n');
    voter = bearer((await signedInVoter(t.app, mailer)).token);
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('the next edition suggests its catalogue, then its own list; the old one keeps its list', async () => {
    const list = await admin('POST', '/members/import', {
      fileName: 'associadas-1.csv',
      content: 'nome\nOficina Rápida\nLivraria Sol\n',
    });
    expect(list.statusCode, list.body).toBe(200);
    await openNominations();
    expect(await suggestions()).toEqual(['Livraria Sol', 'Oficina Rápida']);
    const first = (await editions()).find((e) => e.current)!;
    expect(first.memberList).toMatchObject({ fileName: 'associadas-1.csv', members: 2 });

    // The first edition runs its voting to the end; the next one is made current.
    t.clock.advance(2 * 3_600_000);
    await openFor(2);
    await closeAndPublish();
    const created = await admin('POST', '/editions');
    expect(created.statusCode, created.body).toBe(201);
    const next = created.json<EditionSummary>();
    expect(next.memberList).toBeNull();
    expect((await admin('POST', `/editions/${next.id}/current`)).statusCode).toBe(200);

    // No list of its own: its (copied) catalogue's companies, never the old edition's list.
    await openNominations();
    expect(await suggestions()).toEqual(['Farmácia Central', 'Pão Quente']);
    expect((await editions()).find((e) => e.id === first.id)!.memberList).toEqual(first.memberList);

    // Its own list replaces only its own.
    const own = await admin('POST', '/members/import', {
      fileName: 'associadas-2.csv',
      content: 'empresa\nMercado Central\n',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ year: next.year, members: 1 });
    expect(await suggestions()).toEqual(['Mercado Central']);
    const both = await editions();
    expect(both.find((e) => e.id === next.id)!.memberList).toMatchObject({
      fileName: 'associadas-2.csv',
      members: 1,
    });
    expect(both.find((e) => e.id === first.id)!.memberList).toEqual(first.memberList);
    expect(await storedNames(first.id)).toEqual(['Livraria Sol', 'Oficina Rápida']);
    expect(await storedNames(next.id)).toEqual(['Mercado Central']);

    // The old edition current again: its phase is over, so no suggestions go out (they do only
    // while a phase is open); its list is still its own.
    expect((await admin('POST', `/editions/${first.id}/current`)).statusCode).toBe(200);
    expect(await suggestions()).toEqual([]);
    expect((await editions()).find((e) => e.id === first.id)!.memberList).toEqual(first.memberList);
    expect(await storedNames(first.id)).toEqual(['Livraria Sol', 'Oficina Rápida']);
  });
});
