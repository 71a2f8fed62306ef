/* eslint-disable max-lines -- a messages module: the integrity review's every string, one per line, grouped by flag and action */
/**
 * Every string of the operator console's Integridade and Auditoria pages and of the bulk-action
 * dialog (Portuguese; the console is for the association's staff).
 */
import type {
  AuditAction,
  IntegrityFlagKind,
  IntegritySeverity,
  InvalidationCategory,
} from './admin';
import { formatElectionDate } from './election';
import { andList, countOf, noun, pluralOf } from './plural';

/** "1 alerta", "2 alertas", "0 alertas": the pt-BR plural rules choose the form (domain/plural). */
export const plural = (n: number, one: string, many: string) => countOf(n, noun(one, many));

/** The form alone, for a count written elsewhere in the sentence. */
const form = (n: number, one: string, many: string) => pluralOf(n, noun(one, many));

export const integrityMessages = {
  title: 'Integridade',
  subtitle:
    'Padrões que costumam indicar votos fabricados. Nada é feito automaticamente: confira os eleitores e decida.',
  refresh: 'Analisar de novo',
  loading: 'Analisando cadastros e votos…',
  loadFailed: 'Não foi possível analisar agora.',
  retry: 'Tentar novamente',
  empty: 'Nenhum padrão suspeito encontrado.',
  emptyHint:
    'A análise olha cadastros e votos em rajada, e-mails em série ou descartáveis e celulares repetidos.',
  generatedAt: (when: string) => `Análise de ${when}`,
  /**
   * While results are sealed (issues 36, 37): why no flag names a company or its category. The
   * same rule as the Resultados page's seal (src/server/features/election/seal.ts).
   */
  sealed:
    'Resultados lacrados: enquanto a votação não encerra, os alertas dizem o que é suspeito sem nomear a empresa nem a categoria dela, nem contar os votos dela. Depois do encerramento, dizem qual é.',
  flagCount: (n: number) =>
    n === 0 ? 'Nenhum alerta' : plural(n, 'alerta encontrado', 'alertas encontrados'),
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
    votedForCompany: 'Votaram na mesma empresa',
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
    /** The results' last column (read by screen readers; its buttons say what they do). */
    actions: 'Ações',
    /** A result's button: opens that voter's e-mails (GET /admin/voters/:id/mail). */
    showMail: 'Ver e-mails',
    /** Its accessible name: the visible words plus whose e-mails. */
    showMailOf: (nome: string) => `Ver e-mails de ${nome}`,
  },
  /** The dialog with one voter's e-mails and their delivery state (issue 28). */
  voterMail: {
    title: (nome: string) => `E-mails de ${nome}`,
    address: (email: string) => `Endereço: ${email}`,
    loading: 'Carregando e-mails…',
    failed: 'Não foi possível carregar os e-mails deste eleitor.',
    close: 'Fechar',
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
    `${integrityMessages[action](voters)}?`,
  body: (action: 'invalidate' | 'restore', voters: number, votes: number) =>
    action === 'invalidate'
      ? `${plural(votes, 'voto deixa', 'votos deixam')} de contar em todos os resultados (continuam guardados). ${form(voters, 'O eleitor não consegue', `Os ${plural(voters, 'eleitor', 'eleitores')} não conseguem`)} mais entrar nem votar. Dá para restaurar depois.`
      : `${plural(votes, 'voto volta', 'votos voltam')} a contar em todos os resultados e ${form(voters, 'o eleitor volta', `os ${plural(voters, 'eleitor', 'eleitores')} voltam`)} a poder entrar e votar.`,
  category: 'Motivo',
  categoryHelp: 'A ata de apuração conta os eleitores invalidados por motivo.',
  categoryRequired: 'Escolha o motivo.',
  reason: 'Detalhes',
  reasonHelp:
    'Ficam só na trilha de auditoria, com seu nome e o horário; a ata não os publica. Não escreva dados pessoais.',
  reasonRequired: 'Informe os detalhes.',
  restoreReason: 'Motivo',
  restoreReasonHelp: 'Fica registrado na auditoria, com seu nome e o horário.',
  restoreReasonRequired: 'Informe o motivo.',
  reasonTooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  cancel: 'Cancelar',
  confirm: (action: 'invalidate' | 'restore', voters: number) => integrityMessages[action](voters),
  working: 'Aplicando…',
};

export const REASON_MAX_LENGTH = 500;

/**
 * The labels of the invalidation categories (src/domain/admin.ts), as the console's dialog, the
 * CLI and the ata de apuração write them.
 */
export const invalidationCategoryLabels = {
  duplicate: 'Cadastro duplicado',
  'false-data': 'Dados falsos ou de terceiros',
  automated: 'Cadastro automatizado',
  'vote-buying': 'Compra ou coação de voto',
  other: 'Outro motivo',
} as const satisfies Record<InvalidationCategory, string>;

