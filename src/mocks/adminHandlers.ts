import { delay, http, type HttpHandler } from 'msw';

import type {
  AdminResults,
  CatalogAdmin,
  MailHealth,
  OperatorSendCodeAnswer,
  Turnout,
} from '../domain/admin';
import type { Election } from '../domain/election';
import { operatorApiMessages } from '../domain/operatorApiMessages';

import {
  DEMO_ADMIN_RESULTS,
  DEMO_CATALOG,
  DEMO_IMPORT_ERRORS,
  DEMO_IMPORT_PREVIEW,
  DEMO_OPERATOR,
  DEMO_OPERATOR_TOKEN,
  DEMO_TURNOUT,
  ELECTION_CLOSED,
  ELECTION_OPEN,
  ELECTION_PUBLISHED,
  EMPTY_TURNOUT,
} from './adminFixtures';
import { attachment, failure, json, noContent, serverError } from './respond';
import { DEMO_TOKEN } from './token';

/** The e-mail panel of the Painel: mail flowing. */
export const DEMO_MAIL_HEALTH: MailHealth = {
  transport: 'smtp',
  queued: 0,
  retrying: 0,
  sending: 0,
  oldestWaitingSeconds: 0,
  sentLastHour: 412,
  sentPerMinute: 6.8,
  expectedWaitSeconds: 0,
  failedLastHour: 0,
  lastSentAt: '2026-11-26T15:30:05.000Z',
  lastFailure: null,
  bouncedLastDay: 0,
  settledLastDay: 0,
  bounceRate: 0,
  bounceAlert: false,
  suppressedAddresses: 0,
};

/** The operator API (`/api/admin/*`), matched on any origin like handlers.ts. */
const admin = (route: string) => `*/api/admin${route}`;

export const ADMIN_ROUTES = {
  sendCode: admin('/auth/send-code'),
  validate: admin('/auth/validate-code'),
  signOut: admin('/auth/sign-out'),
  validateLink: admin('/auth/validate-link'),
  me: admin('/me'),
  turnout: admin('/turnout'),
  mailHealth: admin('/mail/health'),
  election: admin('/election'),
  publish: admin('/election/publish'),
  closeNow: admin('/election/close-now'),
  openNow: admin('/election/open-now'),
  withdraw: admin('/election/withdraw-publication'),
  results: admin('/results'),
  resultsCsv: admin('/results.csv'),
  catalog: admin('/catalog'),
  import: admin('/catalog/import'),
  categories: admin('/categories'),
  category: admin('/categories/:id'),
  categoryCompanies: admin('/categories/:id/companies'),
  company: admin('/companies/:id'),
} as const;

export const RESULTS_CSV = '\uFEFFcategoria;empresa;votos\nRestaurantes;Sabor Mineiro;170\n';
/** GET /admin/results.csv's answer: the file to download. */
export const resultsCsvAnswer = (csv: string) =>
  attachment(csv, 'text/csv; charset=utf-8', 'resultados.csv');

