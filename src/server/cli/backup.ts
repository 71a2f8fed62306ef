/* eslint-disable max-lines -- backup and restore of both databases with the restore's checks (counts, vote digest, audit chain), one procedure read top to bottom */
/**
 * `backup FILE` and `restore FILE` (docs/deploy.md#backups).
 *
 * SQLite: `backup` copies the live database with SQLite's online backup API (better-sqlite3's
 * `db.backup`), one consistent snapshot even while the server takes votes (WAL: the copy's read
 * never blocks a writer), into a temporary file created 0600 (CPFs, e-mails, phones), renamed into place once checked, as one
 * self-contained file (journal_mode DELETE, no -wal beside it). `restore` copies FILE beside the
 * target and checks the copy — a SQLite file, `integrity_check` ok, a Votação database at this
 * version's migrations, with this version's tables, columns, indexes and exactly its triggers
 * (the audit trail's guards: a copy with them dropped is refused), the audit trail's keyed chain
 * whole — writes a `database.restore` audit row into it (issue 36), then refuses while any process has
 * the target open, moves the current database aside (never deleted) and renames the copy into
 * place. Any refusal leaves the target as it was.
 *
 * PostgreSQL: both refuse and print the pg_dump / pg_restore commands.
 */
import fs from 'node:fs';
import path from 'node:path';

import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';

import { DEFAULT_DATABASE_URL, parseDatabaseUrl, type DatabaseConfig } from '../config';
import { applyAuditKeysFrom } from '../db/auditKey';
import { migrateToLatest, migrations } from '../db/migrations';
import type { Database } from '../db/schema';
import { verifyAuditChain } from '../features/audit';

import { cliAudit, type CliIo } from './operatorCommands';

export type BackupIo = CliIo & { cwd: string };

export const BACKUP_USAGE = `Cópias de segurança (SQLite; no PostgreSQL, pg_dump e pg_restore):
  backup ARQUIVO          copia o banco, mesmo com o servidor no ar, para ARQUIVO (que não
                          pode existir ainda), legível só pelo dono (0600)
  restore ARQUIVO         confere ARQUIVO (SQLite íntegro, banco da Votação nesta versão com
                          o esquema e os gatilhos de proteção intactos, trilha de auditoria
                          íntegra com a chave AUDIT_KEY), o coloca no lugar do banco atual, que
                          fica guardado ao lado, e registra a restauração na trilha
                          (database.restore); pare o servidor antes`;

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
const UNCHANGED = 'Nada foi alterado.';

class Refusal extends Error {}

function pgDumpHelp(command: 'backup' | 'restore'): string {
  return command === 'backup'
    ? `backup: DATABASE_URL aponta para PostgreSQL; este comando só copia bancos SQLite. Use pg_dump:
  pg_dump --format=custom --file=votacao-$(date +%Y%m%d-%H%M).dump "$DATABASE_URL"
(docs/deploy.md, seção Backups).`
    : `restore: DATABASE_URL aponta para PostgreSQL; este comando só restaura bancos SQLite. Use pg_restore, com os servidores parados:
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ARQUIVO.dump
(docs/deploy.md, seção Backups).`;
}

function databaseOf(env: NodeJS.ProcessEnv, io: BackupIo): DatabaseConfig | number {
  try {
    return parseDatabaseUrl(env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL, io.cwd);
  } catch (error) {
    io.err(`DATABASE_URL inválida: ${(error as Error).message}`);
    return 2;
  }
}

