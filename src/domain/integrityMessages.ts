/**
 * Every string of the operator console's Integridade and Auditoria pages and of the bulk-action
 * dialog (Portuguese; the console is for the association's staff).
 */
import type { AuditAction, IntegrityFlagKind, IntegritySeverity } from './admin';

const pluralRules = new Intl.PluralRules('pt-BR');

/** "1 alerta", "2 alertas", "0 alertas": the pt-BR plural rules choose the form. */
export const plural = (n: number, one: string, many: string) =>
  `${n} ${pluralRules.select(n) === 'one' ? one : many}`;

export const integrityMessages = {
  title: 'Integridade',
  subtitle:
    'Padrões que costumam indicar votos fabricados. Nada é feito automaticamente: confira os eleitores e decida.',
  refresh: 'Analisar de novo',
  loading: 'Analisando cadastros e votos…',
  loadFailed: 'Não foi possível analisar agora.',
  retry: 'Tentar de novo',
  empty: 'Nenhum padrão suspeito encontrado.',
  emptyHint:
    'A análise olha cadastros e votos em rajada, e-mails em série ou descartáveis e celulares repetidos.',
  generatedAt: (when: string) => `Análise de ${when}`,
  flagCount: (n: number) =>
    n === 0
      ? 'Nenhum alerta'
      : pluralRules.select(n) === 'one'
        ? `${plural(n, 'alerta', 'alertas')} encontrado`
        : `${plural(n, 'alerta', 'alertas')} encontrados`,
  severity: { high: 'Alta', medium: 'Média', low: 'Baixa' } satisfies Record<
    IntegritySeverity,
    string
  >,
  severityHeading: (label: string, n: number) => `Gravidade ${label.toLowerCase()} (${n})`,
  kind: {
    'signup-burst': 'Rajada de cadastros',
    'email-pattern': 'E-mails em série',
    'disposable-email': 'E-mail descartável',
    'vote-burst': 'Rajada de votos',
    'shared-contact': 'Celular repetido',
    'domain-cluster': 'Domínio próprio em comum',
    'company-profile': 'Empresa fora do padrão',
  } satisfies Record<IntegrityFlagKind, string>,
  evidence: {
    voters: 'Eleitores',
    from: 'Primeiro',
    to: 'Último',
    pattern: 'Em comum',
    invalidated: 'Já invalidados',
  },
  /**
   * The other evidence details, by the server's key (never shown to the operator as such). A key
   * not listed here is shown as 'Detalhe'.
   */
  evidenceDetail: {
    domain: 'Domínio',
    first: 'Primeiro da série',
    last: 'Último da série',
    minutes: 'Janela (minutos)',
    usualPerWindow: 'Média habitual por janela',
    prefixTotal: 'Cadastros com o mesmo prefixo',
    company: 'Empresa',
    category: 'Categoria',
    sharePercent: 'Parcela dos votos na janela (%)',
    shareBeforePercent: 'Parcela antes da janela (%)',
    phone: 'Celular',
    celular: 'Celular',
    email: 'E-mail',
    mailbox: 'Caixa de e-mail',
    address: 'Endereço',
    ip: 'Endereço de rede',
    step: 'Passo da série',
    mailboxes: 'Caixas de e-mail distintas',
    domains: 'Domínios',
    domainList: 'Domínios da família',
    votedForCompany: 'Votaram na empresa',
    votedOnlyForCompany: 'Votaram só nessa empresa',
    votes: 'Votos da empresa',
    singleCategoryPercent: 'Votos de quem só votou nesta categoria (%)',
    singleCategoryRestPercent: 'O mesmo nas demais empresas (%)',
    excessPercent: 'Votos acima do ritmo da eleição (%)',
    excessDays: 'Dias acima do ritmo',
    freshPercent: 'Votos de contas recém-criadas (%)',
    freshRestPercent: 'O mesmo nas demais empresas da categoria (%)',
    clusterAccounts: 'Contas em alertas de e-mail ou domínio',
  } as Record<string, string>,
  evidenceDetailOther: 'Detalhe',
  /** The voter search on the Integridade page (GET /admin/voters?q=). */
  search: {
    heading: 'Procurar eleitor',
    label: 'Nome, e-mail ou CPF',
    submit: 'Procurar',
    caption: (q: string) => `Eleitores encontrados para “${q}”`,
    none: (q: string) => `Nenhum eleitor encontrado para “${q}”.`,
    found: (n: number) => `${plural(n, 'eleitor encontrado', 'eleitores encontrados')}.`,
    failed: 'Não foi possível procurar agora.',
    searching: 'Procurando…',
  },
  showVoters: (n: number) => `Ver eleitores (${n})`,
  hideVoters: 'Ocultar eleitores',
  votersLoading: 'Carregando eleitores…',
  votersCaption: (summary: string) => `Eleitores do alerta: ${summary}`,
  voterColumns: {
    nome: 'Nome',
    email: 'E-mail',
    createdAt: 'Cadastro',
    votes: 'Votos',
    status: 'Situação',
  },
  voterStatus: (invalidated: boolean) => (invalidated ? 'Invalidado' : 'Válido'),
  invalidate: (n: number) => `Invalidar ${plural(n, 'eleitor', 'eleitores')}`,
  restore: (n: number) => `Restaurar ${plural(n, 'eleitor', 'eleitores')}`,
  actionDone: (action: 'invalidate' | 'restore', voters: number, votes: number) =>
    action === 'invalidate'
      ? `${plural(voters, 'eleitor invalidado', 'eleitores invalidados')}; ${plural(votes, 'voto deixou', 'votos deixaram')} de contar.`
      : `${plural(voters, 'eleitor restaurado', 'eleitores restaurados')}; ${plural(votes, 'voto voltou', 'votos voltaram')} a contar.`,
  actionFailed: 'Não foi possível concluir a ação. Nada foi alterado.',
};

