/* eslint-disable max-lines -- the command line's one dispatcher: every command's arguments, help text and exit codes, read top to bottom */
/**
 * Operator commands: `npm run admin -- <command>` (docs/server.md#operator-commands). Each one migrates the
 * database first, so it works on a fresh DATABASE_URL.
 *
 *   migrate                 bring the schema up to date
 *   import FILE             categories and companies from CSV or JSON (all or nothing)
 *   results [--csv FILE]    votes per company per category, most voted first (audited while open)
 *   audit verify [--head H] check the audit trail's keyed chain (first broken entry), the votes
 *                           against their seal at the close, and that H is in the chain
 *   operator add|list|remove the people who sign in to the console
 *   election [--name --opens --closes]  the award's name and voting window
 *   edition list|create|current YEAR      the award's editions (cli/editionCommands.ts)
 *   members import FILE     the current edition's member list, the nominations' suggestions
 *   integrity review|invalidate|restore   the integrity actions (cli/integrityCommands.ts)
 *   voter export|delete CPF, purge [--closed-at DATE]   LGPD (cli/lgpd.ts; purge reads the
 *                                                       election's closesAt by default)
 *   backup FILE, restore FILE   SQLite's online backup and a checked restore (cli/backup.ts);
 *                               neither migrates, and on PostgreSQL both point at pg_dump
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Kysely } from 'kysely';

import { CATALOG_FILE_MAX_BYTES } from '../../domain/admin';
import { MEMBER_FILE_MAX_BYTES } from '../../domain/memberList';
import { operatorApiMessages } from '../../domain/operatorApiMessages';
import { DEFAULT_DATABASE_URL, parseDatabaseUrl, readSealHoldMinutes } from '../config';
import { auditKeyId, applyAuditKeysFrom } from '../db/auditKey';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import type { Database } from '../db/schema';
import { headMatchesKeys, keyTheChain, verifyAuditChain } from '../features/audit';
import { checkVotesSeal, sealVotesIfClosed, type SendToOperator } from '../features/audit';
import { importCatalogFile } from '../features/catalogue';
import {
  electionView,
  currentResults,
  resultsCsv,
  electionRepository,
  resultsRepository,
  resultsSealed,
} from '../features/election';
import { createOutbox } from '../mail/outbox';
import { wrongNodeMessage } from '../nodeVersion';

import { BACKUP_USAGE, runBackup, runRestore, type BackupIo } from './backup';
import {
  editionCommand,
  EDITION_USAGE,
  MEMBERS_USAGE,
  membersImportCommand,
} from './editionCommands';
import { integrityCommand, INTEGRITY_USAGE } from './integrityCommands';
import { LGPD_USAGE, runPurge, runVoterCommand } from './lgpd';
import {
  checkOperatorArgs,
  cliAudit,
  electionCommand,
  ELECTION_USAGE,
  operatorCommand,
  OPERATOR_USAGE,
  printRefusal,
} from './operatorCommands';

export interface AdminIo extends BackupIo {
  /** The clock of `results` and `audit verify` (tests move it); Date.now by default. */
  now?: () => number;
}

/** The most an import file of each kind may hold (the API limits its body the same way). */
const MAX_BYTES = { catalog: CATALOG_FILE_MAX_BYTES, members: MEMBER_FILE_MAX_BYTES };

/**
 * An import file's text (catalogue, member list), or null once the reason was printed: not
 * found, unreadable, over its kind's MAX_BYTES (its size, checked before anything is read), or
 * not UTF-8 (`fatal`: a file saved as Latin-1 is refused instead of importing garbled names).
 */
function readUtf8File(io: AdminIo, file: string, kind: keyof typeof MAX_BYTES): string | null {
  const fullPath = path.resolve(io.cwd, file);
  const files = operatorApiMessages.files;
  let bytes: Buffer;
  try {
    if (fs.statSync(fullPath).size > MAX_BYTES[kind]) {
      io.err(operatorApiMessages[kind].tooLarge);
      return null;
    }
    bytes = fs.readFileSync(fullPath);
  } catch (error) {
    io.err(
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? files.notFound(fullPath)
        : files.unreadable(fullPath, (error as Error).message),
    );
    return null;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    io.err(operatorApiMessages.catalog.notUtf8(file));
    return null;
  }
}

