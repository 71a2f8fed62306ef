/**
 * Operator commands: `npm run admin -- <command>` (docs/server.md#operator-commands). Each one migrates the
 * database first, so it works on a fresh DATABASE_URL.
 *
 *   migrate                 bring the schema up to date
 *   import FILE             categories and companies from CSV or JSON (all or nothing)
 *   results [--csv FILE]    votes per company per category, most voted first
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { results } from '../catalog/ballot';
import { importCatalog } from '../catalog/import';
import { DEFAULT_DATABASE_URL, parseDatabaseUrl } from '../config';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrations';

import { parseCatalogFile } from './catalogFile';

export interface AdminIo {
  out: (line: string) => void;
  err: (line: string) => void;
  cwd: string;
}

const USAGE = `Uso: npm run admin -- <comando>

Comandos:
  migrate                 atualiza o esquema do banco de dados
  import ARQUIVO          importa categorias e empresas de um CSV (cabeçalho categoria,empresa;
                          separado por , ou ;) ou JSON ([{"nome": "…", "empresas": ["…"]}])
  results [--csv ARQUIVO] votos por empresa em cada categoria, mais votada primeiro

O banco vem de DATABASE_URL (padrão ${DEFAULT_DATABASE_URL}).`;

function csvField(value: string | number): string {
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

async function withDatabase(
  env: NodeJS.ProcessEnv,
  io: AdminIo,
  run: (database: DatabaseHandle) => Promise<number>,
): Promise<number> {
  let database: DatabaseHandle;
  try {
    database = createDatabase(
      parseDatabaseUrl(env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL, io.cwd),
      {
        poolMax: 2,
      },
    );
  } catch (error) {
    io.err(`DATABASE_URL inválida: ${(error as Error).message}`);
    return 2;
  }
  try {
    const applied = await migrateToLatest(database.db as never, database.kind);
    if (applied.length > 0) io.out(`Migrações aplicadas: ${applied.join(', ')}`);
    return await run(database);
  } finally {
    await database.destroy();
  }
}

export async function runAdmin(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: AdminIo = { out: console.log, err: console.error, cwd: process.cwd() },
): Promise<number> {
  const [command, ...args] = argv;
  switch (command) {
    case 'migrate':
      return withDatabase(env, io, async () => {
        io.out('Banco de dados atualizado.');
        return 0;
      });

    case 'import': {
      const file = args[0];
      if (!file || args.length > 1) {
        io.err('Uso: npm run admin -- import ARQUIVO');
        return 2;
      }
      const fullPath = path.resolve(io.cwd, file);
      let bytes: Buffer;
      try {
        bytes = fs.readFileSync(fullPath);
      } catch (error) {
        io.err(
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? `Arquivo não encontrado: ${fullPath}`
            : `Não foi possível ler ${fullPath}: ${(error as Error).message}`,
        );
        return 1;
      }
      let raw: string;
      try {
        // fatal: a file saved as Latin-1 is refused instead of importing garbled names.
        raw = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        io.err(`${file}: nada foi importado; o arquivo não está em UTF-8 (salve como "CSV UTF-8")`);
        return 1;
      }
      const parsed = parseCatalogFile(file, raw);
      if (parsed.errors.length > 0) {
        io.err(
          `${file}: nada foi importado; corrija ${parsed.errors.length === 1 ? 'o problema' : `os ${parsed.errors.length} problemas`}:`,
        );
        for (const error of parsed.errors) io.err(`  ${error}`);
        return 1;
      }
      return withDatabase(env, io, async ({ db }) => {
        const summary = await importCatalog(db, parsed.entries);
        io.out(
          `Importado: ${summary.categoriesAdded} categoria(s) e ${summary.companiesAdded} empresa(s) novas; ` +
            `${summary.categoriesExisting} categoria(s) e ${summary.companiesExisting} empresa(s) já existiam.`,
        );
        return 0;
      });
    }

    case 'results': {
      let csvFile: string | undefined;
      for (let i = 0; i < args.length; i++) {
        if (args[i] === '--csv' && args[i + 1]) csvFile = args[++i];
        else {
          io.err('Uso: npm run admin -- results [--csv ARQUIVO]');
          return 2;
        }
      }
      return withDatabase(env, io, async ({ db }) => {
        const rows = await results(db);
        if (csvFile) {
          const lines = [
            'categoria;empresa;votos',
            ...rows.map((r) => [r.categoria, r.empresa, r.votos].map(csvField).join(';')),
          ];
          const target = path.resolve(io.cwd, csvFile);
          // BOM + CRLF: spreadsheets (Excel in pt-BR) open it with the right accents and columns.
          fs.writeFileSync(target, `\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
          io.out(`Resultados gravados em ${target} (${rows.length} linha(s)).`);
          return 0;
        }
        if (rows.length === 0) {
          io.out('Nenhuma categoria cadastrada.');
          return 0;
        }
        let current = '';
        for (const row of rows) {
          if (row.categoria !== current) {
            current = row.categoria;
            io.out(`\n${current}`);
          }
          io.out(`  ${String(row.votos).padStart(6)}  ${row.empresa}`);
        }
        return 0;
      });
    }

    case undefined:
    case 'help':
    case '--help':
    case '-h':
      io.out(USAGE);
      return command === undefined ? 2 : 0;

    default:
      io.err(`Comando desconhecido: ${command}\n\n${USAGE}`);
      return 2;
  }
}

const entry = process.argv[1] ? path.resolve(process.argv[1]) : '';
if (entry === fileURLToPath(import.meta.url)) {
  runAdmin(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`Erro: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
