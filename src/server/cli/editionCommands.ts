/**
 * `npm run admin -- edition list | create | current ANO` (issue 41 §1): the award's editions,
 * the same actions and audit entries as the console's Edições (features/editions); and
 * `members import ARQUIVO`, the current edition's member list (decision 321).
 */
import { operatorApiMessages } from '../../domain/operatorApiMessages';
import type { EditionSummary } from '../../domain/types';
import type { DatabaseHandle } from '../db/database';
import { cliActor } from '../features/audit';
import { createEditionsService } from '../features/editions';

import { printRefusal, type CliIo } from './operatorCommands';

export const EDITION_USAGE = `Uso:
  npm run admin -- edition list          lista as edições (ano, nome, situação; * a atual)
  npm run admin -- edition create        cria a próxima edição com o catálogo da última
                                         (encerrada e sem datas; defina-as com election)
  npm run admin -- edition current ANO   torna atual a edição desse ano`;

const STATES: Record<EditionSummary['state'], string> = {
  scheduled: 'agendada',
  open: 'aberta',
  closed: 'encerrada',
  published: 'resultados publicados',
};

const line = (e: EditionSummary) =>
  `${e.current ? '*' : ' '} ${e.year}  ${e.name}  (${STATES[e.state]})`;

/** The CLI's user as who acts; the command prints its own lines, so nothing is logged. */
const byCli = () => ({ actor: cliActor(), log: { info: () => undefined } });

export async function editionCommand(
  args: string[],
  database: DatabaseHandle,
  io: CliIo & { now?: () => number },
): Promise<number> {
  const service = createEditionsService(database, io.now ?? Date.now);
  const [sub, year, ...rest] = args;
  if (sub === 'list' && year === undefined) {
    for (const edition of await service.list()) io.out(line(edition));
    return 0;
  }
  if (sub === 'create' && year === undefined) {
    const result = await service.create(byCli());
    if (!result.ok) {
      io.err(`Nada foi criado: ${result.message}`);
      return 1;
    }
    io.out(`Edição criada: ${result.edition.year}, ${result.edition.name}.`);
    io.out(`Torne-a a atual com: npm run admin -- edition current ${result.edition.year}`);
    return 0;
  }
  if (sub === 'current' && rest.length === 0) {
    if (year === undefined || !/^\d{4}$/.test(year)) {
      io.err(operatorApiMessages.editions.yearRequired);
      return 2;
    }
    const edition = (await service.list()).find((e) => e.year === Number(year));
    if (!edition) {
      io.err(operatorApiMessages.editions.notFound);
      return 1;
    }
    const result = await service.makeCurrent(byCli(), edition.id);
    if (!result.ok) {
      io.err(`Nada foi alterado: ${result.message}`);
      return 1;
    }
    io.out(
      result.changed
        ? `Edição atual: ${result.edition.year}, ${result.edition.name}.`
        : `A edição ${result.edition.year} já era a atual.`,
    );
    return 0;
  }
  io.err(EDITION_USAGE);
  return 2;
}

export const MEMBERS_USAGE = `Uso:
  npm run admin -- members import ARQUIVO.csv
                  substitui a lista de associadas da edição atual pela do arquivo (CSV UTF-8,
                  separado por , ou ;, com cabeçalho; a coluna nome, empresa ou associada
                  traz os nomes, as demais são ignoradas). Enquanto houver uma lista, as
                  sugestões das indicações vêm dela; sem lista, do catálogo da edição.`;

/** `members import FILE`: the same import and audit entry as POST /admin/members/import. */
export async function membersImportCommand(
  fileName: string,
  content: string,
  database: DatabaseHandle,
  io: CliIo & { now?: () => number },
): Promise<number> {
  const service = createEditionsService(database, io.now ?? Date.now);
  const outcome = await service.importMembers(byCli(), { fileName, content });
  if (!outcome.ok) return printRefusal(io, outcome.message, outcome.errors);
  const { members, year, repeated } = outcome.result;
  io.out(operatorApiMessages.members.imported(members, year, repeated));
  return 0;
}