const USAGE = `Uso: npm run admin -- <comando>

Comandos:
  migrate                 atualiza o esquema do banco de dados
  import ARQUIVO          importa categorias e empresas de um CSV (cabeçalho categoria,empresa;
                          separado por , ou ;) ou JSON ([{"nome": "…", "empresas": ["…"]}])
  results [--csv ARQUIVO] votos por empresa em cada categoria, mais votada primeiro (com a
                          votação aberta, cada leitura fica na trilha de auditoria)
  audit verify [--head ELO]
                          confere a cadeia da trilha de auditoria (com a chave AUDIT_KEY) e
                          aponta o primeiro registro quebrado; confere os votos com o lacre do
                          encerramento; com --head, confirma que ELO (o último elo impresso na
                          ata, enviado por e-mail ou no log) está na trilha e conta os registros
                          que vieram depois dele
  operator …              operadores do console (add, list, remove; veja abaixo)
  election …              nome e janela de votação da edição atual (veja abaixo)
  edition …               edições do prêmio, uma por ano (list, create, current; veja abaixo)
  members import ARQUIVO  lista de associadas da edição atual (CSV), de onde vêm as sugestões
                          das indicações (veja abaixo)

${OPERATOR_USAGE}

${ELECTION_USAGE}

${EDITION_USAGE}

${MEMBERS_USAGE}

${LGPD_USAGE}

${INTEGRITY_USAGE}

${BACKUP_USAGE}

O banco vem de DATABASE_URL (padrão ${DEFAULT_DATABASE_URL}).`;

/**
 * The anchors' e-mails from the CLI: queued in the outbox (in a transaction, so this process
 * does not try to send them); a running server sends them.
 */
function queueForServer(database: DatabaseHandle): SendToOperator {
  const outbox = createOutbox({
    db: database.db,
    kind: database.kind,
    mailer: {
      kind: 'smtp',
      send: () => Promise.reject(new Error('the CLI sends no e-mail')),
      close: () => Promise.resolve(),
    },
    now: Date.now,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined } as never,
    concurrency: 1,
    giveUpAfterMs: 24 * 3_600_000,
    autoStart: false,
  });
  return (to, subject, text) =>
    database.db
      .transaction()
      .execute((trx) =>
        outbox.enqueue({ kind: 'audit-head', to, subject, text }, trx as Kysely<Database>),
      );
}