/** What a Votação database holds, for the operator's summary line. */
function summary(sqlite: Sqlite.Database): string {
  const count = (table: string) =>
    (sqlite.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  return `${count('votes')} voto(s), ${count('voters')} eleitor(es), ${count('audit_log')} registro(s) de auditoria`;
}

function integrityProblem(sqlite: Sqlite.Database): string | null {
  const rows = sqlite.pragma('integrity_check') as { integrity_check: string }[];
  const first = rows[0]?.integrity_check;
  return rows.length === 1 && first === 'ok' ? null : rows.map((r) => r.integrity_check).join('; ');
}

function removeQuietly(file: string) {
  for (const name of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    fs.rmSync(name, { force: true });
  }
}

const timestamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

export async function runBackup(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: BackupIo,
): Promise<number> {
  if (args.length !== 1 || !args[0]) {
    io.err('Uso: npm run admin -- backup ARQUIVO');
    return 2;
  }
  const database = databaseOf(env, io);
  if (typeof database === 'number') return database;
  if (database.kind === 'postgres') {
    io.err(pgDumpHelp('backup'));
    return 1;
  }
  const source = database.file;
  const target = path.resolve(io.cwd, args[0]);
  if (source === ':memory:') {
    io.err('backup: DATABASE_URL é um banco em memória; não há o que copiar.');
    return 1;
  }
  if (target === source) {
    io.err(`backup: o destino é o próprio banco (${source}); escolha outro arquivo.`);
    return 2;
  }
  if (fs.existsSync(target)) {
    io.err(`backup: ${target} já existe; escolha um arquivo novo (nada foi sobrescrito).`);
    return 1;
  }
  if (!fs.existsSync(source)) {
    io.err(`backup: banco não encontrado em ${source} (DATABASE_URL); nada foi copiado.`);
    return 1;
  }
  if (!fs.existsSync(path.dirname(target))) {
    io.err(`backup: a pasta ${path.dirname(target)} não existe.`);
    return 1;
  }

  const partial = `${target}.parcial-${process.pid}`;
  let live: Sqlite.Database | undefined;
  try {
    // CPFs, e-mails and phones: readable by the owner only, from the first byte (the copy is
    // written into this empty file, created 0600 whatever the umask).
    fs.writeFileSync(partial, '', { mode: 0o600, flag: 'wx' });
    fs.chmodSync(partial, 0o600);
    live = new Sqlite(source, { fileMustExist: true, timeout: 5000 });
    // The rest in one step: a step holds one read transaction, so a server writing meanwhile
    // (WAL) neither waits for it nor makes it start over, as a write between steps would.
    await live.backup(partial, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } catch (error) {
    removeQuietly(partial);
    io.err(`backup: a cópia de ${source} falhou: ${(error as Error).message}. Nada foi gravado.`);
    return 1;
  } finally {
    live?.close();
  }

  let copy: Sqlite.Database | undefined;
  try {
    copy = new Sqlite(partial, { fileMustExist: true });
    // One self-contained file: whatever the copy's header says, no -wal to carry beside it.
    copy.pragma('journal_mode = DELETE');
    const problem = integrityProblem(copy);
    if (problem) throw new Refusal(`a cópia não passou no integrity_check: ${problem}`);
    const what = summary(copy);
    copy.close();
    copy = undefined;
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
    io.out(`Cópia gravada em ${target} (permissão 0600): ${what}; integrity_check ok.`);
    return 0;
  } catch (error) {
    copy?.close();
    removeQuietly(partial);
    io.err(`backup: ${(error as Error).message}. Nada foi gravado.`);
    return 1;
  }
}

interface SchemaShape {
  /** table → its columns */
  tables: Map<string, Set<string>>;
  indexes: Set<string>;
  /** trigger → its SQL, whitespace folded */
  triggers: Map<string, string>;
}

function shapeOf(sqlite: Sqlite.Database): SchemaShape {
  const objects = sqlite
    .prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all() as { type: string; name: string; sql: string | null }[];
  const shape: SchemaShape = { tables: new Map(), indexes: new Set(), triggers: new Map() };
  for (const o of objects) {
    if (o.type === 'table') {
      const columns = sqlite.pragma(`table_info("${o.name.replace(/"/g, '""')}")`) as {
        name: string;
      }[];
      shape.tables.set(o.name, new Set(columns.map((c) => c.name)));
    } else if (o.type === 'index') shape.indexes.add(o.name);
    else if (o.type === 'trigger') shape.triggers.set(o.name, (o.sql ?? '').replace(/\s+/g, ' '));
  }
  return shape;
}

let expectedShape: SchemaShape | undefined;

/** This version's schema: a database in memory, migrated (the same migrations as the server). */
async function expected(): Promise<SchemaShape> {
  if (expectedShape) return expectedShape;
  const sqlite = new Sqlite(':memory:');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrateToLatest(kysely as never, 'sqlite');
    expectedShape = shapeOf(sqlite);
    return expectedShape;
  } finally {
    await kysely.destroy();
  }
}

/**
 * What differs from this version's schema: a table, column or index missing, and any trigger
 * missing, changed or added (the audit trail's guards are triggers; an extra one could rewrite
 * votes as they are written). Extra tables, columns and indexes are let through.
 */
async function schemaProblems(sqlite: Sqlite.Database): Promise<string[]> {
  const want = await expected();
  const have = shapeOf(sqlite);
  const problems: string[] = [];
  for (const [name, sqlText] of want.triggers) {
    const found = have.triggers.get(name);
    if (found === undefined) problems.push(`falta o gatilho ${name}`);
    else if (found !== sqlText) problems.push(`o gatilho ${name} foi alterado`);
  }
  for (const name of have.triggers.keys()) {
    if (!want.triggers.has(name)) problems.push(`gatilho ${name} que a Votação não cria`);
  }
  for (const [table, columns] of want.tables) {
    const found = have.tables.get(table);
    if (!found) {
      problems.push(`falta a tabela ${table}`);
      continue;
    }
    const missing = [...columns].filter((c) => !found.has(c));
    if (missing.length > 0) problems.push(`faltam colunas em ${table}: ${missing.join(', ')}`);
  }
  for (const name of want.indexes) {
    if (!have.indexes.has(name)) problems.push(`falta o índice ${name}`);
  }
  return problems;
}

/** The checks of a restore's candidate copy; throws a Refusal naming the first that fails. */
async function checkCandidate(copyFile: string, shownName: string): Promise<string> {
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = fs.openSync(copyFile, 'r');
  let read: number;
  try {
    read = fs.readSync(fd, header, 0, header.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (read < header.length || !header.equals(SQLITE_HEADER)) {
    throw new Refusal(
      `${shownName} não é um banco de dados SQLite (o arquivo não começa com "SQLite format 3")`,
    );
  }

  let sqlite: Sqlite.Database;
  try {
    sqlite = new Sqlite(copyFile, { fileMustExist: true });
  } catch (error) {
    throw new Refusal(`${shownName} não abre como banco SQLite: ${(error as Error).message}`);
  }
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    let problem: string | null;
    try {
      problem = integrityProblem(sqlite);
    } catch (error) {
      throw new Refusal(`${shownName} está corrompido: ${(error as Error).message}`);
    }
    if (problem) throw new Refusal(`${shownName} está corrompido (integrity_check: ${problem})`);

    const hasMigrations = sqlite
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'")
      .get();
    if (!hasMigrations) {
      throw new Refusal(
        `${shownName} é um banco SQLite, mas não da Votação (não tem a tabela de migrações kysely_migration)`,
      );
    }
    const applied = new Set(
      (sqlite.prepare('SELECT name FROM kysely_migration').all() as { name: string }[]).map(
        (r) => r.name,
      ),
    );
    const known = Object.keys(migrations('sqlite'));
    const unknown = [...applied].filter((name) => !known.includes(name));
    if (unknown.length > 0) {
      throw new Refusal(
        `${shownName} foi gravado por uma versão mais nova da Votação (migrações que esta versão não conhece: ${unknown.join(', ')}); restaure com a versão que o gravou`,
      );
    }
    const missing = known.filter((name) => !applied.has(name));
    if (missing.length > 0) {
      throw new Refusal(
        `${shownName} é de uma versão anterior da Votação (faltam as migrações ${missing.join(', ')}); restaure com a versão que o gravou e atualize depois (npm run admin -- migrate)`,
      );
    }

    const tampered = await schemaProblems(sqlite);
    if (tampered.length > 0) {
      throw new Refusal(
        `${shownName} não tem o esquema nem as proteções de um banco da Votação nesta versão (${tampered.join('; ')}): a cópia foi adulterada (as proteções da trilha de auditoria são gatilhos do banco); restaure uma cópia feita pelo comando backup`,
      );
    }

    const chain = await verifyAuditChain(kysely);
    if (!chain.ok) {
      throw new Refusal(
        `a trilha de auditoria de ${shownName} está quebrada no registro ${chain.brokenAt}: ${chain.problem}`,
      );
    }
    const what = `${summary(sqlite)}; trilha de auditoria íntegra`;
    // The copy becomes one self-contained file before it is put in place.
    sqlite.pragma('journal_mode = DELETE');
    return what;
  } finally {
    await kysely.destroy();
    if (sqlite.open) sqlite.close();
  }
}

/** The restored database's own `database.restore` row, in the copy before it is put in place. */
async function recordRestore(
  file: string,
  what: { from: string; keptAt: string | null; at: number },
): Promise<void> {
  const sqlite = new Sqlite(file, { fileMustExist: true });
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await cliAudit(kysely, {
      action: 'database.restore',
      target: 'database',
      after: { from: what.from, previousKeptAt: what.keptAt },
      at: what.at,
    });
    sqlite.pragma('journal_mode = DELETE');
  } finally {
    await kysely.destroy();
    if (sqlite.open) sqlite.close();
  }
}

/**
 * True when another connection (a server, another command) has the database
 * open: leaving WAL needs every other connection gone, and SQLite answers SQLITE_BUSY otherwise.
 * When nobody has it open, the WAL is folded into the file and the -wal/-shm files go.
 */
function inUse(file: string): boolean {
  let sqlite: Sqlite.Database | undefined;
  try {
    sqlite = new Sqlite(file, { fileMustExist: true, timeout: 0 });
    sqlite.pragma('journal_mode = DELETE');
    return false;
  } catch (error) {
    return (error as { code?: string }).code?.startsWith('SQLITE_BUSY') === true;
  } finally {
    sqlite?.close();
  }
}

export async function runRestore(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: BackupIo,
  now: () => Date = () => new Date(),
): Promise<number> {
  if (args.length !== 1 || !args[0]) {
    io.err('Uso: npm run admin -- restore ARQUIVO');
    return 2;
  }
  const database = databaseOf(env, io);
  if (typeof database === 'number') return database;
  if (database.kind === 'postgres') {
    io.err(pgDumpHelp('restore'));
    return 1;
  }
  // The copy's chain is checked with the deployment's key, and the restore's row keyed with it.
  const keyProblems = applyAuditKeysFrom(env, io.cwd);
  if (keyProblems.length > 0) {
    for (const problem of keyProblems) io.err(problem);
    return 2;
  }
  const target = database.file;
  const backup = path.resolve(io.cwd, args[0]);
  if (target === ':memory:') {
    io.err('restore: DATABASE_URL é um banco em memória; não há onde restaurar.');
    return 1;
  }
  if (backup === target) {
    io.err(`restore: ${backup} já é o banco em uso (DATABASE_URL); ${UNCHANGED}`);
    return 2;
  }
  const stat = fs.statSync(backup, { throwIfNoEntry: false });
  if (!stat) {
    io.err(`restore: arquivo não encontrado: ${backup}. ${UNCHANGED}`);
    return 1;
  }
  if (!stat.isFile()) {
    io.err(`restore: ${backup} não é um arquivo. ${UNCHANGED}`);
    return 1;
  }
  if ((fs.statSync(`${backup}-wal`, { throwIfNoEntry: false })?.size ?? 0) > 0) {
    io.err(
      `restore: ${backup}-wal existe: ${backup} parece um banco em uso copiado sem o seu WAL, não uma cópia do comando backup. ` +
        `Faça a cópia com npm run admin -- backup ARQUIVO. ${UNCHANGED}`,
    );
    return 1;
  }

  fs.mkdirSync(path.dirname(target), { recursive: true });
  const candidate = `${target}.restauracao-${process.pid}`;
  try {
    fs.copyFileSync(backup, candidate);
    const what = await checkCandidate(candidate, backup);

    if (fs.existsSync(target) && inUse(target)) {
      throw new Refusal(
        `o banco ${target} está aberto por outro processo (o servidor ou outro comando): pare todos os processos da Votação (systemctl stop 'votacao@*') e rode restore de novo`,
      );
    }
    const at = now();
    const keptAt = fs.existsSync(target) ? `${target}.antes-da-restauracao-${timestamp(at)}` : null;
    await recordRestore(candidate, { from: backup, keptAt, at: at.getTime() });
    if (keptAt) {
      fs.renameSync(target, keptAt);
      for (const suffix of ['-wal', '-shm']) {
        fs.rmSync(`${target}${suffix}`, { force: true });
      }
    }
    try {
      fs.renameSync(candidate, target);
    } catch (error) {
      if (keptAt) fs.renameSync(keptAt, target);
      throw error;
    }
    io.out(`Banco restaurado em ${target} a partir de ${backup}: ${what}.`);
    io.out('A restauração ficou registrada na trilha de auditoria (database.restore).');
    io.out(
      keptAt
        ? `O banco anterior foi guardado em ${keptAt} (apague-o quando não precisar mais dele).`
        : 'Não havia banco anterior nesse caminho.',
    );
    io.out('Inicie o servidor de novo.');
    return 0;
  } catch (error) {
    removeQuietly(candidate);
    if (error instanceof Refusal) {
      io.err(`restore: ${error.message}. ${UNCHANGED}`);
      return 1;
    }
    io.err(`restore: falhou: ${(error as Error).message}. ${UNCHANGED}`);
    return 1;
  }
}