export const auditMessages = {
  title: 'Auditoria',
  subtitle:
    'Cada ação de operador, no console ou na linha de comando. Os registros não podem ser alterados nem apagados.',
  filters: 'Filtros',
  actor: 'Operador',
  action: 'Ação',
  anyAction: 'Todas',
  from: 'De',
  to: 'Até',
  /** Under a date filter that is no real day (dd/mm/aaaa, issue 40 §7). */
  invalidDay: 'Data inválida. Use dia, mês e ano.',
  apply: 'Filtrar',
  clear: 'Limpar filtros',
  exportCsv: 'Exportar CSV',
  loading: 'Carregando registros…',
  loadFailed: 'Não foi possível carregar a auditoria.',
  retry: 'Tentar novamente',
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
    'operator.sign-in': 'Entrada no console',
    'operator.sign-out': 'Saída do console',
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
    'election.close-now': 'Votação encerrada agora',
    'election.open-now': 'Votação aberta agora',
    'election.reopen-after-results': 'Votação reaberta depois de consultados os resultados',
    'election.publish': 'Resultados publicados',
    'results.read-after-close': 'Resultados por empresa consultados pela primeira vez',
    'results.withdraw': 'Publicação dos resultados retirada',
    'voter.invalidate': 'Eleitor invalidado',
    'voter.restore': 'Eleitor restaurado',
    'voter.export': 'Dados de um eleitor exportados (LGPD)',
    'voter.erase': 'Dados pessoais de um eleitor apagados (LGPD)',
    'data.purge': 'Dados pessoais removidos',
    'results.read-while-open': 'Resultados lidos no servidor ainda lacrados',
    'reminder.send': 'Lembrete enviado aos eleitores',
    'voter.unsubscribe': 'Eleitor cancelou os lembretes',
    'audit.keyed': 'Trilha de auditoria passou a ser assinada com a chave',
    'audit.key-rotated': 'Chave da trilha de auditoria trocada',
    'votes.sealed': 'Votos lacrados no encerramento',
    'database.restore': 'Banco de dados restaurado de uma cópia',
    'edition.create': 'Edição criada',
    'edition.make-current': 'Edição tornada a atual',
    'nominations.window': 'Janela das indicações definida',
    'nominations.merge': 'Indicações juntadas num grupo',
    'nominations.split': 'Indicações separadas de um grupo',
    'nominations.rename': 'Grupo de indicações renomeado',
    'nominations.finalists': 'Finalistas escolhidas nas indicações',
    'nominations.publish-ballot': 'Cédula publicada a partir das indicações',
    'members.import': 'Lista de associadas importada',
  } satisfies Record<AuditAction, string>,
};

type Fields = Record<string, unknown>;
const fieldsOf = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const quoted = (value: unknown) => `“${text(value) ?? '—'}”`;
/** "“A”, “B” e “C”": an audit row's list of names. */
const list = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? andList(value.map(quoted)) : '—';
const dateOrNone = (value: unknown) => {
  const iso = text(value);
  return iso && !Number.isNaN(Date.parse(iso)) ? formatElectionDate(iso) : 'sem data';
};
const sentence = (parts: (string | null | false)[]) => {
  const kept = parts.filter((part): part is string => typeof part === 'string' && part !== '');
  return kept.length === 0 ? '' : `${kept.join('; ')}.`;
};

/** "Encerramento alterado de 10/12/2026, 18:00 para 26/11/2026, 14:32" and the like. */
function electionChange(before: Fields, after: Fields): string {
  const changed = (key: string) => (before[key] ?? null) !== (after[key] ?? null);
  return (
    sentence([
      changed('name') &&
        `Nome do prêmio alterado de ${text(before.name) ? quoted(before.name) : 'sem nome'} para ${text(after.name) ? quoted(after.name) : 'sem nome'}`,
      changed('opensAt') &&
        `Abertura alterada de ${dateOrNone(before.opensAt)} para ${dateOrNone(after.opensAt)}`,
      changed('closesAt') &&
        `Encerramento alterado de ${dateOrNone(before.closesAt)} para ${dateOrNone(after.closesAt)}`,
      before.resultsPublished === true &&
        after.resultsPublished === false &&
        'Publicação dos resultados retirada',
    ]) || 'Nenhuma alteração.'
  );
}

/**
 * The Auditoria page's "Alteração" column: one Portuguese sentence per action saying what
 * changed, from what to what (issue 27), read from the entry's before and after. An action this
 * build does not know is written as "campo: valor" pairs, never as JSON.
 */