export const bulkActionMessages = {
  title: (action: 'invalidate' | 'restore', voters: number) =>
    action === 'invalidate'
      ? `Invalidar ${plural(voters, 'eleitor', 'eleitores')}?`
      : `Restaurar ${plural(voters, 'eleitor', 'eleitores')}?`,
  body: (action: 'invalidate' | 'restore', voters: number, votes: number) =>
    action === 'invalidate'
      ? `${plural(votes, 'voto deixa', 'votos deixam')} de contar em todos os resultados (continuam guardados). ${voters === 1 ? 'O eleitor não consegue' : `Os ${voters} eleitores não conseguem`} mais entrar nem votar. Dá para restaurar depois.`
      : `${plural(votes, 'voto volta', 'votos voltam')} a contar em todos os resultados e ${voters === 1 ? 'o eleitor volta' : `os ${voters} eleitores voltam`} a poder entrar e votar.`,
  reason: 'Motivo',
  reasonHelp: 'Fica registrado na auditoria, com seu nome e o horário.',
  reasonRequired: 'Informe o motivo.',
  reasonTooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  cancel: 'Cancelar',
  confirm: (action: 'invalidate' | 'restore', voters: number) =>
    action === 'invalidate'
      ? `Invalidar ${plural(voters, 'eleitor', 'eleitores')}`
      : `Restaurar ${plural(voters, 'eleitor', 'eleitores')}`,
  working: 'Aplicando…',
};

export const REASON_MAX_LENGTH = 500;

export const auditMessages = {
  title: 'Auditoria',
  subtitle:
    'Cada ação de operador, no painel ou na linha de comando. Os registros não podem ser alterados nem apagados.',
  filters: 'Filtros',
  actor: 'Operador',
  action: 'Ação',
  anyAction: 'Todas',
  from: 'De',
  to: 'Até',
  apply: 'Filtrar',
  clear: 'Limpar filtros',
  exportCsv: 'Exportar CSV',
  loading: 'Carregando registros…',
  loadFailed: 'Não foi possível carregar a auditoria.',
  retry: 'Tentar de novo',
  empty: 'Nenhum registro com esses filtros.',
  caption: (total: number) => `Registros de auditoria (${total})`,
  columns: {
    at: 'Quando',
    actor: 'Quem',
    action: 'Ação',
    target: 'Alvo',
    reason: 'Motivo',
    change: 'Alteração',
  },
  rowsPerPage: 'Por página',
  pageRange: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to} de ${count}`,
  noReason: '—',
  actions: {
    'operator.sign-in': 'Entrada no painel',
    'operator.sign-out': 'Saída do painel',
    'catalog.import': 'Importação do catálogo',
    'category.create': 'Categoria criada',
    'operator.add': 'Operador adicionado',
    'operator.update': 'Operador atualizado',
    'operator.remove': 'Operador removido',
    'category.rename': 'Categoria renomeada',
    'category.delete': 'Categoria removida',
    'company.create': 'Empresa criada',
    'company.rename': 'Empresa renomeada',
    'company.delete': 'Empresa removida',
    'election.update': 'Período da eleição alterado',
    'election.publish': 'Resultados publicados',
    'voter.invalidate': 'Eleitor invalidado',
    'voter.restore': 'Eleitor restaurado',
    'voter.export': 'Dados de um eleitor exportados (LGPD)',
    'voter.erase': 'Dados pessoais de um eleitor apagados (LGPD)',
    'data.purge': 'Dados pessoais removidos',
    'results.read-while-open': 'Resultados lidos no servidor com a votação aberta',
    'reminder.send': 'Lembrete enviado aos eleitores',
    'voter.unsubscribe': 'Eleitor cancelou os lembretes',
  } satisfies Record<AuditAction, string>,
};

/** An action's label, or the raw name for one this build does not know yet. */
export const auditActionLabel = (action: string): string =>
  (auditMessages.actions as Record<string, string>)[action] ?? action;

/**
 * What the privacy notice (/privacidade) says about the integrity review: what is kept, why and
 * for how long. `retentionMonths` is PRIVACY_RETENTION_MONTHS.
 */
export const privacyIntegrityNotice = {
  title: 'Integridade da votação',
  paragraphs: (retentionMonths: number) => [
    'Para proteger a premiação contra cadastros e votos fabricados, guardamos o horário do seu cadastro e de cada voto e a rede de onde vieram — apenas o prefixo da rede (os três primeiros números de um endereço IPv4 ou a primeira metade de um IPv6), nunca o endereço completo.',
    'Esses dados servem só para a equipe da associação identificar padrões suspeitos (muitos cadastros da mesma rede em poucos minutos, por exemplo) e decidir se invalida votos. Toda decisão fica registrada com o motivo e o nome de quem a tomou.',
    `Eles são apagados junto com os demais dados pessoais: ${retentionMonths === 1 ? '1 mês' : `${retentionMonths} meses`} após o encerramento da eleição, ou antes, se você pedir a exclusão.`,
  ],
};
