/**
 * The integrity actions from the command line (issue 25): the review, and invalidating or
 * restoring voters with a reason, so integrity work goes on when the console cannot be reached
 * (an operator locked out, the console down). Same rules and audit rows as the console
 * (integrity/voterActions.ts); the actor is cli:<OS user>.
 */
import { operatorApiMessages } from '../../domain/operatorApiMessages';
import { cliActor } from '../audit/audit';
import type { DatabaseHandle } from '../db/database';
import { analyseIntegrity } from '../integrity/analyse';
import { readIntegrityConfig } from '../integrity/thresholds';
import {
  changeVoters,
  MAX_VOTERS_PER_ACTION,
  ResultsPublishedError,
  UnknownVotersError,
} from '../integrity/voterActions';

export const INTEGRITY_USAGE = `  integrity review        os sinais da revisão de integridade, com as evidências
  integrity invalidate IDS --reason "MOTIVO"
                          invalida eleitores (ids separados por vírgula): os votos deixam de
                          contar e as sessões acabam; fica registrado na auditoria
  integrity restore IDS --reason "MOTIVO"
                          desfaz a invalidação`;

interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

const MAX_REASON = 500;

export async function integrityCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  database: DatabaseHandle,
  io: Io,
  now: () => number = Date.now,
): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'review' && rest.length === 0) {
    const problems: string[] = [];
    const config = readIntegrityConfig(env, problems);
    if (problems.length > 0) {
      io.err(problems.join('\n'));
      return 2;
    }
    const report = await analyseIntegrity(database.db, config, now());
    if (report.flags.length === 0) io.out('Nenhum sinal na revisão de integridade.');
    for (const flag of report.flags) {
      io.out(`[${flag.severity}] ${flag.summary}`);
      io.out(`  eleitores: ${flag.voterIds.join(',')}`);
    }
    return 0;
  }
  if ((action === 'invalidate' || action === 'restore') && rest.length === 3) {
    const [idList, flag, reason] = rest as [string, string, string];
    const ids = idList.split(',').map((part) => Number(part.trim()));
    if (flag !== '--reason' || ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
      io.err(`Uso: npm run admin -- integrity ${action} 12,15,40 --reason "MOTIVO"`);
      return 2;
    }
    if (!reason.trim() || reason.length > MAX_REASON) {
      io.err(`Informe o motivo (de 1 a ${MAX_REASON} caracteres).`);
      return 2;
    }
    if (ids.length > MAX_VOTERS_PER_ACTION) {
      io.err(`No máximo ${MAX_VOTERS_PER_ACTION} eleitores por vez.`);
      return 2;
    }
    try {
      const result = await changeVoters(
        // Sessions are checked against token_version in the database by every server process.
        { database, sessions: { isCurrent: async () => false, forget: () => undefined }, now },
        {
          voterIds: ids,
          reason: reason.trim(),
          actor: cliActor(env),
          invalidate: action === 'invalidate',
        },
      );
      io.out(
        action === 'invalidate'
          ? `${result.voters} eleitor(es) invalidado(s); ${result.votes} voto(s) deixam de contar.`
          : `${result.voters} eleitor(es) restaurado(s); ${result.votes} voto(s) voltam a contar.`,
      );
      return 0;
    } catch (error) {
      if (error instanceof ResultsPublishedError) {
        io.err(`${operatorApiMessages.results.publishedNoVoterChange} Nada foi alterado.`);
        return 1;
      }
      if (!(error instanceof UnknownVotersError)) throw error;
      io.err(`Eleitores não encontrados: ${error.ids.slice(0, 10).join(', ')}. Nada foi alterado.`);
      return 1;
    }
  }
  io.err(`Uso:\n${INTEGRITY_USAGE}`);
  return 2;
}
