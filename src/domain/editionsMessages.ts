/**
 * The console's "Edições" page (issue 41 §1, decision 310): one edition a year, one of them
 * current (the one every page and every voter sees). The server's refusals come in its own words.
 */
import { operatorApiMessages } from './operatorApiMessages';
import type { EditionSummary } from './types';

type EditionState = EditionSummary['state'];

export const editionsMessages = {
  title: 'Edições',
  subtitle:
    'Cada ano da premiação é uma edição, com o seu catálogo, a sua votação e os seus resultados. Os eleitores e os operadores continuam de um ano para o outro.',
  loading: 'Carregando as edições...',
  failed: 'Não foi possível carregar as edições.',
  empty: 'Nenhuma edição.',
  tableLabel: 'Edições da premiação',
  columns: { year: 'Ano', name: 'Nome', state: 'Situação', period: 'Votação', current: 'Atual' },
  states: {
    scheduled: 'Agendada',
    open: 'Votação aberta',
    closed: 'Encerrada',
    published: 'Resultados publicados',
  } satisfies Record<EditionState, string>,
  period: (opens: string | null, closes: string | null) =>
    opens && closes ? `${opens} a ${closes}` : 'Sem datas',
  currentBadge: 'Edição atual',
  makeCurrent: 'Tornar atual',
  makeCurrentLabel: (year: number) => `Tornar atual a edição ${year}`,
  create: 'Criar a próxima edição',
  createHint:
    'A próxima edição copia o catálogo da última e começa encerrada, sem datas. Depois de torná-la a atual, ajuste o catálogo e defina a votação em Catálogo e Eleição.',
  confirmCreateTitle: (year: number) => `Criar a edição ${year}?`,
  confirmCreate: (year: number, from: number) =>
    `O catálogo de ${from} será copiado para ${year}. A edição ${from} continua a atual até você tornar a nova edição a atual.`,
  confirmCreateLabel: 'Criar',
  confirmCurrentTitle: (year: number) => `Tornar a edição ${year} a atual?`,
  confirmCurrent: (year: number) =>
    `Todas as páginas, dos eleitores e do console, passam a mostrar a edição ${year}. As outras edições e os seus resultados publicados não mudam.`,
  confirmCurrentLabel: 'Tornar atual',
  cancel: 'Cancelar',
  working: 'Aguarde...',
  created: (year: number) =>
    `Edição ${year} criada com o catálogo da anterior. Torne-a a atual quando quiser prepará-la.`,
  madeCurrent: (year: number) =>
    `A edição ${year} é agora a atual: ajuste o catálogo e defina a votação em Catálogo e Eleição.`,
  refused: 'Não foi possível concluir. Tente novamente.',
  /** The association's member list (decision 321): where the nominations' suggestions come from. */
  members: {
    none: 'Sem lista de associadas: as indicações sugerem as empresas do catálogo.',
    list: (members: number, fileName: string, date: string) =>
      `Lista de associadas: ${members === 1 ? '1 nome' : `${members.toLocaleString('pt-BR')} nomes`} (${fileName}, importada em ${date}). As indicações sugerem esses nomes.`,
    choose: 'Importar lista de associadas',
    chooseLabel: (year: number) => `Importar lista de associadas da edição ${year} (CSV)`,
    hint: 'CSV em UTF-8 com cabeçalho e uma coluna nome (ou empresa, ou associada); as outras colunas são ignoradas e não ficam guardadas. Uma nova lista substitui a anterior.',
    imported: (year: number, members: number, repeated: number) =>
      `Lista de associadas da edição ${year} importada: ${members === 1 ? '1 nome' : `${members.toLocaleString('pt-BR')} nomes`}${repeated > 0 ? ` (${repeated === 1 ? '1 linha repetida contada' : `${repeated} linhas repetidas contadas`} uma vez)` : ''}. As indicações passam a sugerir esses nomes.`,
    errorsTitle: 'Problemas no arquivo',
    unreadable: 'Não foi possível ler o arquivo.',
    /** The server's and the CLI's words (one limit, MEMBER_FILE_MAX_BYTES, checked here first). */
    tooLarge: operatorApiMessages.members.tooLarge,
    notUtf8: operatorApiMessages.members.notUtf8,
  },
};
