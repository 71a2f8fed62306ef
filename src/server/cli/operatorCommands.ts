/**
 * `npm run admin -- operator add EMAIL --nome "NOME" | list | remove EMAIL` and
 * `npm run admin -- election [--name …] [--opens …] [--closes …]`.
 */
import { formatElectionDate } from '../../domain/election';
import { fields } from '../../domain/fields';
import { operatorApiMessages } from '../../domain/operatorApiMessages';
import type { DatabaseHandle } from '../db/database';
import { recordAudit, cliActor } from '../features/audit';
import {
  createElectionService,
  electionRepository,
  validateElectionUpdate,
  windowChangeEntry,
  type electionView,
} from '../features/election';
import { operatorsRepository } from '../features/operators';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const OPERATOR_USAGE = `Uso:
  npm run admin -- operator add EMAIL --nome "NOME"   adiciona (ou renomeia) um operador
  npm run admin -- operator list                      lista os operadores
  npm run admin -- operator remove EMAIL              remove um operador (e encerra suas sessões)`;

export const ELECTION_USAGE = `Uso: npm run admin -- election [--name "NOME"] [--opens DATA] [--closes DATA] [--reason "MOTIVO"]
  DATA com fuso horário, ex.: 2026-12-01T08:00-03:00; "" tira o limite. Sem opções, mostra a eleição.
  --reason: obrigatório para reabrir a votação depois que os resultados por empresa foram
  consultados (fica na trilha de auditoria, no Painel, na ata e em /resultados). Com os
  resultados publicados, nada muda: retire a publicação antes, no console.`;

/** An audit row by the CLI's user (each command prints its own lines: nothing is logged). */
export const cliAudit = (
  db: DatabaseHandle['db'],
  entry: Omit<Parameters<typeof recordAudit>[1], 'actor'>,
) => recordAudit(db, { actor: cliActor(), ...entry });

/** Prints why nothing was done, each problem indented under it; the exit code 1. */
export function printRefusal(io: CliIo, message: string, problems: Iterable<string>): number {
  io.err(message);
  for (const problem of problems) io.err(`  ${problem}`);
  return 1;
}

/** `--flag value` pairs, each of `allowed` at most once; null when anything else is there. */
export function parseFlags(args: string[], allowed: string[]): Map<string, string> | null {
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i] ?? '';
    const value = args[i + 1];
    if (!allowed.includes(flag) || value === undefined || flags.has(flag)) return null;
    flags.set(flag, value);
  }
  return flags;
}

/** Checks the arguments before any database is opened; returns an exit code on misuse. */
export function checkOperatorArgs(args: string[], io: CliIo): number | null {
  const [sub, email, ...rest] = args;
  if (sub === 'list' && args.length === 1) return null;
  if (sub === 'remove' && email && rest.length === 0) return null;
  if (sub === 'add' && email) {
    const flags = parseFlags(rest, ['--nome']);
    if (flags?.has('--nome')) return null;
  }
  io.err(OPERATOR_USAGE);
  return 2;
}

export async function operatorCommand(
  args: string[],
  { db }: DatabaseHandle,
  io: CliIo,
): Promise<number> {
  const operators = operatorsRepository(db);
  const [sub, rawEmail = ''] = args;
  const email = fields.email.normalise(rawEmail);
  if (sub === 'list') {
    const rows = await operators.list();
    if (rows.length === 0) io.out('Nenhum operador cadastrado.');
    for (const row of rows) io.out(`${row.email}\t${row.nome}`);
    return 0;
  }
  if (fields.email.validate(rawEmail) !== null) {
    io.err(`E-mail inválido: "${rawEmail}"`);
    return 1;
  }
  if (sub === 'remove') {
    if (!(await operators.remove(email))) {
      io.err(`Nenhum operador com o e-mail ${email}.`);
      return 1;
    }
    await cliAudit(db, {
      action: 'operator.remove',
      target: `operator:${email}`,
    });
    io.out(`Operador removido: ${email}.`);
    return 0;
  }
  const rawNome = parseFlags(args.slice(2), ['--nome'])?.get('--nome') ?? '';
  const nome = fields.nome.normalise(rawNome);
  if (fields.nome.validate(rawNome) !== null) {
    io.err(`Nome inválido: "${nome}" (de 3 a 200 caracteres).`);
    return 1;
  }
  const outcome = await operators.upsert(email, nome, Date.now());
  await cliAudit(db, {
    action: outcome === 'added' ? 'operator.add' : 'operator.update',
    target: `operator:${email}`,
    after: { email, nome },
  });
  io.out(
    outcome === 'added'
      ? `Operador adicionado: ${email} (${nome}).`
      : `Operador já existia: ${email} (nome: ${nome}).`,
  );
  return 0;
}

function describe(io: CliIo, view: ReturnType<typeof electionView>) {
  const status = { scheduled: 'agendada', open: 'aberta', closed: 'encerrada' }[view.status];
  io.out(`Eleição: ${view.name ?? '(sem nome)'}`);
  io.out(`  abertura:     ${view.opensAt ?? '(sem limite)'}`);
  io.out(`  encerramento: ${view.closesAt ?? '(sem limite)'}`);
  io.out(`  situação:     ${status}${view.resultsPublished ? ', resultados publicados' : ''}`);
}

export async function electionCommand(
  args: string[],
  { db }: DatabaseHandle,
  io: CliIo,
): Promise<number> {
  const flags = parseFlags(args, ['--name', '--opens', '--closes', '--reason']);
  if (!flags) {
    io.err(ELECTION_USAGE);
    return 2;
  }
  const service = createElectionService(electionRepository(db), Date.now);
  const before = await service.view();
  if (flags.size === 0) {
    describe(io, before);
    return 0;
  }
  const result = validateElectionUpdate({
    name: flags.has('--name') ? (flags.get('--name') ?? null) : before.name,
    opensAt: flags.has('--opens') ? (flags.get('--opens') ?? null) : before.opensAt,
    closesAt: flags.has('--closes') ? (flags.get('--closes') ?? null) : before.closesAt,
  });
  if (!result.ok) return printRefusal(io, 'Nada foi alterado:', Object.values(result.errors));
  const reason = flags.get('--reason')?.trim() || null;
  const update = await service.update(result.window, { reason });
  if (!update.ok) {
    io.err('Nada foi alterado:');
    io.err(
      update.problem === 'published'
        ? `  ${operatorApiMessages.election.publishedNoChange}`
        : `  ${operatorApiMessages.election.reopenReasonRequired(
            formatElectionDate(new Date(update.resultsReadAt).toISOString()),
          )} Use --reason "MOTIVO".`,
    );
    return 1;
  }
  await cliAudit(db, windowChangeEntry(update, 'election.update', reason));
  describe(io, update.election);
  return 0;
}