/** The audit's targets without an id, by name (issue 40 §7). */
const TARGET_WORDS: Record<string, string> = {
  election: 'Eleição',
  results: 'Resultados',
  catalog: 'Catálogo',
  audit: 'Trilha de auditoria',
  database: 'Banco de dados',
};

/**
 * The "Alvo" column (issue 40 §7): the target named, not its raw id. "voter:13" → "Eleitor
 * Fulano de Tal (#13)", "operator:1" → "Operador Maria (#1)", "election" → "Eleição",
 * "reminder:1" → "Lembrete “Ainda dá tempo”", "category:4" → "Categoria “Padarias”" (the name
 * now, else the one the entry recorded; a removed category keeps its name in the trail). A target
 * whose name is gone (an erased voter) shows its number; an unknown kind shows as written.
 */
export function auditTargetLabel(entry: {
  target: string | null;
  targetName?: string | null;
  before?: unknown;
  after?: unknown;
}): string {
  const { target } = entry;
  if (target === null || target === '') return '—';
  const word = TARGET_WORDS[target];
  if (word) return word;
  const match = /^([a-z]+):(.+)$/.exec(target);
  if (!match) return target;
  const kind = match[1] as string;
  const key = match[2] as string;
  const recorded =
    text(fieldsOf(entry.after)['name']) ??
    text(fieldsOf(entry.before)['name']) ??
    text(fieldsOf(entry.after)['subject']);
  const name = text(entry.targetName) ?? null;
  const number = /^\d+$/.test(key) ? ` (#${key})` : '';
  switch (kind) {
    case 'voter':
      return name ? `Eleitor ${name}${number}` : `Eleitor #${key}`;
    case 'operator':
      if (!number) return `Operador ${key}`;
      return name ? `Operador ${name}${number}` : `Operador #${key}`;
    case 'category':
      return name || recorded ? `Categoria “${name ?? recorded}”` : `Categoria #${key}`;
    case 'company':
      return name || recorded ? `Empresa “${name ?? recorded}”` : `Empresa #${key}`;
    case 'reminder':
      return name || recorded ? `Lembrete “${name ?? recorded}”` : `Lembrete #${key}`;
    case 'edition':
      return recorded ? `Edição “${recorded}”` : `Edição #${key}`;
    default:
      return target;
  }
}

