/**
 * LGPD operator commands (docs/decisions/084):
 *
 *   voter export CPF            everything held about that person, as JSON on stdout
 *   voter delete CPF            personal data erased; the votes kept as anonymous counts
 *   purge [--closed-at DATA]    codes and limits removed; after the retention period counted
 *                               from the close of the last edition that ran
 *                               (PRIVACY_RETENTION_MONTHS), the personal data of every voter who
 *                               took part in none of the last editions (domain/retention.ts), and
 *                               the network prefixes of the closed editions. The close is that
 *                               edition's closesAt unless --closed-at moves it later; while the
 *                               current edition is open or has no closing date, purge refuses
 */
import { fields } from '../../domain/fields';
import { ERASE_AFTER_EDITIONS_WITHOUT_PARTICIPATION } from '../../domain/retention';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { cliActor, recordAudit } from '../features/audit';
import { electionRepository } from '../features/election';
import {
  closedEditions,
  countVotesOf,
  eraseNetworkPrefixes,
  eraseVoter,
  exportVoter,
  findVoterForLgpd,
  purgeCodesAndLimits,
  votersInactiveIn,
} from '../features/lgpd';

import type { CliIo } from './operatorCommands';

type WithDatabase = (run: (database: DatabaseHandle) => Promise<number>) => Promise<number>;

export const LGPD_USAGE = `  voter export CPF        todos os dados guardados sobre o eleitor, em JSON
  voter delete CPF        apaga os dados pessoais do eleitor; os votos ficam, anônimos
                          (recusado para quem já votou enquanto a eleição não encerrou)
  purge [--closed-at AAAA-MM-DD]
                          só depois do encerramento real da eleição (a data do console;
                          --closed-at pode apenas adiá-lo): apaga códigos e limites; passado o
                          prazo de retenção, apaga também os dados pessoais de quem não
                          participou da última edição e os prefixos de rede das edições
                          encerradas`;

export async function runVoterCommand(
  args: string[],
  io: CliIo,
  withDatabase: WithDatabase,
  now: () => number = Date.now,
): Promise<number> {
  const [action, rawCpf, ...rest] = args;
  if ((action !== 'export' && action !== 'delete') || !rawCpf || rest.length > 0) {
    io.err('Uso: npm run admin -- voter export CPF | voter delete CPF');
    return 2;
  }
  const cpf = fields.cpf.normalise(rawCpf);
  if (fields.cpf.validate(rawCpf) !== null) {
    io.err(`CPF inválido: ${rawCpf}`);
    return 2;
  }
  return withDatabase(async ({ db }) => {
    const voter = await findVoterForLgpd(db, cpf);
    if (!voter) {
      io.err('Nenhum eleitor com esse CPF.');
      return 1;
    }
    const actor = cliActor();
    if (action === 'export') {
      const data = await exportVoter(db, voter, now());
      await recordAudit(db, {
        actor,
        action: 'voter.export',
        target: `voter:${voter.id}`,
        at: now(),
      });
      io.out(JSON.stringify(data, null, 2));
      return 0;
    }
    // Erasure while the election can still count votes (decision 173): the votes would stay
    // counted and the same person could register and vote again. Refused until it closes.
    const at = now();
    const closesAt = (await electionRepository(db).read()).closes_at;
    if ((closesAt === null || closesAt > at) && (await countVotesOf(db, voter.id)) > 0) {
      const when =
        closesAt === null
          ? 'A eleição não tem data de encerramento (conta como aberta)'
          : `A eleição encerra em ${dayInSaoPaulo(closesAt)}`;
      io.err(
        `${when} e este eleitor já votou: apagar agora deixaria os votos contados e permitiria um novo cadastro com o mesmo CPF, votando de novo. O pedido fica para depois do encerramento (LGPD art. 16, I e art. 7º, II e IX; decisão 173): responda ao titular com a data e rode "voter delete" depois dela. Para tirar os votos da contagem já, invalide o eleitor (integrity invalidate). Nada foi apagado.`,
      );
      return 1;
    }
    const { votesKept } = await eraseVoter(db, voter, { actor, at });
    io.out(
      `Dados pessoais do eleitor ${voter.id} apagados; ${votesKept} voto(s) mantido(s) sem identificação.`,
    );
    return 0;
  });
}

const MONTH_MS = 30.44 * 24 * 3_600_000;
const SAO_PAULO_OFFSET_MS = 3 * 3_600_000;

/** AAAA-MM-DD of an instant in São Paulo (UTC−3 all year since 2019). */
const dayInSaoPaulo = (at: number) => new Date(at - SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10);