async function withDatabase(
  env: NodeJS.ProcessEnv,
  io: AdminIo,
  run: (database: DatabaseHandle) => Promise<number>,
  /** `audit verify` runs whatever the head says (it reports it). */
  options: { anyKey?: boolean } = {},
): Promise<number> {
  // AUDIT_KEY… from the environment, as the server reads them (audit/key.ts).
  const keyProblems = applyAuditKeysFrom(env, io.cwd);
  for (const problem of keyProblems) io.err(problem);
  if (keyProblems.length > 0) return 2;
  let database: DatabaseHandle;
  try {
    database = createDatabase(
      parseDatabaseUrl(env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL, io.cwd),
      { poolMax: 2 },
    );
  } catch (error) {
    io.err(`DATABASE_URL inválida: ${(error as Error).message}`);
    return 2;
  }
  try {
    const applied = await migrateToLatest(database.db as never, database.kind);
    if (applied.length > 0) io.out(`Migrações aplicadas: ${applied.join(', ')}`);
    // A command run with another key than the servers' would chain rows nobody can verify.
    if (!options.anyKey && !(await headMatchesKeys(database.db))) {
      io.err(
        'A trilha de auditoria não confere com a chave desta execução (AUDIT_KEY ou AUDIT_KEY_FILE): o último registro não foi encadeado com ela. Rode com o mesmo ambiente dos servidores (votacao-admin carrega /etc/votacao/votacao.env) ou confira a trilha com "audit verify". Nada foi gravado.',
      );
      return 1;
    }
    // `audit verify` (anyKey) only reads the trail: it never writes the rotation row.
    if (!options.anyKey && (await keyTheChain(database.db))) {
      io.out(
        'Chave da trilha de auditoria trocada: registro audit.key-rotated gravado com a nova chave (AUDIT_KEY).',
      );
    }
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
      const raw = readUtf8File(io, file, 'catalog');
      if (raw === null) return 1;
      // The same importer as the console's (POST /admin/catalog/import).
      return withDatabase(env, io, async ({ db }) => {
        const outcome = await importCatalogFile(db, file, raw, { dryRun: false });
        if (!outcome.ok) return printRefusal(io, outcome.message, outcome.errors);
        const { summary } = outcome;
        await cliAudit(db, {
          action: 'catalog.import',
          target: 'catalog',
          after: { fileName: file, ...summary },
        });
        io.out(
          `Importado: ${summary.categoriesAdded} categoria(s) e ${summary.companiesAdded} empresa(s) novas; ` +
            `${summary.categoriesExisting} categoria(s) e ${summary.companiesExisting} empresa(s) já existiam.`,
        );
        if (outcome.result.votingOpenWithoutEnd) io.err(operatorApiMessages.catalog.openWithoutEnd);
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
      const problems: string[] = [];
      const holdMinutes = readSealHoldMinutes(env, problems);
      if (problems.length > 0) {
        io.err(problems.join('\n'));
        return 2;
      }
      return withDatabase(env, io, async (database) => {
        const { db } = database;
        // The same counting and ranking as GET /admin/results and its CSV. Those answer 403
        // while sealed (results/seal.ts: voting open, or closed for less than
        // RESULTS_SEAL_HOLD_MINUTES); here whoever runs it holds the database, so it answers,
        // and each run while sealed goes to the audit trail with who ran it. A read after the
        // close counts as "the results were read": reopening then needs a reason (issue 36).
        const now = (io.now ?? Date.now)();
        const repo = electionRepository(db);
        const election = electionView(await repo.read(), now, holdMinutes);
        if (resultsSealed(election)) {
          await cliAudit(db, {
            action: 'results.read-while-open',
            target: 'results',
            after: { csv: csvFile ?? null, status: election.status },
            at: now,
          });
          io.err(
            election.status === 'closed'
              ? 'Atenção: o encerramento ainda não se manteve pelo tempo mínimo (RESULTS_SEAL_HOLD_MINUTES); esta leitura dos resultados foi registrada na trilha de auditoria.'
              : 'Atenção: a votação está aberta; esta leitura dos resultados foi registrada na trilha de auditoria.',
          );
        }
        // The first read after the close seals the votes (audit/anchor.ts), if nothing did yet.
        await sealVotesIfClosed(db, now, queueForServer(database));
        if (election.status === 'closed' && (await repo.markResultsRead(now))) {
          await cliAudit(db, {
            action: 'results.read-after-close',
            target: 'results',
            after: { via: 'cli', csv: csvFile ?? null },
            at: now,
          });
        }
        const results = await currentResults(resultsRepository(db), now);
        if (csvFile) {
          const target = path.resolve(io.cwd, csvFile);
          fs.writeFileSync(target, resultsCsv(results), 'utf8');
          const rows = results.data.reduce((n, c) => n + c.companies.length, 0);
          io.out(`Resultados gravados em ${target} (${rows} linha(s)).`);
          return 0;
        }
        if (results.data.length === 0) {
          io.out('Nenhuma categoria cadastrada.');
          return 0;
        }
        for (const category of results.data) {
          io.out(`\n${category.category}`);
          for (const company of category.companies) {
            io.out(`  ${String(company.votes).padStart(6)}  ${company.name}`);
          }
        }
        return 0;
      });
    }

    case 'audit': {
      let anchor: string | undefined;
      const rest = args.slice(1);
      if (rest[0] === '--head' && rest[1] && rest.length === 2)
        anchor = rest[1].trim().toLowerCase();
      if (args[0] !== 'verify' || (rest.length > 0 && anchor === undefined)) {
        io.err('Uso: npm run admin -- audit verify [--head ELO]');
        return 2;
      }
      // The keyed hash chain (audit/chain.ts), the head anchored outside the database (--head),
      // and the votes sealed at the close (audit/anchor.ts): any failure, exit code 1.
      return withDatabase(
        env,
        io,
        async ({ db }) => {
          const verdict = await verifyAuditChain(db, { anchor });
          if (!verdict.ok) {
            io.err(
              `Trilha de auditoria quebrada no registro ${verdict.brokenAt}: ${verdict.problem}. ` +
                `Os ${verdict.entries - 1} registro(s) anteriores conferem.`,
            );
            return 1;
          }
          io.out(
            `Trilha de auditoria íntegra: ${verdict.entries} registro(s); último elo ${verdict.head ?? '(trilha vazia)'}.`,
          );
          if (verdict.key) {
            io.out(
              `Encadeada com a chave ${auditKeyId(verdict.key)} (AUDIT_KEY)` +
                (verdict.unkeyed > 0
                  ? `; os ${verdict.unkeyed} primeiro(s) registro(s) são anteriores à chave (SHA-256 sem chave).`
                  : '.'),
            );
          }
          let code = 0;
          if (verdict.anchor) {
            if (verdict.anchor.found) {
              io.out(
                verdict.anchor.after === 0
                  ? `O elo ${verdict.anchor.head} está na trilha e é o último.`
                  : `O elo ${verdict.anchor.head} está na trilha; ${verdict.anchor.after} registro(s) vieram depois dele.`,
              );
            } else {
              io.err(
                `O elo ${verdict.anchor.head} NÃO está na trilha: registros foram apagados ou a trilha foi regravada depois que esse elo foi anotado (na ata, no e-mail ou no log).`,
              );
              code = 1;
            }
          }
          const seal = await checkVotesSeal(db, (io.now ?? Date.now)());
          if (seal.status === 'ok') {
            io.out(
              `Votos conferem com o lacre do encerramento (${seal.seal.closesAt}): ${seal.seal.votes} voto(s), SHA-256 ${seal.seal.sha256}.`,
            );
          } else if (seal.status === 'close-moved') {
            io.err(
              `O encerramento mudou depois do lacre dos votos sem registro na trilha: lacrado em ${seal.seal.closesAt}, agora ${seal.closesAt ?? 'sem encerramento'} (alterado direto no banco).`,
            );
            code = 1;
          } else if (seal.status === 'changed') {
            io.err(
              `Os votos mudaram depois do encerramento (${seal.seal.closesAt}): lacrados ${seal.seal.votes} voto(s) com SHA-256 ${seal.seal.sha256}; agora ${seal.now.votes} voto(s) com SHA-256 ${seal.now.sha256} (voto apagado, inserido ou mudado de empresa).`,
            );
            code = 1;
          }
          return code;
        },
        { anyKey: true },
      );
    }

    case 'operator': {
      const misuse = checkOperatorArgs(args, io);
      if (misuse !== null) return misuse;
      return withDatabase(env, io, (database) => operatorCommand(args, database, io));
    }

    case 'election':
      return withDatabase(env, io, (database) => electionCommand(args, database, io));
    case 'edition':
      return withDatabase(env, io, (database) => editionCommand(args, database, io));
    case 'members': {
      const [sub, file, ...rest] = args;
      if (sub !== 'import' || !file || rest.length > 0) {
        io.err(MEMBERS_USAGE);
        return 2;
      }
      const raw = readUtf8File(io, file, 'members');
      if (raw === null) return 1;
      return withDatabase(env, io, (database) =>
        membersImportCommand(path.basename(file), raw, database, io),
      );
    }
    case 'voter':
      return runVoterCommand(args, io, (run) => withDatabase(env, io, run));

    case 'integrity':
      return withDatabase(env, io, (database) => integrityCommand(args, env, database, io));

    case 'purge':
      return runPurge(args, env, io, (run) => withDatabase(env, io, run), io.now);

    // Not through withDatabase: a backup copies the database as it is, and a restore must not
    // create or migrate the file it is about to replace.
    case 'backup':
      return runBackup(args, env, io);
    case 'restore':
      return runRestore(args, env, io);

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
const wrongNode = wrongNodeMessage(process.versions.node, process.execPath);
if (entry === fileURLToPath(import.meta.url) && wrongNode) {
  console.error(wrongNode);
  process.exit(1);
} else if (entry === fileURLToPath(import.meta.url)) {
  runAdmin(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`Erro: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
