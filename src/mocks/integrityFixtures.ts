/**
 * Sample data of the Integridade and Auditoria pages, shared by the MSW handlers (stories, jsdom
 * tests, offline demo) and the stories: the planted ballot-stuffing attack of the API tests.
 */
import type {
  AdminVoter,
  AuditEntry,
  AuditPage,
  IntegrityFlag,
  IntegrityReport,
  MailDelivery,
} from '../domain/admin';

const at = (minutes: number) =>
  new Date(Date.UTC(2026, 10, 3, 15, 0) + minutes * 60_000).toISOString();

/** Voter ids 1001–1040: the attack. */
export const attackVoters: AdminVoter[] = Array.from({ length: 40 }, (_, i) => ({
  id: 1001 + i,
  nome: `Eleitor ${i + 1}`,
  email:
    i < 32
      ? `eleitor${String(i + 1).padStart(3, '0')}@votafacil.com.br`
      : `${['joana', 'marcos', 'lia', 'tiago'][i % 4]}${i}x@${i % 2 ? 'yopmail.com' : 'mailinator.com'}`,
  celular: `2199${String(1_000_000 + i * 7919).slice(0, 7)}`,
  createdAt: at(i / 4),
  votes: 1,
  invalidated: false,
  invalidatedReason: null,
}));

const ids = (from: number, to: number) => attackVoters.slice(from, to).map((v) => v.id);

export const attackFlags: IntegrityFlag[] = [
  {
    id: 'vote-burst:12:1793718000000',
    kind: 'vote-burst',
    severity: 'high',
    summary:
      '41 votos em Supermercado Bom Preço (Supermercado) numa janela curta: 93% dos votos da categoria, antes 24%',
    evidence: {
      count: 41,
      from: at(1),
      to: at(12),
      pattern: 'Supermercado Bom Preço — Supermercado',
      sharePercent: 93,
      shareBeforePercent: 24,
    },
    voterIds: ids(0, 40),
  },
  {
    id: 'signup-burst:203.0.113.0/24:1793718000000',
    kind: 'signup-burst',
    severity: 'high',
    summary: '40 cadastros da rede 203.0.113.0/24 em 10 min, 160× o ritmo habitual dessa rede',
    evidence: { count: 40, from: at(0), to: at(10), pattern: '203.0.113.0/24', minutes: 10 },
    voterIds: ids(0, 40),
  },
  {
    id: 'email-pattern:counter:votafacil.com.br|eleitor#:001',
    kind: 'email-pattern',
    severity: 'high',
    summary:
      '32 endereços em votafacil.com.br que só diferem por um número (eleitorN@votafacil.com.br)',
    evidence: {
      count: 32,
      from: at(0),
      to: at(8),
      pattern: 'eleitorN@votafacil.com.br',
      domain: 'votafacil.com.br',
    },
    voterIds: ids(0, 32),
  },
  {
    id: 'disposable-email:mailinator.com',
    kind: 'disposable-email',
    severity: 'medium',
    summary: '4 endereços em provedor de e-mail descartável (mailinator.com)',
    evidence: {
      count: 4,
      from: at(8),
      to: at(10),
      pattern: 'mailinator.com',
      domain: 'mailinator.com',
    },
    voterIds: attackVoters.filter((v) => v.email.endsWith('mailinator.com')).map((v) => v.id),
  },
  {
    id: 'shared-contact:(11) 9****-4321:77',
    kind: 'shared-contact',
    severity: 'low',
    summary: '4 eleitores com o mesmo celular (11) 9****-4321',
    evidence: { count: 4, from: at(-3000), to: at(-200), pattern: '(11) 9****-4321' },
    voterIds: [77, 78, 79, 80],
  },
];

/** The report once results are unsealed (the election closed): flags name the company. */
export const integrityReport: IntegrityReport = {
  generatedAt: at(90),
  sealed: false,
  flags: attackFlags,
};

/**
 * The same attack while results are sealed (voting open, issues 36 and 37): the burst says the
 * window and the share, never the company, its id, its share before or its category.
 */
export const sealedIntegrityReport: IntegrityReport = {
  generatedAt: at(90),
  sealed: true,
  flags: attackFlags.map((flag) =>
    flag.kind === 'vote-burst'
      ? {
          ...flag,
          id: 'vote-burst:sealed:1793718000000:1',
          summary:
            '41 votos numa mesma empresa numa janela curta: 93% dos votos da categoria dela nessa janela',
          evidence: {
            count: 41,
            from: at(1),
            to: at(12),
            pattern: 'empresa e categoria lacradas até o encerramento',
            sharePercent: 93,
          },
        }
      : flag,
  ),
};