export async function runPurge(
  args: string[],
  env: NodeJS.ProcessEnv,
  io: CliIo,
  withDatabase: WithDatabase,
  now: () => number = Date.now,
): Promise<number> {
  let closedAt: number | null = null;
  for (let i = 0; i < args.length; i++) {
    const date = args[i + 1];
    if (args[i] === '--closed-at' && date && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
      closedAt = Date.parse(`${date}T23:59:59-03:00`);
      i += 1;
    } else {
      io.err('Uso: npm run admin -- purge [--closed-at AAAA-MM-DD]');
      return 2;
    }
  }
  let retentionMonths: number;
  try {
    retentionMonths = loadConfig(env).privacy.retentionMonths;
  } catch (error) {
    io.err((error as Error).message);
    return 2;
  }
  return withDatabase(async ({ db }) => {
    const at = now();
    // The current edition's own window decides, always: --closed-at can move the retention
    // period later, never open the purge earlier (decision 173). Purging the limits while
    // voting is open would reset every guessing budget. A next edition still scheduled is no
    // obstacle: its voting has not begun.
    const current = await electionRepository(db).read();
    const closesAt = current.closes_at;
    const scheduled = current.opens_at !== null && current.opens_at > at;
    if (closesAt === null && !scheduled) {
      io.err(
        'A eleição não tem data de encerramento (sem ela, a votação conta como aberta): defina-a no console (Eleição) e rode o purge depois dela. Nada foi apagado.',
      );
      return 1;
    }
    if (closesAt !== null && closesAt > at && !scheduled) {
      io.err(
        `A eleição ainda não encerrou (encerra em ${dayInSaoPaulo(closesAt)}): o purge só roda depois do encerramento, porque apagar os limites antes reabriria as tentativas de código. Nada foi apagado.`,
      );
      return 1;
    }
    // The retention is counted from the last edition whose voting ran (issue 41 §1).
    const closed = await closedEditions(db, at);
    const last = closed[0];
    if (last && closedAt !== null && closedAt < last.closesAt) {
      io.err(
        `--closed-at ${dayInSaoPaulo(closedAt)} é anterior ao encerramento real da eleição (${dayInSaoPaulo(last.closesAt)}). Nada foi apagado.`,
      );
      return 1;
    }
    const actor = cliActor();
    const removed = await purgeCodesAndLimits(db);
    io.out(`Apagados ${removed.codes} código(s) e ${removed.limits} registro(s) de limites.`);
    let erased = 0;
    let prefixes = { votes: 0, signUps: 0 };
    if (!last) {
      io.out('Nenhuma edição encerrada ainda: os dados pessoais são mantidos.');
    } else {
      const from = closedAt ?? last.closesAt;
      const until = from + retentionMonths * MONTH_MS;
      if (until > at) {
        io.out(
          `Dados pessoais mantidos até ${new Date(until).toISOString().slice(0, 10)} (PRIVACY_RETENTION_MONTHS=${retentionMonths}).`,
        );
      } else {
        // Voters who took part in none of the last editions that ran, and who signed up before
        // them; with fewer editions than that, everyone took part in one (at least by signing up).
        const window = closed.slice(0, ERASE_AFTER_EDITIONS_WITHOUT_PARTICIPATION);
        const before = closed[ERASE_AFTER_EDITIONS_WITHOUT_PARTICIPATION];
        const inactive = before
          ? await votersInactiveIn(
              db,
              window.map((e) => e.id),
              before.closesAt,
            )
          : [];
        for (const voter of inactive) {
          await eraseVoter(db, voter, { actor, at });
          erased += 1;
        }
        io.out(
          `Dados pessoais apagados de ${erased} eleitor(es) que não participaram (sem voto nem cadastro) da última edição encerrada; os votos ficam, anônimos. Quem participou segue cadastrado para as próximas edições.`,
        );
        prefixes = await eraseNetworkPrefixes(
          db,
          closed.map((e) => e.id),
          last.closesAt,
        );
        io.out(
          `Prefixos de rede apagados de ${prefixes.votes} voto(s) e ${prefixes.signUps} cadastro(s) das edições encerradas.`,
        );
      }
    }
    await recordAudit(db, {
      actor,
      action: 'data.purge',
      after: {
        codes: removed.codes,
        limits: removed.limits,
        votersErased: erased,
        prefixesErased: prefixes.votes + prefixes.signUps,
      },
      at,
    });
    return 0;
  });
}
