/**
 * The catalogue from the console: an import from the browser gives exactly what the CLI gives
 * (same importer, same "linha N: motivo" errors, all or nothing), a dry run writes nothing, and
 * add / rename / remove answer Portuguese 404/409/413/422 without ever writing half a change.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  CATALOG_FILE_MAX_BYTES,
  type CatalogAdmin,
  type CatalogImportResult,
} from '../../../src/domain/admin';
import { catalogNameProblem } from '../../../src/domain/catalogName';
import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import { runAdmin } from '../../../src/server/cli/admin';
import { createDatabase } from '../../../src/server/db/database';
import { startTestApp, type TestApp } from '../helpers/app';
import { expectAnswer } from '../helpers/console';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { addOperator, ADMIN, bearer, signInOperator, signInVoter } from '../helpers/operators';
import { API } from '../helpers/voters';

const FIXTURES = path.resolve(import.meta.dirname, '..', '..', 'fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const m = operatorApiMessages.catalog;

/** `{categoria: [empresas sorted]}` of a catalogue answer. */
function shape(catalog: CatalogAdmin): Record<string, string[]> {
  return Object.fromEntries(
    catalog.data.map((c) => [c.name, c.companies.map((x) => x.name).sort()]),
  );
}

describe.each(databaseKinds)('admin catalogue on %s', (kind) => {
  let database: TestDatabase;
  let cliDatabase: TestDatabase;
  let t: TestApp;
  const mailer = new MemoryMailer();
  let operator: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    // SQLite for the CLI side: two live PostgreSQL schemas confuse Kysely's migration-table
    // check (it sees the other schema's table); the importer under test is the same code.
    cliDatabase = await createTestDatabase('sqlite');
    t = await startTestApp(database, { deps: { mailer }, env: { SEED_DEMO: 'false' } });
    operator = bearer(await signInOperator(t.app, mailer, await addOperator(t.app)));
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
    await cliDatabase.drop();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `${ADMIN}${url}`,
      headers: operator,
      ...(payload ? { payload } : {}),
    });
  const importFile = (fileName: string, content: string, dryRun: boolean) =>
    call('POST', '/catalog/import', { fileName, content, dryRun });
  const catalog = async () => (await call('GET', '/catalog')).json() as CatalogAdmin;

  async function cli(...argv: string[]) {
    const err: string[] = [];
    const code = await runAdmin(
      argv,
      { DATABASE_URL: cliDatabase.url },
      {
        out: () => undefined,
        err: (l) => err.push(l),
        cwd: FIXTURES,
      },
    );
    return { code, err };
  }
  async function cliCatalog(): Promise<Record<string, string[]>> {
    const handle = createDatabase(cliDatabase.config);
    try {
      const rows = await handle.db
        .selectFrom('companies')
        .innerJoin('categories', 'categories.id', 'companies.category_id')
        .select(['categories.name as categoria', 'companies.name as empresa'])
        .execute();
      const result: Record<string, string[]> = {};
      for (const row of rows) (result[row.categoria] ??= []).push(row.empresa);
      for (const list of Object.values(result)) list.sort();
      return result;
    } finally {
      await handle.destroy();
    }
  }

  it('a dry run previews exactly and writes nothing', async () => {
    const res = await importFile('catalog-good.csv', fixture('catalog-good.csv'), true);
    expect(res.statusCode).toBe(200);
    const preview = res.json() as CatalogImportResult;
    // No window set: voting counts as open with no end, and the preview says so.
    expect(preview).toMatchObject({
      dryRun: true,
      categoriesAdded: 3,
      companiesAdded: 5,
      votingOpenWithoutEnd: true,
    });
    expect(preview.categories.find((c) => c.name === 'Padaria')?.companies).toEqual([
      'Padaria Pão Quente',
      'Confeitaria Doce, Mel',
    ]);
    expect((await catalog()).data).toEqual([]);

    // With a closing date set, the preview no longer warns.
    const window = (closesAt: string | null) =>
      call('PUT', '/election', { name: null, opensAt: null, closesAt });
    expect((await window('2099-12-31T18:00-03:00')).statusCode).toBe(200);
    const later = await importFile('catalog-good.csv', fixture('catalog-good.csv'), true);
    expect((later.json() as CatalogImportResult).votingOpenWithoutEnd).toBe(false);
    expect((await window(null)).statusCode).toBe(200);
  });

  it('an import from the console equals the CLI import of the same files', async () => {
    for (const file of ['catalog-good.csv', 'catalog-semicolon-bom.csv', 'catalog.json']) {
      const res = await importFile(file, fixture(file), false);
      expect(res.statusCode, file).toBe(200);
      expect((await cli('import', file)).code).toBe(0);
    }
    const console = shape(await catalog());
    expect(console).toEqual(await cliCatalog());
    expect(Object.keys(console)).toHaveLength(7);
    // Again: nothing new.
    const again = await importFile('catalog-good.csv', fixture('catalog-good.csv'), false);
    expect(again.json()).toMatchObject({ categoriesAdded: 0, companiesAdded: 0 });
  });

  it('a bad file: 422 with the CLI lines, nothing imported', async () => {
    const before = await catalog();
    for (const file of ['catalog-bad.csv', 'catalog-bad.json']) {
      const res = await importFile(file, fixture(file), false);
      expect(res.statusCode).toBe(422);
      const body = res.json() as { message: string; errors: string[] };
      const cliRun = await cli('import', file);
      expect(cliRun.code).toBe(1);
      expect(body.message).toBe(cliRun.err[0]);
      expect(body.errors).toEqual(cliRun.err.slice(1).map((l) => l.trim()));
    }
    expect(await catalog()).toEqual(before);
  });

  it('malformed, mis-encoded, empty and huge uploads', async () => {
    const before = await catalog();
    const garbled = await importFile('latin1.csv', 'categoria,empresa\nP\uFFFDo,Padaria', false);
    expect(garbled.statusCode).toBe(422);
    expect(garbled.json().message).toBe(m.notUtf8('latin1.csv'));

    const empty = await importFile('vazio.csv', '', false);
    expect(empty.statusCode).toBe(422);

    const notJson = await importFile('lista.json', '[{"nome": ', false);
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json().errors[0]).toMatch(/^JSON inválido/);

    const huge = await importFile(
      'grande.csv',
      'categoria,empresa\n' + 'A,B\n'.repeat(600_000),
      false,
    );
    expectAnswer(huge, 413, { message: m.tooLarge });

    const broken = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/catalog/import`,
      headers: { ...operator, 'content-type': 'application/json' },
      payload: '{"fileName": "a.csv", "content": ',
    });
    expect(broken.statusCode).toBe(400);
    const missing = await call('POST', '/catalog/import', { content: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(await catalog()).toEqual(before);
  });

  it('a bad file’s lines are the messages module’s words (operatorApiMessages.files and catalog.file)', async () => {
    const files = operatorApiMessages.files;
    const f = m.file;
    const lines = async (fileName: string, content: string) => {
      const res = await importFile(fileName, content, true);
      expect(res.statusCode, res.body).toBe(422);
      return (res.json() as { errors: string[] }).errors;
    };
    expect(await lines('vazio.csv', '\n')).toEqual([f.empty]);
    expect(await lines('cabecalho.csv', 'nome;cidade\nA;B\n')).toEqual([
      files.line(1, f.header('nome;cidade', ';')),
    ]);
    expect(await lines('so-cabecalho.csv', 'categoria,empresa\n')).toEqual([files.noRows]);
    expect(
      await lines('linhas.csv', 'categoria,empresa\nPadarias,\nPadarias,Pão,Extra\n"Aberta,X\n'),
    ).toEqual([
      files.line(4, files.unclosedQuotes),
      files.line(2, files.name.empty('empresa')),
      files.line(3, files.problems([f.extraColumns(',')])),
    ]);
    expect(await lines('lista.json', '{}')).toEqual([f.jsonNotList]);
    expect(await lines('lista.json', '[]')).toEqual([f.jsonEmpty]);
    expect(
      await lines('itens.json', '[1, {"empresas": [2, " "]}, {"nome": "Ok", "empresas": []}]'),
    ).toEqual([
      files.item(1, f.itemNotObject),
      files.item(
        2,
        files.problems([f.nameMissing, f.companyNotText(1), files.name.empty(f.company(2))]),
      ),
      files.item(3, f.companiesMissing),
    ]);
  });

  it('the limit is CATALOG_FILE_MAX_BYTES bytes of the file: exactly it imports, one byte more (or more characters, or a query string) is the import’s 413', async () => {
    const before = await catalog();
    // A valid JSON catalogue padded with spaces (JSON allows them) to exactly the limit.
    const json = '[{"nome": "Padarias", "empresas": ["Pão Quente"]}]';
    const atLimit = json + ' '.repeat(CATALOG_FILE_MAX_BYTES - Buffer.byteLength(json));
    expect(Buffer.byteLength(atLimit)).toBe(CATALOG_FILE_MAX_BYTES);
    const at = await importFile('limite.json', atLimit, true);
    expect(at.statusCode, at.body.slice(0, 500)).toBe(200);
    expect(at.json()).toMatchObject({ categoriesAdded: 1, companiesAdded: 1 });

    const over = await importFile('limite.json', atLimit + ' ', true);
    expectAnswer(over, 413, { message: m.tooLarge });
    // More characters than the limit's bytes: the same 413 (not the schema's 422).
    const tooLong = await importFile(
      'longa.csv',
      'categoria,empresa\n' + 'x'.repeat(1_000_001),
      true,
    );
    expectAnswer(tooLong, 413, { message: m.tooLarge });
    // 600,000 characters, 1.2 MB in UTF-8: over the limit the console checks on the file.
    const accents = await importFile(
      'acentos.csv',
      'categoria,empresa\nA,' + 'Ç'.repeat(600_000),
      true,
    );
    expectAnswer(accents, 413, { message: m.tooLarge });
    // Over the body limit with a query string: still the import's own message.
    const queried = await t.app.inject({
      method: 'POST',
      url: `${ADMIN}/catalog/import?x=1`,
      headers: operator,
      payload: {
        fileName: 'grande.csv',
        content: 'categoria,empresa\n' + 'A,B\n'.repeat(600_000),
        dryRun: true,
      },
    });
    expectAnswer(queried, 413, { message: m.tooLarge });
    expect(await catalog()).toEqual(before);
  });

  it('the CLI refuses a file over the limit on its size, before reading it, with the API’s message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-limite-'));
    try {
      const json = '[{"nome": "Padarias", "empresas": ["Pão Quente"]}]';
      const over = path.join(dir, 'limite.json');
      fs.writeFileSync(
        over,
        json + ' '.repeat(CATALOG_FILE_MAX_BYTES + 1 - Buffer.byteLength(json)),
      );
      expect(fs.statSync(over).size).toBe(CATALOG_FILE_MAX_BYTES + 1);
      expect(await cli('import', over)).toEqual({ code: 1, err: [m.tooLarge] });
      // 3 GB (sparse): never read, so never the read's own failure.
      const enormous = path.join(dir, 'enorme.csv');
      fs.writeFileSync(enormous, '');
      fs.truncateSync(enormous, 3 * 2 ** 30);
      expect(await cli('import', enormous)).toEqual({ code: 1, err: [m.tooLarge] });
      expect(await cliCatalog()).not.toHaveProperty('Padarias');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('add, rename and remove categories and companies', async () => {
    const added = await call('POST', '/categories', { name: '  Sorveteria   Artesanal ' });
    expect(added.statusCode).toBe(201);
    const category = added.json() as { id: number; name: string };
    expect(category.name).toBe('Sorveteria Artesanal');

    const twin = await call('POST', '/categories', { name: 'SORVETERIA artesanal' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({ message: m.categoryExists });

    const company = await call('POST', `/categories/${category.id}/companies`, { name: 'Gelato' });
    expect(company.statusCode).toBe(201);
    const companyId = company.json().id as number;
    expect(
      (await call('POST', `/categories/${category.id}/companies`, { name: 'gelato' })).statusCode,
    ).toBe(409);

    const renamed = await call('PATCH', `/companies/${companyId}`, { name: 'Gelato da Praça' });
    expect(renamed.json()).toEqual({ id: companyId, name: 'Gelato da Praça' });
    const renamedCategory = await call('PATCH', `/categories/${category.id}`, {
      name: 'Sorveteria',
    });
    expect(renamedCategory.statusCode).toBe(200);
    expect(shape(await catalog()).Sorveteria).toEqual(['Gelato da Praça']);

    // Removing a category takes its companies with it (no votes anywhere).
    expect((await call('DELETE', `/categories/${category.id}`)).statusCode).toBe(204);
    expect(shape(await catalog()).Sorveteria).toBeUndefined();
  });

  it('bad names and unknown ids: 422 and 404 in Portuguese', async () => {
    for (const name of ['', '   ', 'x'.repeat(201)]) {
      const res = await call('POST', '/categories', { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(422);
      expect(res.json().message).toBe(m.nameInvalid);
    }
    expect((await call('POST', '/categories', { nome: 'x' })).statusCode).toBe(422);
    for (const [method, url, body] of [
      ['PATCH', '/categories/999999', { name: 'X' }],
      ['DELETE', '/categories/999999', undefined],
      ['POST', '/categories/999999/companies', { name: 'X' }],
      ['PATCH', '/companies/99999999999', { name: 'X' }],
      ['DELETE', '/companies/999999', undefined],
    ] as const) {
      const res = await call(method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect([m.categoryNotFound, m.companyNotFound]).toContain(res.json().message);
    }
    expect((await call('DELETE', '/categories/abc')).statusCode).toBe(422);
  });

  it('names that hide or imitate another: hidden characters and look-alike letters are refused (422), nothing stored', async () => {
    const before = JSON.stringify(shape(await catalog()));
    const padaria = (await catalog()).data.find((c) => c.name === 'Padaria')!;
    const company = padaria.companies[0]!;
    const hidden = [
      'a\u0000b', // a control character
      'Farm\u202Eaicámra', // a right-to-left override: shows another name than the one stored
      'Padaria\u200B', // a zero-width space: a second "Padaria" nobody can tell apart
      '\u2066Padaria Nova\u2069', // bidi isolates
    ];
    const lookAlikes = ['Farmáсia Central', 'Pаdaria Nova', 'Ρizzaria']; // Cyrillic с, а; Greek Ρ
    for (const [names, message] of [
      [hidden, m.nameHidden],
      [lookAlikes, m.nameMixedScripts],
    ] as const) {
      for (const name of names) {
        for (const [method, url] of [
          ['POST', '/categories'],
          ['PATCH', `/categories/${padaria.id}`],
          ['POST', `/categories/${padaria.id}/companies`],
          ['PATCH', `/companies/${company.id}`],
        ] as const) {
          const res = await call(method, url, { name });
          expect(res.statusCode, `${url} ${JSON.stringify(name)}`).toBe(422);
          expect(res.json()).toEqual({ message, errors: { name: message } });
        }
      }
    }
    // The same names in an import file: the file's line says why, nothing is imported.
    const content = [
      'categoria,empresa',
      'Padaria,Padaria\u200B',
      'Farmácia,Farmáсia Central',
    ].join('\n');
    const imported = await call('POST', '/catalog/import', {
      fileName: 'catalogo.csv',
      content,
      dryRun: false,
    });
    expect(imported.statusCode).toBe(422);
    const lines = (imported.json() as { errors: string[] }).errors.join('\n');
    expect(lines).toMatch(/invisíveis ou de controle/);
    expect(lines).toMatch(/alfabetos diferentes/);
    // A name that reads like one already in the category (a whole Cyrillic word, other accents
    // or spacing) is the same name to a voter: 409, as an exact twin is.
    const existing = company.name;
    for (const twin of [existing.toUpperCase(), `${existing}.`, existing.replace(/a/g, 'а')]) {
      const res = await call('POST', `/categories/${padaria.id}/companies`, { name: twin });
      if (catalogNameProblem(twin)) continue; // refused above for its letters already
      expect(res.statusCode, twin).toBe(409);
      expect(res.json()).toEqual({ message: m.companyExists });
    }
    const wholeWord = await call('POST', `/categories/${padaria.id}/companies`, {
      name: 'Рао Quente',
    });
    const pao = await call('POST', `/categories/${padaria.id}/companies`, { name: 'Pão Quente' });
    expect([wholeWord.statusCode, pao.statusCode].sort()).toEqual([201, 409]);
    // Names in other scripts alone, and accents, stay welcome.
    for (const name of ['Café São João', 'Αθηνά Ψητοπωλείο', 'Доброе утро']) {
      const res = await call('POST', `/categories/${padaria.id}/companies`, { name });
      expect(res.statusCode, name).toBe(201);
    }
    const after = shape(await catalog()) as Record<string, string[]>;
    expect(after.Padaria).toEqual(
      expect.arrayContaining(['Café São João', 'Αθηνά Ψητοπωλείο', 'Доброе утро']),
    );
    const unchanged = {
      ...after,
      Padaria: after.Padaria!.filter(
        (n) =>
          ![
            'Café São João',
            'Αθηνά Ψητοπωλείο',
            'Доброе утро',
            'Рао Quente',
            'Pão Quente',
          ].includes(n),
      ),
    };
    expect(JSON.stringify(unchanged)).toBe(before);
  });

  it('the look-alikes of issue 36 (Armenian օ, Lisu ꓑ, small capitals) never get in: the console, the import and the CLI refuse them, nothing stored', async () => {
    const ATTACK = [
      'Pãօ Quente', // Armenian օ
      'ꓑão Quente', // Lisu ꓑ
      'Pão Qᴜᴇɴᴛᴇ', // small capitals
      'ᴘão Qᴜente', // small capitals, another way
    ];
    const created = await call('POST', '/categories', { name: 'Padarias da praça' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };
    expect(
      (await call('POST', `/categories/${id}/companies`, { name: 'Pão Quente' })).statusCode,
    ).toBe(201);
    // The ata cannot print these letters: refused where the name is set, in Portuguese.
    for (const twin of ATTACK) {
      const res = await call('POST', `/categories/${id}/companies`, { name: twin });
      expect(res.statusCode, twin).toBe(422);
      expect(res.json()).toEqual({
        message: m.nameUnprintable,
        errors: { name: m.nameUnprintable },
      });
    }
    // And were a font for them added one day, the name key (UTS #39 skeleton) reads them as the
    // original: tests/unit/domain/catalogName.test.ts.
    const content = ['categoria,empresa', ...ATTACK.map((n) => `Padarias da praça,${n}`)].join(
      '\n',
    );
    const imported = await importFile('parecidas.csv', content, false);
    expect(imported.statusCode).toBe(422);
    const lines = (imported.json() as { errors: string[] }).errors;
    expect(lines).toHaveLength(ATTACK.length);
    for (const line of lines) expect(line).toMatch(/não consegue imprimir/);
    const names = (await catalog()).data.find((c) => c.id === id)!.companies.map((c) => c.name);
    expect(names).toEqual(['Pão Quente']);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parecidas-'));
    try {
      const original = path.join(dir, 'original.csv');
      fs.writeFileSync(original, 'categoria,empresa\nPadarias da praça,Pão Quente\n');
      const twins = path.join(dir, 'parecidas.csv');
      fs.writeFileSync(twins, content);
      expect((await cli('import', original)).code).toBe(0);
      const refused = await cli('import', twins);
      expect(refused.code).not.toBe(0);
      expect(refused.err.join('\n')).toMatch(/não consegue imprimir \(օ\)/);
      expect((await cliCatalog())['Padarias da praça']).toEqual(['Pão Quente']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('look-alikes the ata can print are the same name (UTS #39 skeleton): 409 in the console, already there for the import and the CLI; distinct names pass', async () => {
    const ORIGINAL = 'Drogaria Vida Boa';
    const LOOK_ALIKES = [
      'Drogarıa Vıda Boa', // Latin dotless ı
      'Drogaria Vida B0a', // zero for o
      'DROGARIA VIDA BOA',
      'Drogaria Vida Bοa', // Greek ο inside a Latin word: refused as mixed scripts (422)
    ];
    const created = await call('POST', '/categories', { name: 'Farmácias da praça' });
    const { id } = created.json() as { id: number };
    expect((await call('POST', `/categories/${id}/companies`, { name: ORIGINAL })).statusCode).toBe(
      201,
    );
    for (const twin of LOOK_ALIKES) {
      const res = await call('POST', `/categories/${id}/companies`, { name: twin });
      if (catalogNameProblem(twin)) {
        expect(res.statusCode, twin).toBe(422);
        continue;
      }
      expect(res.statusCode, twin).toBe(409);
      expect(res.json()).toEqual({ message: m.companyExists });
    }
    // Renaming another company to a look-alike: the same 409.
    const other = await call('POST', `/categories/${id}/companies`, { name: 'Padaria Sol' });
    expect(other.statusCode).toBe(201);
    const otherId = (other.json() as { id: number }).id;
    const renamed = await call('PATCH', `/companies/${otherId}`, { name: 'Drogarıa Vıda Boa' });
    expect(renamed.statusCode).toBe(409);
    // Distinct real names still pass.
    for (const name of ['Padaria Só', 'Drogaria Vida Nova']) {
      const res = await call('POST', `/categories/${id}/companies`, { name });
      expect(res.statusCode, name).toBe(201);
    }
    const printable = LOOK_ALIKES.filter((n) => !catalogNameProblem(n));
    const content = ['categoria,empresa', ...printable.map((n) => `Farmácias da praça,${n}`)].join(
      '\n',
    );
    const imported = await importFile('parecidas.csv', content, false);
    expect(imported.statusCode).toBe(200);
    // (The file's lines are one name too: merged, then found already there.)
    expect(imported.json()).toMatchObject({ categoriesAdded: 0, companiesAdded: 0 });
    const names = (await catalog()).data.find((c) => c.id === id)!.companies.map((c) => c.name);
    expect(names.sort()).toEqual(
      ['Drogaria Vida Boa', 'Drogaria Vida Nova', 'Padaria Sol', 'Padaria Só'].sort(),
    );

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parecidas-'));
    try {
      const original = path.join(dir, 'original.csv');
      fs.writeFileSync(original, `categoria,empresa\nFarmácias da praça,${ORIGINAL}\n`);
      const twins = path.join(dir, 'parecidas.csv');
      fs.writeFileSync(twins, content);
      expect((await cli('import', original)).code).toBe(0);
      expect((await cli('import', twins)).code).toBe(0);
      expect((await cliCatalog())['Farmácias da praça']).toEqual([ORIGINAL]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names in scripts the ata cannot print (Chinese, Arabic, emoji) are refused; Cyrillic and Greek pass', async () => {
    const created = await call('POST', '/categories', { name: 'Restaurantes do mundo' });
    const { id } = created.json() as { id: number };
    for (const name of ['上海餐厅', 'مطعم بيروت', 'Pizzaria 🍕']) {
      const res = await call('POST', `/categories/${id}/companies`, { name });
      expect(res.statusCode, name).toBe(422);
      expect(res.json().message).toBe(m.nameUnprintable);
    }
    for (const name of ['Доброе утро', 'Αθηνά Ψητοπωλείο', 'Phở Sài Gòn']) {
      expect((await call('POST', `/categories/${id}/companies`, { name })).statusCode, name).toBe(
        201,
      );
    }
    const res = await importFile(
      'mundo.csv',
      'categoria,empresa\nRestaurantes do mundo,上海餐厅\n',
      false,
    );
    expect(res.statusCode).toBe(422);
    expect((res.json() as { errors: string[] }).errors[0]).toMatch(
      /^linha 2: .*não consegue imprimir \(上 海 餐 厅\)/,
    );
  });

  it('what a vote references cannot be removed (409), and nothing is removed', async () => {
    const voter = await signInVoter(t.app, mailer);
    const list = await catalog();
    const category = list.data.find((c) => c.name === 'Padaria')!;
    const company = category.companies[0]!;
    const voted = await t.app.inject({
      method: 'POST',
      url: `${API}/votes`,
      headers: bearer(voter.token),
      payload: { idCategory: category.id, idCompany: company.id },
    });
    expect(voted.statusCode).toBe(201);

    const removeCategory = await call('DELETE', `/categories/${category.id}`);
    expect(removeCategory.statusCode).toBe(409);
    expect(removeCategory.json()).toEqual({ message: m.categoryHasVotes });
    // Voting is open, so results are sealed: which companies of the category have votes is
    // sealed too (issue 37). Each company says null and none can be removed, voted or not.
    const other = category.companies.find((c) => c.id !== company.id)!;
    for (const each of [company, other]) {
      const refused = await call('DELETE', `/companies/${each.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: m.companyWhileSealed });
    }
    const sealed = (await catalog()).data.find((c) => c.id === category.id);
    expect(sealed?.companies).toHaveLength(category.companies.length);
    // Whether votes reference it, never how many (sealed until the close, issue 36).
    expect(sealed?.hasVotes).toBe(true);
    expect(sealed?.companies.every((c) => c.hasVotes === null)).toBe(true);

    // Closed, and the hold after the close has passed: the seal is open.
    const closed = await call('PUT', '/election', {
      name: 'Prêmio',
      opensAt: null,
      closesAt: new Date(t.clock.now() - 3_600_000).toISOString(),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const after = (await catalog()).data.find((c) => c.id === category.id);
    expect(after?.companies.find((c) => c.id === company.id)).toEqual({
      id: company.id,
      name: company.name,
      hasVotes: true,
    });
    expect(after?.companies.filter((c) => c.id !== company.id).every((c) => !c.hasVotes)).toBe(
      true,
    );
    const removeCompany = await call('DELETE', `/companies/${company.id}`);
    expect(removeCompany.statusCode).toBe(409);
    expect(removeCompany.json()).toEqual({ message: m.companyHasVotes });
    // A company without votes in the same category can go.
    expect((await call('DELETE', `/companies/${other.id}`)).statusCode).toBe(204);
  });
});
