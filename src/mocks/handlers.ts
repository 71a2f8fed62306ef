import { delay, http, HttpResponse, type DefaultBodyType, type HttpHandler } from 'msw';

import { newReceiptCode } from '../domain/receipt';
import type { Category, RuntimeConfig, SendCodeAnswer, VotePayload } from '../domain/types';

import { createAdminLatencyHandlers, defaultAdminHandlers } from './adminHandlers';
import { createAwardsHandlers } from './awardsHandlers';
import { createConsoleStore } from './consoleStore';
import { createEditionsHandlers } from './editionsHandlers';
import { defaultElectionHandlers, publicElectionHandlers } from './electionHandlers';
import { DEMO_CATEGORIES } from './fixtures';
import { createIntegrityHandlers } from './integrityHandlers';
import { createNominationsAdminHandlers } from './nominationsAdminHandlers';
import { createNominationsHandlers, DEMO_NOMINATIONS } from './nominationsHandlers';
import { createHeldHandler, failure, json, noContent, serverError } from './respond';
import { DEMO_TOKEN, makeFakeToken } from './token';
import { defaultTrustHandlers } from './trustHandlers';

/** A 428 asking for the bot check, with its reason (issue 40 §4). */
const botCheckAsked = (botCheckReason: 'cpf' | 'network') =>
  failure(428, 'Confirme a verificação de segurança.', undefined, {
    botCheckRequired: true,
    botCheckReason,
  });

/** validate-otp-code's 401, with the extras given. */
const wrongCode = (extras?: { triesLeft: number; botCheckNext?: boolean }) =>
  failure(401, 'Código inválido ou expirado.', undefined, extras);

/** send-otp-code that asks for the bot check first, then sends the code with a pass. */
function sendCodeAfterBotCheck(reason: 'cpf' | 'network') {
  return http.post<never, Record<string, unknown>, DefaultBodyType>(
    `${MOCK_API}/auth/send-otp-code`,
    async ({ request }) => {
      const body = await request.json();
      if (!body['cf-turnstile-response']) return botCheckAsked(reason);
      return json({ ...MOCK_SEND_CODE_ANSWER, botCheckPass: MOCK_BOT_CHECK_PASS });
    },
  );
}

/**
 * THE one set of MSW handlers: Storybook (parameters.msw.handlers), the component tests
 * (setupServer in tests/setup/jsdom.ts) and the offline demo (browser.ts) all use these.
 * Paths start with `*` so they match on any origin (jsdom's http://localhost:3000, Storybook's
 * port, the demo's Vite server). Statuses follow docs/architecture.md#api-calls-and-statuses.
 */
export const MOCK_API = '*/api';
export const MOCK_RESEND_COOLDOWN_SECONDS = 30;

/** The send-code answer of the demo voter (maria@example.com, a 10-minute code). */
export const MOCK_SEND_CODE_ANSWER: SendCodeAnswer = {
  maskedEmail: 'm•••@example.com',
  expiresInSeconds: 600,
  alreadySent: false,
  resendInSeconds: MOCK_RESEND_COOLDOWN_SECONDS,
};
/** Seconds of the cool-down left when ENTRAR is pressed again (the `alreadySent` answer). */
export const MOCK_PENDING_RESEND_SECONDS = 12;
/** Tries left the mock reports after a wrong code. */
export const MOCK_TRIES_LEFT = 4;
/** The pass a passed bot check gives for the code's tries (decision 281), as the server writes it. */
export const MOCK_BOT_CHECK_PASS = `1893456000000.${'A'.repeat(43)}`;
/** The shared network's 429 (issue 40 §4), in the server's words. */
export const MOCK_NETWORK_LIMITED =
  'Muitas consultas de CPF desta rede (Wi-Fi ou operadora). Tente novamente em 4 minutos ou use os dados móveis do celular.';

const path = (route: string) => `${MOCK_API}${route}`;

const routes = {
  sendCode: path('/auth/send-otp-code'),
  register: path('/auth/register'),
  validate: path('/auth/validate-otp-code'),
  validateLink: path('/auth/validate-otp-link'),
  signOut: path('/auth/sign-out'),
  categories: path('/categories/app'),
  votes: path('/votes'),
} as const;

export const MOCK_ROUTES = routes;
export { createHeldHandler };

/** The server's answer to an invalidated voter who signs in (src/server/messages.ts). */
export const UNDER_REVIEW =
  'Sua conta está em análise pela comissão organizadora e não pode votar por enquanto. Para saber mais ou pedir revisão, escreva para privacidade@associacao.org.br.';

