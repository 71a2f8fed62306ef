/** The ata de apuração's texts (Portuguese; the PDF is for people, notaries included). */
import type { WithdrawalCategory } from '../../domain/trust';
import { trustMessages } from '../../domain/trustMessages';

export const ataText = {
  // Issue 36: version, reopenings, the mark of an ata that no longer stands.
  version: (n: number) => `Versão ${n}`,
  reopened: (readAt: string, reopenedAt: string) =>
    `Resultados consultados em ${readAt} e votação reaberta em ${reopenedAt}.`,
  superseded: (version: number, at: string) =>
    `SUBSTITUÍDA pela versão ${version} em ${at}. Esta ata não vale mais.`,
  withdrawn: (at: string, category: WithdrawalCategory | null) =>
    `PUBLICAÇÃO RETIRADA em ${at}${category ? ` (${trustMessages.publication.categories[category]})` : ''}. Esta ata não vale mais.`,
  title: (award: string | null) => `Ata de apuração — ${award ?? 'Votação'}`,
  author: 'Votação',
  intro:
    'Resultado da votação apurado pelo sistema e publicado pela comissão, com os resumos que permitem conferi-lo.',
  windowHeading: 'Período de votação',
  opens: 'Abertura',
  closes: 'Encerramento',
  published: 'Publicação dos resultados',
  noLimit: 'sem data definida',
  turnoutHeading: 'Participação',
  registered: 'Eleitores cadastrados',
  voted: 'Eleitores que votaram',
  resultsHeading: 'Votos por categoria',
  noCompanies: 'Nenhuma empresa nesta categoria.',
  tie: '(empate)',
  votes: (n: number) => `${n} ${n === 1 ? 'voto' : 'votos'}`,
  receiptsCount: (n: number) =>
    `${n} ${n === 1 ? 'recibo publicado' : 'recibos publicados'} nesta categoria`,
  invalidatedHeading: 'Votos invalidados (não contados), por motivo',
  noInvalidated: 'Nenhum voto invalidado.',
  noReason: 'Sem motivo registrado',
  invalidatedLine: (voters: number, votes: number) =>
    `${voters} ${voters === 1 ? 'eleitor' : 'eleitores'}, ${votes} ${votes === 1 ? 'voto' : 'votos'}`,
  integrityHeading: 'Revisão de integridade',
  integrityLine: (i: { flags: number; high: number; medium: number; low: number }) =>
    i.flags === 0
      ? 'Nenhum sinal de fraude apontado no momento da publicação.'
      : `${i.flags} ${i.flags === 1 ? 'sinal apontado' : 'sinais apontados'} no momento da publicação: ${i.high} de gravidade alta, ${i.medium} média e ${i.low} baixa.`,
  digestsHeading: 'Resumos para conferência',
  receiptsDigest: 'SHA-256 da lista de recibos publicada:',
  auditHead: 'Último elo da trilha de auditoria (hash):',
  emptyAudit: '(trilha vazia)',
  howToCheck:
    'Os mesmos resumos aparecem na página pública de resultados. A lista de recibos pode ser baixada dela e conferida com qualquer programa de SHA-256; cada eleitor pode conferir o seu recibo.',
  page: (n: number, of: number) => `Página ${n} de ${of}`,
} as const;