export const adminHandlers = {
  sendCode: {
    /** A code went out; 'Enviar o código novamente.' after the server's 30 s. */
    success: http.post(ADMIN_ROUTES.sendCode, () =>
      json<OperatorSendCodeAnswer>({ alreadySent: false, resendInSeconds: 30 }),
    ),
    /** One went out moments ago: none now, 12 s of the cool-down left (decision 190). */
    alreadySent: http.post(ADMIN_ROUTES.sendCode, () =>
      json<OperatorSendCodeAnswer>({ alreadySent: true, resendInSeconds: 12 }),
    ),
    /** The cool-down over at once (as with OTP_RESEND_COOLDOWN_SECONDS=0). */
    noCooldown: http.post(ADMIN_ROUTES.sendCode, () =>
      json<OperatorSendCodeAnswer>({ alreadySent: false, resendInSeconds: 0 }),
    ),
    tooMany: http.post(ADMIN_ROUTES.sendCode, () =>
      failure(429, 'Muitas tentativas.', { 'Retry-After': '60' }),
    ),
    serverError: http.post(ADMIN_ROUTES.sendCode, () => failure(503, 'Serviço indisponível.')),
  },
  validate: {
    success: http.post(ADMIN_ROUTES.validate, () => json({ accessToken: DEMO_OPERATOR_TOKEN })),
    wrongCode: http.post(ADMIN_ROUTES.validate, () => failure(401, 'Código inválido ou expirado.')),
    tooMany: http.post(ADMIN_ROUTES.validate, () => failure(429, 'Muitas tentativas.')),
    /** The e-mail is under attack: 428 until the call carries a solved bot check (issue 25). */
    botCheckRequired: http.post(ADMIN_ROUTES.validate, async ({ request }) => {
      const body = (await request.json()) as { 'cf-turnstile-response'?: string };
      return body['cf-turnstile-response']
        ? json({ accessToken: DEMO_OPERATOR_TOKEN })
        : failure(
            428,
            'Muitas tentativas com este e-mail. Confirme a verificação de segurança e tente novamente.',
            undefined,
            { botCheckRequired: true },
          );
    }),
    /** 200 with a voter's token (no role): the console refuses to keep it. */
    voterToken: http.post(ADMIN_ROUTES.validate, () => json({ accessToken: DEMO_TOKEN })),
  },
  /** The sign-in link of an operator code e-mail (/admin/login/link). */
  validateLink: {
    success: http.post(ADMIN_ROUTES.validateLink, () => json({ accessToken: DEMO_OPERATOR_TOKEN })),
    invalid: http.post(ADMIN_ROUTES.validateLink, () =>
      failure(401, 'Este link de acesso não vale mais: ele já foi usado ou expirou.'),
    ),
    serverError: http.post(ADMIN_ROUTES.validateLink, () => serverError()),
  },
  signOut: { success: http.post(ADMIN_ROUTES.signOut, () => noContent()) },
  me: { success: http.get(ADMIN_ROUTES.me, () => json(DEMO_OPERATOR)) },
  turnout: {
    success: http.get(ADMIN_ROUTES.turnout, () => json<Turnout>(DEMO_TURNOUT)),
    empty: http.get(ADMIN_ROUTES.turnout, () => json<Turnout>(EMPTY_TURNOUT)),
    serverError: http.get(ADMIN_ROUTES.turnout, () => serverError()),
    unauthorized: http.get(ADMIN_ROUTES.turnout, () => failure(401, 'Não autenticado.')),
  },
  mailHealth: {
    success: http.get(ADMIN_ROUTES.mailHealth, () => json<MailHealth>(DEMO_MAIL_HEALTH)),
  },
  election: {
    open: http.get(ADMIN_ROUTES.election, () => json<Election>(ELECTION_OPEN)),
    /** No window set: open since always, no closing date (the Painel warns). */
    openWithoutEnd: http.get(ADMIN_ROUTES.election, () =>
      json<Election>({ ...ELECTION_OPEN, opensAt: null, closesAt: null }),
    ),
    closed: http.get(ADMIN_ROUTES.election, () => json<Election>(ELECTION_CLOSED)),
    published: http.get(ADMIN_ROUTES.election, () => json<Election>(ELECTION_PUBLISHED)),
    serverError: http.get(ADMIN_ROUTES.election, () => serverError()),
    saved: http.put(ADMIN_ROUTES.election, async ({ request }) => {
      const body = (await request.json()) as Partial<Election>;
      return json<Election>({ ...ELECTION_OPEN, ...body, status: 'open' });
    }),
    rejected: http.put(ADMIN_ROUTES.election, () =>
      failure(422, 'O encerramento deve ser depois da abertura.'),
    ),
  },
  publish: {
    success: http.post(ADMIN_ROUTES.publish, () => json<Election>(ELECTION_PUBLISHED)),
    notClosed: http.post(ADMIN_ROUTES.publish, () =>
      failure(409, 'A votação ainda não foi encerrada.'),
    ),
  },
  /** 'Encerrar agora' / 'Abrir agora' (the server's clock). */
  now: {
    closed: http.post(ADMIN_ROUTES.closeNow, () => json<Election>(ELECTION_CLOSED)),
    opened: http.post(ADMIN_ROUTES.openNow, () => json<Election>(ELECTION_OPEN)),
    notOpen: http.post(ADMIN_ROUTES.closeNow, () =>
      failure(409, 'A votação não está aberta: não há o que encerrar.'),
    ),
    /** Issue 36: the results were read, so reopening asks for a reason (then opens). */
    reasonRequired: http.post(ADMIN_ROUTES.openNow, async ({ request }) => {
      const body = (await request.json().catch(() => ({}))) as { reason?: string };
      if (body.reason) return json<Election>(ELECTION_OPEN);
      return failure(
        422,
        operatorApiMessages.election.reopenReasonRequired('10/12/2026, 18:12'),
        undefined,
        { errors: { reopenReason: operatorApiMessages.election.reopenReasonInvalid } },
      );
    }),
  },
  /** Issue 36: 'Retirar a publicação'. */
  withdraw: {
    success: http.post(ADMIN_ROUTES.withdraw, () => json<Election>(ELECTION_CLOSED)),
  },
  results: {
    success: http.get(ADMIN_ROUTES.results, () => json<AdminResults>(DEMO_ADMIN_RESULTS)),
    empty: http.get(ADMIN_ROUTES.results, () =>
      json<AdminResults>({ generatedAt: DEMO_ADMIN_RESULTS.generatedAt, data: [] }),
    ),
    serverError: http.get(ADMIN_ROUTES.results, () => serverError()),
  },
  resultsCsv: {
    success: http.get(ADMIN_ROUTES.resultsCsv, () => resultsCsvAnswer(RESULTS_CSV)),
    serverError: http.get(ADMIN_ROUTES.resultsCsv, () => serverError()),
  },
  catalog: {
    success: http.get(ADMIN_ROUTES.catalog, () => json<CatalogAdmin>(DEMO_CATALOG)),
    empty: http.get(ADMIN_ROUTES.catalog, () => json<CatalogAdmin>({ data: [] })),
    serverError: http.get(ADMIN_ROUTES.catalog, () => serverError()),
  },
  import: {
    success: http.post(ADMIN_ROUTES.import, async ({ request }) => {
      const body = (await request.json()) as { dryRun?: boolean };
      return json({ ...DEMO_IMPORT_PREVIEW, dryRun: body.dryRun !== false });
    }),
    invalid: http.post(ADMIN_ROUTES.import, () =>
      json({ message: 'O arquivo tem erros.', errors: DEMO_IMPORT_ERRORS }, 422),
    ),
    tooLarge: http.post(ADMIN_ROUTES.import, () =>
      failure(413, operatorApiMessages.catalog.tooLarge),
    ),
  },
  categories: {
    added: http.post(ADMIN_ROUTES.categories, () => noContent(201)),
    renamed: http.patch(ADMIN_ROUTES.category, () => noContent()),
    removed: http.delete(ADMIN_ROUTES.category, () => noContent()),
    inUse: http.delete(ADMIN_ROUTES.category, () =>
      failure(409, 'Há votos nesta categoria; ela não pode ser removida.'),
    ),
  },
  companies: {
    added: http.post(ADMIN_ROUTES.categoryCompanies, () => noContent(201)),
    renamed: http.patch(ADMIN_ROUTES.company, () => noContent()),
    removed: http.delete(ADMIN_ROUTES.company, () => noContent()),
    inUse: http.delete(ADMIN_ROUTES.company, () =>
      failure(409, 'Esta empresa já recebeu votos; ela não pode ser removida.'),
    ),
  },
} satisfies Record<string, Record<string, HttpHandler>>;

/** Every operator call succeeds (the election is open, results not yet published). */
export const defaultAdminHandlers: HttpHandler[] = [
  adminHandlers.sendCode.success,
  adminHandlers.validate.success,
  adminHandlers.signOut.success,
  adminHandlers.validateLink.success,
  adminHandlers.me.success,
  adminHandlers.turnout.success,
  adminHandlers.mailHealth.success,
  adminHandlers.election.open,
  adminHandlers.election.saved,
  adminHandlers.publish.notClosed,
  adminHandlers.now.closed,
  adminHandlers.now.opened,
  adminHandlers.withdraw.success,
  adminHandlers.results.success,
  adminHandlers.resultsCsv.success,
  adminHandlers.catalog.success,
  adminHandlers.import.success,
  adminHandlers.categories.added,
  adminHandlers.categories.renamed,
  adminHandlers.categories.removed,
  adminHandlers.companies.added,
  adminHandlers.companies.renamed,
  adminHandlers.companies.removed,
];

/** Slows every operator call a little in the offline demo, so progress is seen. */
export function createAdminLatencyHandlers(latencyMs = 300): HttpHandler[] {
  return [
    http.all(admin('/*'), async () => {
      await delay(latencyMs);
      return undefined;
    }),
  ];
}