export const handlers = {
  appConfig: {
    success: http.get('*/app-config.json', () =>
      json<RuntimeConfig>({
        apiBaseUrl: '/api',
        turnstileSiteKey: null,
        privacy: {
          controller: 'Associação Comercial (organizadora do prêmio)',
          contact: 'privacidade@associacao.example.org',
          retentionMonths: 6,
        },
      }),
    ),
  },
  sendCode: {
    success: http.post(routes.sendCode, () => json(MOCK_SEND_CODE_ANSWER)),
    /** A valid code is still pending: success without a new e-mail (pressing ENTRAR again). */
    alreadySent: http.post(routes.sendCode, () =>
      json<SendCodeAnswer>({
        ...MOCK_SEND_CODE_ANSWER,
        expiresInSeconds: 540,
        alreadySent: true,
        // The cool-down started with the first e-mail: only part of it is left.
        resendInSeconds: MOCK_PENDING_RESEND_SECONDS,
      }),
    ),
    notFound: http.post(routes.sendCode, () =>
      failure(403, 'Não encontramos um usuário com esse CPF.'),
    ),
    invalid: http.post(routes.sendCode, () => failure(422, 'CPF inválido.')),
    tooSoon: http.post(routes.sendCode, () =>
      failure(429, 'Aguarde para pedir um novo código.', {
        'Retry-After': String(MOCK_RESEND_COOLDOWN_SECONDS),
      }),
    ),
    /** A shared network (venue Wi-Fi, a NAT) looked up too many unknown CPFs (issue 40 §4). */
    addressLimited: http.post(routes.sendCode, () =>
      failure(429, MOCK_NETWORK_LIMITED, { 'Retry-After': '240' }),
    ),
    /**
     * The CPF is under attack: 428 until a bot-check token comes, then the code and a pass for
     * its tries (decision 281).
     */
    botCheckFirst: sendCodeAfterBotCheck('cpf'),
    /** The same for a network past its budget of unknown CPFs (issue 40 §4). */
    networkBotCheckFirst: sendCodeAfterBotCheck('network'),
    serverError: http.post(routes.sendCode, () => failure(503, 'Serviço indisponível.')),
    networkError: http.post(routes.sendCode, () => HttpResponse.error()),
  },
  register: {
    success: http.post(routes.register, () => noContent(201)),
    exists: http.post(routes.register, () => failure(400, 'Usuário já existe.')),
    botCheckFailed: http.post(routes.register, () =>
      failure(401, 'Erro na validação de segurança.'),
    ),
    invalid: http.post(routes.register, () => failure(422, 'Dados inválidos.')),
    tooMany: http.post(routes.register, () =>
      failure(429, 'Muitas tentativas.', { 'Retry-After': '60' }),
    ),
    serverError: http.post(routes.register, () => serverError()),
  },
  validate: {
    success: http.post(routes.validate, () => json({ accessToken: DEMO_TOKEN })),
    wrongCode: http.post(routes.validate, () => wrongCode({ triesLeft: MOCK_TRIES_LEFT })),
    wrongCodeLastTry: http.post(routes.validate, () => wrongCode({ triesLeft: 1 })),
    /** The wrong code that puts the CPF under attack: the next try needs the bot check. */
    wrongCodeCheckNext: http.post(routes.validate, () =>
      wrongCode({ triesLeft: MOCK_TRIES_LEFT, botCheckNext: true }),
    ),
    /**
     * A CPF under attack: 428 unless the call carries a bot-check token or the pass of a check
     * already passed (decision 281); then the demo voter's token.
     */
    botCheckUnlessPassed: http.post<never, Record<string, unknown>, DefaultBodyType>(
      routes.validate,
      async ({ request }) => {
        const body = await request.json();
        if (!body['cf-turnstile-response'] && body['botCheckPass'] !== MOCK_BOT_CHECK_PASS) {
          return botCheckAsked('cpf');
        }
        return json({ accessToken: DEMO_TOKEN });
      },
    ),
    /** An older server: 401 without `triesLeft`. */
    wrongCodeNoCount: http.post(routes.validate, () => wrongCode()),
    /** 200, but the token's payload lacks `nome`: 'Erro ao processar dados do usuário.' */
    badToken: http.post(routes.validate, () =>
      json({ accessToken: makeFakeToken({ nome: undefined }) }),
    ),
    /** 200 with something that is not a JWT at all. */
    garbageToken: http.post(routes.validate, () => json({ accessToken: 'not-a-token' })),
    tooMany: http.post(routes.validate, () =>
      failure(429, 'Muitas tentativas.', { 'Retry-After': '600' }),
    ),
    serverError: http.post(routes.validate, () => serverError()),
  },
  /** The sign-in link of a code e-mail (/acesso/link, decision 080). */
  validateLink: {
    success: http.post(routes.validateLink, () => json({ accessToken: DEMO_TOKEN })),
    /** Used, expired, replaced or forged. */
    invalid: http.post(routes.validateLink, () =>
      failure(401, 'Este link de acesso não vale mais.'),
    ),
    serverError: http.post(routes.validateLink, () => serverError()),
    /** The link is good, but the voter was invalidated by the integrity review (issue 25). */
    underReview: http.post(routes.validateLink, () => failure(403, UNDER_REVIEW)),
  },
  signOut: {
    success: http.post(routes.signOut, () => noContent()),
  },
  categories: {
    success: http.get(routes.categories, () => json({ data: structuredClone(DEMO_CATEGORIES) })),
    empty: http.get(routes.categories, () => json({ data: [] })),
    unauthorized: http.get(routes.categories, () => failure(401, 'Não autenticado.')),
    serverError: http.get(routes.categories, () => serverError()),
  },
  election: publicElectionHandlers,
  votes: {
    success: http.post(routes.votes, async ({ request }) => {
      const body = (await request.json()) as { idCompany?: number; idCategory?: number };
      return json({ ...body, receipt: 'K7QF-M2XD-9TZA' }, 201);
    }),
    alreadyVoted: http.post(routes.votes, () => failure(409, 'Você já votou nesta categoria.')),
    closed: http.post(routes.votes, () => failure(403, 'A votação está encerrada.')),
    notFound: http.post(routes.votes, () => failure(404, 'Categoria ou empresa não encontrada.')),
    unauthorized: http.post(routes.votes, () => failure(401, 'Não autenticado.')),
    serverError: http.post(routes.votes, () => serverError()),
  },
} satisfies Record<string, Record<string, HttpHandler>>;