export function describeAuditChange(entry: {
  action: string;
  before: unknown;
  after: unknown;
}): string {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  switch (entry.action) {
    case 'election.update':
    case 'election.close-now':
    case 'election.open-now':
      return electionChange(before, after);
    case 'election.reopen-after-results':
      return sentence([
        text(after.resultsReadAt) &&
          `Resultados consultados em ${dateOrNone(after.resultsReadAt)} e votação reaberta`,
        electionChange(before, after).replace(/\.$/, ''),
      ]);
    case 'results.withdraw':
      return count(before.version) !== null
        ? `Publicação (versão ${count(before.version)}) retirada.`
        : 'Publicação retirada.';
    case 'election.publish':
      return text(after.closesAt)
        ? `Votação encerrada em ${dateOrNone(after.closesAt)}; resultados abertos ao público.`
        : 'Resultados abertos ao público.';
    case 'category.create':
      return `Categoria ${quoted(after.name)} criada.`;
    case 'company.create':
      return `Empresa ${quoted(after.name)} criada.`;
    case 'category.rename':
    case 'company.rename':
      return `Nome alterado de ${quoted(before.name)} para ${quoted(after.name)}.`;
    case 'category.delete':
      return `Categoria ${quoted(before.name)} removida.`;
    case 'company.delete':
      return `Empresa ${quoted(before.name)} removida.`;
    case 'operator.add':
      return `Operador ${text(after.nome) ?? ''} (${text(after.email) ?? '—'}) adicionado.`;
    case 'operator.update':
      return `Nome do operador ${text(after.email) ?? ''} definido como ${quoted(after.nome)}.`;
    case 'voter.invalidate':
    case 'voter.restore': {
      const votes = count(after.votes);
      if (votes === null) return '';
      return entry.action === 'voter.invalidate'
        ? `${plural(votes, 'voto deixou', 'votos deixaram')} de contar.`
        : `${plural(votes, 'voto voltou', 'votos voltaram')} a contar.`;
    }
    case 'catalog.import': {
      const categories = count(after.categoriesAdded) ?? 0;
      const companies = count(after.companiesAdded) ?? 0;
      return sentence([
        text(after.fileName) && `Arquivo ${text(after.fileName)}`,
        `${plural(categories, 'categoria nova', 'categorias novas')} e ${plural(companies, 'empresa nova', 'empresas novas')}`,
      ]);
    }
    case 'results.read-while-open':
      return sentence([
        'Contagem lida antes da publicação',
        text(after.csv) && `salva em ${text(after.csv)}`,
      ]);
    case 'data.purge':
      return sentence([
        count(after.votersErased) !== null &&
          `${plural(count(after.votersErased) ?? 0, 'eleitor apagado', 'eleitores apagados')}`,
        count(after.codes) !== null &&
          `${plural(count(after.codes) ?? 0, 'código de acesso removido', 'códigos de acesso removidos')}`,
        count(after.limits) !== null &&
          `${plural(count(after.limits) ?? 0, 'registro de limite removido', 'registros de limite removidos')}`,
      ]);
    case 'reminder.send':
      return sentence([
        text(after.subject) && `Assunto ${quoted(after.subject)}`,
        count(after.recipients) !== null &&
          `para ${plural(count(after.recipients) ?? 0, 'eleitor', 'eleitores')}`,
      ]).replace('; para', ' para');
    case 'votes.sealed':
      return sentence([
        count(after.votes) !== null &&
          `${plural(count(after.votes) ?? 0, 'voto lacrado', 'votos lacrados')} no encerramento de ${dateOrNone(after.closesAt)}`,
        text(after.sha256) && `SHA-256 ${text(after.sha256)}`,
      ]);
    case 'audit.keyed':
      return sentence([
        `Trilha encadeada com a chave ${text(after.keyId) ?? '—'} daqui em diante`,
        count(after.unkeyedRows) !== null &&
          `${plural(count(after.unkeyedRows) ?? 0, 'registro anterior', 'registros anteriores')} sem chave`,
      ]);
    case 'audit.key-rotated':
      return `Chave da trilha trocada de ${text(before.keyId) ?? '—'} para ${text(after.keyId) ?? '—'}.`;
    case 'edition.create':
      return text(before.name)
        ? `Edição ${quoted(after.name)} criada com as ${count(after.categories) ?? 0} categoria(s) e ${count(after.companies) ?? 0} empresa(s) de ${quoted(before.name)}.`
        : `Edição ${quoted(after.name)} criada.`;
    case 'edition.make-current':
      return `Edição atual: ${quoted(after.name)} (antes: ${quoted(before.name)}).`;
    case 'nominations.window':
      return `Indicações de ${dateOrNone(after.opensAt)} a ${dateOrNone(after.closesAt)}.`;
    case 'nominations.merge':
      return `${text(after.category) ?? ''}: ${list(after.merged)} juntados em ${quoted(after.into)}.`;
    case 'nominations.split':
      return `${text(after.category) ?? ''}: ${list(after.texts)} separados de ${quoted(before.name)}.`;
    case 'nominations.rename':
      return `${text(after.category) ?? ''}: grupo ${quoted(before.name)} renomeado para ${quoted(after.name)}.`;
    case 'nominations.finalists':
      return `${text(after.category) ?? ''}: finalistas ${list(after.finalists)}.`;
    case 'nominations.publish-ballot':
      return `Cédula publicada: ${plural(count(after.companies) ?? 0, 'finalista', 'finalistas')} em ${plural(count(after.categories) ?? 0, 'categoria', 'categorias')}.`;
    case 'members.import':
      return sentence([
        text(after.fileName) && `Arquivo ${text(after.fileName)}`,
        `${plural(count(after.members) ?? 0, 'nome', 'nomes')} na lista da edição ${count(after.year) ?? ''}`,
        count(before.members) !== null &&
          `substitui a lista anterior (${plural(count(before.members) ?? 0, 'nome', 'nomes')})`,
      ]);
    case 'database.restore':
      return sentence([
        `Banco restaurado a partir de ${text(after.from) ?? '—'}`,
        text(after.previousKeptAt) && `o anterior ficou em ${text(after.previousKeptAt)}`,
      ]);
    default:
      return genericChange(before, after);
  }
}

/** "campo: antes → depois" pairs for an action without its own sentence. */
function genericChange(before: Fields, after: Fields): string {
  const show = (value: unknown): string => {
    if (value === null || value === undefined) return '—';
    if (typeof value === 'boolean') return value ? 'sim' : 'não';
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    return Array.isArray(value) ? `${value.length} itens` : '…';
  };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return sentence(
    keys
      .filter((key) => show(before[key]) !== show(after[key]) || !(key in before))
      .map((key) =>
        key in before && key in after
          ? `${key}: ${show(before[key])} → ${show(after[key])}`
          : `${key}: ${show(key in after ? after[key] : before[key])}`,
      ),
  );
}

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
    `Eles são apagados ${retentionMonths === 1 ? '1 mês' : `${retentionMonths} meses`} após o encerramento da edição em que foram registrados, mesmo que o seu cadastro continue para as próximas edições, ou antes, se você pedir a exclusão.`,
  ],
};