/** 24 flags: many sections and cards. */
export const manyFlags: IntegrityReport = {
  generatedAt: at(90),
  sealed: false,
  flags: Array.from({ length: 24 }, (_, i) => {
    const base = attackFlags[i % attackFlags.length]!;
    return { ...base, id: `${base.id}#${i}` };
  }).sort(
    (a, b) =>
      ['high', 'medium', 'low'].indexOf(a.severity) - ['high', 'medium', 'low'].indexOf(b.severity),
  ),
};

/** actor, action, target, before, after, reason, and the target's name now (issue 40 §7). */
const actions: [string, string, string | null, unknown, unknown, string | null, string?][] = [
  ['ana.souza@associacao.org.br', 'operator.sign-in', 'operator:1', null, null, null, 'Ana Souza'],
  [
    'cli:admin',
    'catalog.import',
    'catalog',
    null,
    { fileName: 'catalogo-2026.csv', categoriesAdded: 12, companiesAdded: 41 },
    null,
  ],
  [
    'ana.souza@associacao.org.br',
    'election.update',
    'election',
    { closesAt: '2026-11-30T23:00:00.000Z' },
    { closesAt: '2026-12-01T23:00:00.000Z' },
    null,
  ],
  [
    'ana.souza@associacao.org.br',
    'category.rename',
    'category:3',
    { name: 'Padaria' },
    { name: 'Padaria e Confeitaria' },
    null,
  ],
  [
    'ana.souza@associacao.org.br',
    'voter.invalidate',
    'voter:1001',
    { invalidated: false },
    { invalidated: true, votes: 3 },
    'Rajada de cadastros da rede 203.0.113.0/24 com e-mails em série',
    'Fulano de Tal',
  ],
  [
    'carlos.lima@associacao.org.br',
    'voter.restore',
    'voter:1033',
    { invalidated: true },
    { invalidated: false, votes: 1 },
    'Eleitora confirmou o cadastro por telefone',
    'Maria Aparecida dos Santos',
  ],
  [
    'carlos.lima@associacao.org.br',
    'reminder.send',
    'reminder:1',
    null,
    { recipients: 812 },
    null,
    'Ainda dá tempo de votar',
  ],
];

export const auditEntries: AuditEntry[] = Array.from({ length: 60 }, (_, i) => {
  const [actor, action, target, before, after, reason, targetName] = actions[i % actions.length]!;
  return {
    id: 60 - i,
    at: at(600 - i * 7),
    actor,
    action,
    target,
    ...(targetName ? { targetName } : {}),
    before,
    after,
    reason,
  };
});

export function auditPageOf(entries: AuditEntry[], offset = 0, limit = 25): AuditPage {
  return { data: entries.slice(offset, offset + limit), total: entries.length };
}

const mailAt = (minutes: number) =>
  new Date(Date.UTC(2026, 10, 26, 12, 0) + minutes * 60_000).toISOString();
const delivery = (
  id: number,
  status: MailDelivery['status'],
  createdMinutes: number,
  rest: Partial<MailDelivery> = {},
): MailDelivery => ({
  id,
  kind: 'voter-code',
  status,
  attempts: 1,
  createdAt: mailAt(createdMinutes),
  sentAt: null,
  nextAttemptAt: null,
  lastError: null,
  ...rest,
});

/**
 * One voter's e-mails (GET /admin/voters/:id/mail), newest first: a code waiting in the queue, one
 * being retried (its next attempt and the mail server's answer), one refused for good, and the
 * ones that went out.
 */
export const voterMailDeliveries: MailDelivery[] = [
  delivery(905, 'queued', 34, { attempts: 0 }),
  delivery(904, 'retrying', 31, {
    attempts: 3,
    nextAttemptAt: mailAt(31.25),
    lastError: '421 4.7.0 Try again later',
  }),
  delivery(903, 'failed', 20, {
    lastError: '550 5.1.1 <e-mail>: Recipient address rejected: User unknown',
  }),
  delivery(902, 'sent', 5, { kind: 'vote-receipt', sentAt: mailAt(5.02) }),
  delivery(901, 'sent', 0, { sentAt: mailAt(0.02) }),
];
