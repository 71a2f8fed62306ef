/**
 * Operator commands (npm run admin -- …): import is idempotent and all-or-nothing with errors by
 * line; CSV with , or ; and with or without BOM; JSON; results, most voted first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { operatorApiMessages } from '../../../src/domain/operatorApiMessages';
import { createDatabase, type DatabaseHandle } from '../../../src/server/db/database';
import { parseCatalogCsv } from '../../../src/server/features/catalogue/catalogFile';
import { runCli } from '../helpers/cli';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';

const FIXTURES = path.resolve(import.meta.dirname, '..', '..', 'fixtures');

describe.each(databaseKinds)('admin commands on %s', (kind) => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let workDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-admin-'));
  });
  afterAll(async () => {
    await handle?.destroy();
    await database.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  async function admin(...argv: string[]) {
    return runCli(argv, { DATABASE_URL: database.url }, FIXTURES);
  }

  async function catalog(): Promise<Record<string, string[]>> {
    handle ??= createDatabase(database.config);
    const rows = await handle.db
      .selectFrom('companies')
      .innerJoin('categories', 'categories.id', 'companies.category_id')
      .select(['categories.name as categoria', 'companies.name as empresa'])
      .execute();
    const result: Record<string, string[]> = {};
    for (const row of rows) (result[row.categoria] ??= []).push(row.empresa);
    for (const list of Object.values(result)) list.sort();
    return result;
  }

  it('migrate brings a fresh database up to date', async () => {
    const first = await admin('migrate');
    expect(first.code).toBe(0);
    expect(first.out).toContain('Migrações aplicadas: 001_initial');
    const again = await admin('migrate');
    expect(again.code).toBe(0);
    expect(again.out).not.toContain('Migrações aplicadas');
  });

  it('import of a good CSV file (no window set yet: it warns that voting is open with no end)', async () => {
    const res = await admin('import', 'catalog-good.csv');
    expect(res.err.trim()).toBe(operatorApiMessages.catalog.openWithoutEnd);
    expect(res.code).toBe(0);
    expect(res.out).toContain('Importado: 3 categoria(s) e 5 empresa(s) novas');
    expect(await catalog()).toEqual({
      Padaria: ['Confeitaria Doce, Mel', 'Padaria Pão Quente'],
      Farmácia: ['Drogaria São João', 'Farmácia do Povo'],
      Autopeças: ['Auto Peças Irmãos Lima'],
    });
  });

  it('importing the same file twice adds nothing (with a window set, no warning)', async () => {
    const before = await catalog();
    const window = await admin(
      'election',
      '--opens',
      '2020-01-01T08:00-03:00',
      '--closes',
      '2099-12-31T18:00-03:00',
    );
    expect(window.code).toBe(0);
    const res = await admin('import', 'catalog-good.csv');
    expect(res.err).toBe('');
    expect(res.code).toBe(0);
    expect(res.out).toContain(
      '0 categoria(s) e 0 empresa(s) novas; 3 categoria(s) e 5 empresa(s) já existiam',
    );
    expect(await catalog()).toEqual(before);
  });

  it('a file with bad rows imports nothing and names the lines', async () => {
    const before = await catalog();
    const res = await admin('import', 'catalog-bad.csv');
    expect(res.code).toBe(1);
    expect(res.err).toContain('nada foi importado');
    expect(res.err).toContain('linha 3: empresa vazia');
    expect(res.err).toContain('linha 4: categoria vazia');
    expect(res.err).toContain('linha 5: colunas a mais');
    expect(res.err).not.toContain('linha 2');
    expect(res.err).not.toContain('linha 6');
    expect(await catalog()).toEqual(before);
  });

  it('a semicolon CSV with a BOM and CRLF, as spreadsheets export it', async () => {
    const res = await admin('import', 'catalog-semicolon-bom.csv');
    expect(res.code).toBe(0);
    const after = await catalog();
    expect(after.Livraria).toEqual(['Livraria Saber & Cia', 'Sebo "O Leitor"']);
    expect(after['Ótica']).toEqual(['Ótica Visão Clara']);
    expect(Object.keys(after)).not.toContain('\uFEFFcategoria');
  });

  it('JSON: good file imported, bad file refused with its items named', async () => {
    const good = await admin('import', 'catalog.json');
    expect(good.code).toBe(0);
    expect((await catalog()).Floricultura).toEqual(['Flores da Serra', 'Jardim Encantado']);
    const before = await catalog();
    const bad = await admin('import', 'catalog-bad.json');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('item 2: categoria vazia');
    expect(bad.err).toContain('item 3: "empresas" deve ser uma lista não vazia de nomes');
    expect(bad.err).toContain('item 4: esperado um objeto');
    expect(await catalog()).toEqual(before);
  });

  it('names are compared without case and extra spaces', async () => {
    const file = path.join(workDir, 'case.csv');
    fs.writeFileSync(
      file,
      'categoria,empresa\n  PADARIA ,  padaria   pão quente\nPadaria,Nova Padaria\n',
    );
    const res = await admin('import', file);
    expect(res.code).toBe(0);
    expect(res.out).toContain('0 categoria(s) e 1 empresa(s) novas');
  });

  it('refuses a file that is not UTF-8, a missing file and a bad header', async () => {
    const latin1 = path.join(workDir, 'latin1.csv');
    fs.writeFileSync(latin1, Buffer.from('categoria,empresa\nCaf\xe9,Bar\n', 'latin1'));
    const notUtf8 = await admin('import', latin1);
    expect(notUtf8.code).toBe(1);
    expect(notUtf8.err).toContain('não está em UTF-8');
    expect((await admin('import', 'nao-existe.csv')).err).toContain('Arquivo não encontrado');
    const header = path.join(workDir, 'header.csv');
    fs.writeFileSync(header, 'nome,empresa\nA,B\n');
    const badHeader = await admin('import', header);
    expect(badHeader.code).toBe(1);
    expect(badHeader.err).toContain(
      'linha 1: cabeçalho "nome,empresa" inválido; esperado categoria,empresa',
    );
  });

  it('results: votes per company per category, most voted first, and as CSV', async () => {
    handle ??= createDatabase(database.config);
    const { db } = handle;
    const company = async (name: string) =>
      db
        .selectFrom('companies')
        .select(['id', 'category_id'])
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
    const pao = await company('Padaria Pão Quente');
    const doce = await company('Confeitaria Doce, Mel');
    for (let i = 0; i < 3; i++) {
      const voter = await db
        .insertInto('voters')
        .values({
          nome: `Eleitor ${i}`,
          email: `e${i}@x.com`,
          celular: '11999999999',
          cpf: String(i).padStart(11, '0'),
          created_at: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const target = i === 0 ? pao : doce;
      await db
        .insertInto('votes')
        .values({
          voter_id: voter.id,
          category_id: target.category_id,
          company_id: target.id,
          created_at: 1,
        })
        .execute();
    }
    const res = await admin('results');
    expect(res.code).toBe(0);
    const padaria = res.out.slice(res.out.indexOf('\nPadaria'));
    expect(padaria.indexOf('Confeitaria Doce, Mel')).toBeLessThan(
      padaria.indexOf('Padaria Pão Quente'),
    );
    expect(res.out).toMatch(/ {5}2 {2}Confeitaria Doce, Mel/);

    const csv = path.join(workDir, 'resultados.csv');
    const written = await admin('results', '--csv', csv);
    expect(written.code).toBe(0);
    const lines = fs
      .readFileSync(csv, 'utf8')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('categoria;empresa;votos');
    const padariaRows = lines.filter((l) => l.startsWith('Padaria;'));
    expect(padariaRows.slice(0, 3)).toEqual([
      'Padaria;Confeitaria Doce, Mel;2',
      'Padaria;Padaria Pão Quente;1',
      'Padaria;Nova Padaria;0',
    ]);
  });

  it('unknown commands print the usage and exit 2', async () => {
    const res = await admin('apagar-tudo');
    expect(res.code).toBe(2);
    expect(res.err).toContain('Comando desconhecido: apagar-tudo');
  });
});

describe('CSV parsing', () => {
  it('quotes may hold delimiters, quotes and line breaks; line numbers follow the file', () => {
    const parsed = parseCatalogCsv(
      'categoria,empresa\n"Bar","Bar ""do"" Zé"\n"Loja","Loja\nNova"\nX,\n',
    );
    expect(parsed.entries).toEqual([
      { categoria: 'Bar', empresas: ['Bar "do" Zé'] },
      { categoria: 'Loja', empresas: ['Loja\nNova'] },
    ]);
    expect(parsed.errors).toEqual(['linha 5: empresa vazia']);
  });

  it('an error names the line its record starts on, after and inside multi-line quoted fields', () => {
    // csv-parse counts the lines; a CRLF inside quotes counts once, as a spreadsheet shows it.
    for (const eol of ['\n', '\r\n']) {
      const file = [
        'categoria,empresa',
        '"Loja","Loja',
        'Nova"',
        'X,',
        '"","Bar',
        'Dois"',
        '',
        'Y,"Y ""1"""',
        'Z,"sem fim',
        '',
      ].join(eol);
      const parsed = parseCatalogCsv(file);
      expect(parsed.errors).toEqual([
        'linha 9: aspas abertas e não fechadas',
        'linha 4: empresa vazia',
        'linha 5: categoria vazia',
      ]);
      expect(parsed.entries.map((e) => e.empresas[0])).toEqual(['Loja\nNova', 'Y "1"']);
    }
  });

  it('text after a closing quote is refused with its line, not read as part of the name', () => {
    expect(parseCatalogCsv('categoria,empresa\nA,B\nC,"D"E\n').errors).toEqual([
      'linha 3: texto depois das aspas que fecham o campo (aspas dentro de um campo entre aspas se escrevem "")',
    ]);
  });

  it('an unclosed quote is reported with its line', () => {
    expect(parseCatalogCsv('categoria,empresa\nA,"sem fim\n').errors).toContain(
      'linha 2: aspas abertas e não fechadas',
    );
  });
});