/** Every call succeeds: the default for stories and tests. */
export const defaultHandlers: HttpHandler[] = [
  handlers.appConfig.success,
  handlers.sendCode.success,
  handlers.register.success,
  handlers.validate.success,
  handlers.validateLink.success,
  handlers.signOut.success,
  handlers.categories.success,
  handlers.votes.success,
  // The console's Integridade and Auditoria calls (src/mocks/integrityHandlers.ts).
  ...createIntegrityHandlers(),
  // The election (open for ever: the spec's journey) and the operator console (adminHandlers.ts).
  ...defaultElectionHandlers,
  ...defaultAdminHandlers,
  // Edições (issue 41).
  ...createEditionsHandlers(),
  // Receipts, the publication's digests and reminders (issue 26).
  ...defaultTrustHandlers,
  // The archive of winners and the seals' verification (issue 41 §2).
  ...createAwardsHandlers(),
  // The console's Indicações: a closed nominations phase to group (issue 41 §3).
  ...createNominationsAdminHandlers(),
  // The voter's nominations (issue 41 §3): no phase in this edition unless a story asks.
  ...createNominationsHandlers(),
];

/** The default set with some calls replaced (MSW uses the first handler that matches). */
export function withHandlers(...overrides: HttpHandler[]): HttpHandler[] {
  return [...overrides, ...defaultHandlers];
}

/**
 * The offline demo: like the defaults, but votes are remembered (until the page reloads) so the
 * journey shows 'Você já votou' after voting, and calls take a moment so the overlay is seen.
 */
export function createDemoHandlers(latencyMs = 400): HttpHandler[] {
  // Deep copies, so the demo's votes never touch the fixture.
  const categories: Category[] = structuredClone(DEMO_CATEGORIES);
  const wait = () => delay(latencyMs);
  // The console works in memory (consoleStore.ts): the window it sets decides the voter's screens.
  const consoleStore = createConsoleStore();
  return [
    http.get(routes.categories, async () => {
      await wait();
      return json({ data: structuredClone(categories) });
    }),
    http.post(routes.votes, async ({ request }) => {
      await wait();
      const status = consoleStore.status();
      if (status === 'scheduled') return failure(403, 'A votação ainda não começou.');
      if (status === 'closed') return failure(403, 'A votação está encerrada.');
      const body = (await request.json()) as Partial<VotePayload>;
      const category = categories.find((item) => item.id === body.idCategory);
      if (!category || !category.companies.some((company) => company.id === body.idCompany)) {
        return failure(404, 'Categoria ou empresa não encontrada.');
      }
      if (category.hasVoted) return failure(409, 'Você já votou nesta categoria.');
      category.hasVoted = true;
      category.votedCompanyId = body.idCompany ?? null;
      category.receipt = newReceiptCode();
      return json({ ...body, receipt: category.receipt }, 201);
    }),
    ...[routes.sendCode, routes.register, routes.validate, routes.validateLink].map((route) =>
      http.post(route, async () => {
        await wait();
        return undefined; // fall through to the default handler for this route
      }),
    ),
    ...createAdminLatencyHandlers(latencyMs),
    // The demo voter may nominate (/indicacoes); what they send is remembered until a reload.
    ...createNominationsHandlers(DEMO_NOMINATIONS),
    ...consoleStore.handlers,
    ...defaultHandlers,
  ];
}
