/**
 * The integrity actions from the command line (issue 25): the review, and invalidating or
 * restoring voters with a reason, so integrity work goes on when the console cannot be reached
 * (an operator locked out, the console down). Same rules and audit rows as the console
 * (integrity/voterActions.ts); the actor is cli:<OS user>.
 */
import { INVALIDATION_CATEGORIES, isInvalidationCategory } from '../../domain/admin';
import { invalidationCategoryLabels } from '../../domain/integrityMessages';
import { operatorApiMessages } from '../../domain/operatorApiMessages';
import { readSealHoldMinutes } from '../config';
import type { DatabaseHandle } from '../db/database';
import { cliActor } from '../features/audit';
import { electionView, electionRepository, resultsSealed } from '../features/election';
import {
  analyseIntegrity,
  changeVoters,
  MAX_VOTERS_PER_ACTION,
  ResultsPublishedError,
  UnknownVotersError,
} from '../features/integrity';
import { readIntegrityConfig } from '../integrityConfig';

import { parseFlags, type CliIo } from './operatorCommands';

/** `duplicate (Cadastro duplicado), false-data (…), …`: the values --category takes. */
const CATEGORY_LIST = INVALIDATION_CATEGORIES.map(
  (c) => `${c} (${invalidationCategoryLabels[c]})`,
).join(', ');

export const INTEGRITY_USAGE = `  integrity review        os sinais da revisão de integridade, com as evidências
  integrity invalidate IDS --category MOTIVO --reason "DETALHES"
                          invalida eleitores (ids separados por vírgula): os votos deixam de
                          contar e as sessões acabam; fica registrado na auditoria. MOTIVO:
                          ${INVALIDATION_CATEGORIES.join(', ')} (a ata conta por motivo;
                          os detalhes ficam só na auditoria)
  integrity restore IDS --reason "MOTIVO"
                          desfaz a invalidação`;

const MAX_REASON = 500;

/** Printed before the review while results are sealed (issues 36, 37). */
export const SEALED_NOTE =
  'Resultados lacrados: os sinais dizem o que é suspeito sem nomear a empresa nem a categoria dela, nem contar os votos dela, até o encerramento.';

export async function integrityCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  database: DatabaseHandle,
  io: CliIo,
  now: () => number = Date.now,
): Promise<number> {
  const [action, ...rest] = args;
  if (action === 'review' && rest.length === 0) {
    const problems: string[] = [];
    const config = readIntegrityConfig(env, problems);
    const holdMinutes = readSealHoldMinutes(env, problems);
    if (problems.length > 0) {
      io.err(problems.join('\n'));
      return 2;
    }
    const at = now();
    // The same seal as the console's (results/seal.ts): no company named while it holds.
    const sealed = resultsSealed(
      electionView(await electionRepository(database.db).read(), at, holdMinutes),
    );
    const report = await analyseIntegrity(database.db, config, at, { sealed });
    if (sealed) io.out(SEALED_NOTE);
    if (report.flags.length === 0) io.out('Nenhum sinal na revisão de integridade.');
    for (const flag of report.flags) {
      io.out(`[${flag.severity}] ${flag.summary}`);
      io.out(`  eleitores: ${flag.voterIds.join(',')}`);
    }
    return 0;
  }
  if ((action === 'invalidate' || action === 'restore') && rest.length >= 3) {
    const [idList, ...pairs] = rest as [string, ...string[]];
    const ids = idList.split(',').map((part) => Number(part.trim()));
    const options = parseFlags(
      pairs,
      action === 'invalidate' ? ['--category', '--reason'] : ['--reason'],
    );
    if (!options || ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
      io.err(
        action === 'invalidate'
          ? `Uso: npm run admin -- integrity invalidate 12,15,40 --category duplicate --reason "DETALHES"`
          : `Uso: npm run admin -- integrity restore 12,15,40 --reason "MOTIVO"`,
      );
      return 2;
    }
    const reason = options.get('--reason') ?? '';
    const category = options.get('--category');
    if (action === 'invalidate' && !isInvalidationCategory(category)) {
      io.err(`Informe o motivo com --category: ${CATEGORY_LIST}.`);
      return 2;
    }
    if (!reason.trim() || reason.length > MAX_REASON) {
      io.err(`Informe os detalhes com --reason (de 1 a ${MAX_REASON} caracteres).`);
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
        isInvalidationCategory(category)
          ? {
              voterIds: ids,
              reason: reason.trim(),
              actor: cliActor(),
              invalidate: true,
              category,
            }
          : { voterIds: ids, reason: reason.trim(), actor: cliActor(), invalidate: false },
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
