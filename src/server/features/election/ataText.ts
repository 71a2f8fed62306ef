/** The ata de apuração's texts (Portuguese; the PDF is for people, notaries included). */
import type { InvalidationCategory } from '../../../domain/admin';
import { invalidationCategoryLabels } from '../../../domain/integrityMessages';
import type { WithdrawalCategory } from '../../../domain/trust';
import { trustMessages } from '../../../domain/trustMessages';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const ataText = {
  // Issue 36: version, reopenings, the mark of an ata that no longer stands.
  version: (n: number) => `Versão ${n}`,
  reopened: trustMessages.publication.reopened,
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
  validVoters: (valid: number, invalidated: number) =>
    `Eleitores válidos: ${valid} (${count(invalidated, 'invalidado', 'invalidados')})`,
  voted: 'Eleitores que votaram',
  resultsHeading: 'Votos por categoria',
  noCompanies: 'Nenhuma empresa nesta categoria.',
  noVotes: 'Nenhum voto nesta categoria.',
  tie: '(empate)',
  votes: (n: number) => count(n, 'voto', 'votos'),
  receiptsCount: (n: number) =>
    `${count(n, 'recibo publicado', 'recibos publicados')} nesta categoria.`,
  // Issue 41 §3: the nominations phase.
  nominationsHeading: 'Indicações',
  nominationsIntro:
    'As finalistas de cada categoria vieram das indicações dos eleitores; nomes escritos de formas diferentes foram agrupados pela regra publicada e pelas junções do operador abaixo.',
  noFinalists: 'Nenhuma finalista indicada nesta categoria.',
  nominationsCount: (n: number) => count(n, 'indicação', 'indicações'),
  merged: (spellings: string[], into: string) =>
    `Junção: ${spellings.map((s) => `“${s}”`).join(', ')} em “${into}”.`,
  invalidatedHeading: 'Eleitores invalidados (votos não contados), por motivo',
  noInvalidated: 'Nenhum eleitor invalidado.',
  invalidatedLine: (category: InvalidationCategory, voters: number, votes: number) =>
    `${invalidationCategoryLabels[category]}: ${count(voters, 'eleitor', 'eleitores')}, ${count(votes, 'voto', 'votos')}`,
  invalidatedNote:
    'Cada invalidação, com os detalhes, quem a fez e quando, está na trilha de auditoria do sistema.',
  integrityHeading: 'Revisão de integridade',
  integrityLine: (i: { flags: number; high: number; medium: number; low: number }) =>
    i.flags === 0
      ? 'Nenhum sinal de fraude apontado no momento da publicação.'
      : `${count(i.flags, 'sinal apontado', 'sinais apontados')} no momento da publicação: ${i.high} de gravidade alta, ${i.medium} média e ${i.low} baixa.`,
  digestsHeading: 'Resumos para conferência',
  receiptsDigest: 'SHA-256 da lista de recibos publicada:',
  votesDigest: 'SHA-256 dos votos lacrados na trilha de auditoria no encerramento:',
  auditHead: 'Último elo da trilha de auditoria (hash):',
  emptyAudit: '(trilha vazia)',
  howToCheck:
    'Os mesmos resumos aparecem na página pública de resultados. A lista de recibos pode ser baixada dela e conferida com qualquer programa de SHA-256; cada eleitor pode conferir o seu recibo.',
  signaturesHeading: (award: string | null) =>
    award ? `Comissão de apuração — ${award}` : 'Comissão de apuração',
  signaturesIntro:
    'Os membros da comissão de apuração conferiram esta ata e a assinam, com seus nomes por extenso.',
  signatureLine: '______________________________________________',
  signatureCaption: 'Assinatura',
  signatureName: 'Nome: ________________________________________',
  signatures: 3,
  placeAndDate: 'Local e data: ____________________________, ____ de ______________ de ________.',
  page: (n: number, of: number) => `Página ${n} de ${of}`,
} as const;
