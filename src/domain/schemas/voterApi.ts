/**
 * JSON schemas of the voter's API bodies that the web reads or sends (docs/decisions/201): the
 * API host validates and serialises with them (src/server/http/schemas.ts re-exports them) and
 * src/domain/types.ts derives the web's types from them with `FromSchema`, so a schema and its
 * TypeScript type cannot drift apart. Plain `as const` data: src/domain stays pure.
 *
 * Answer schemas say `additionalProperties: false` so their types are closed (no index
 * signature); fast-json-stringify writes only the listed properties either way.
 */
import type { JSONSchema } from 'json-schema-to-ts';

import { REGISTER_FIELDS } from '../fields';

import { fieldSchema, fieldsBody } from './fieldSchema';
import { bool, closed, int, nullableStr, str } from './shapes';

/** Every API failure: `message`, per-field `errors` (422) and the extras some calls add. */
export const errorBody = closed(
  {
    message: str,
    errors: { type: 'object', additionalProperties: str },
    /** validate-otp-code 401: how many tries the current code has left. */
    triesLeft: int,
    /** 428: the call must be repeated with a solved bot check (cf-turnstile-response). */
    botCheckRequired: bool,
    /**
     * 428: why the check is asked (issue 40 §4): 'cpf', many failures for this CPF; 'network',
     * this network (Wi-Fi, a carrier's NAT) asked for too many unknown CPFs.
     */
    botCheckReason: { type: 'string', enum: ['cpf', 'network'] },
    /**
     * validate-otp-code 401 (issue 40 §9): the next try needs the bot check first (the CPF has
     * just had too many wrong codes), so 'Restam N tentativas.' is not all there is to say.
     */
    botCheckNext: bool,
    /** validate-otp-code 401 after a try a fresh bot check let through: see sendCodeAnswer. */
    botCheckPass: str,
    /** Results sealed (403 while voting is open): when they open, ISO; null with no close set. */
    unsealsAt: nullableStr,
  },
  ['message'],
);

const cpf = fieldSchema('cpf');
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const satisfies JSONSchema;

/** POST /auth/register: the registry's REGISTER_FIELDS, all required, nothing else. */
export const registerBody = fieldsBody(REGISTER_FIELDS) satisfies JSONSchema;

/** Sent again with a bot-check token after a 428 (a CPF under attack; docs/decisions/080). */
export const botCheckToken = fieldSchema('botCheck');

/**
 * The pass a passed bot check gives for the code's tries (decision 281; the server's
 * auth/botCheckPass.ts): `<end in ms>.<HMAC>`.
 */
export const botCheckPass = {
  type: 'string',
  pattern: '^[0-9]{13}\\.[A-Za-z0-9_-]{43}$',
  maxLength: 57,
} as const satisfies JSONSchema;

/** POST /auth/send-otp-code body. */
export const sendCodeBody = closed({ cpf, 'cf-turnstile-response': botCheckToken }, ['cpf']);

/**
 * POST /auth/send-otp-code answer (200): where the code went (`maskedEmail`, "m•••@example.com"),
 * how long it stays valid (`expiresInSeconds`), whether a pending code was kept (`alreadySent`,
 * no e-mail sent), the seconds left of the server's resend cool-down (`resendInSeconds`) and,
 * after a bot check, the pass for the code's tries (`botCheckPass`).
 */
export const sendCodeAnswer = closed(
  {
    maskedEmail: str,
    expiresInSeconds: int,
    alreadySent: bool,
    resendInSeconds: int,
    /**
     * Only when this call passed a bot check (issue 40 §9): sent back with validate-otp-code, it
     * lets the code be tried without a second check (one check per sign-in).
     */
    botCheckPass: str,
  },
  ['maskedEmail', 'expiresInSeconds', 'alreadySent', 'resendInSeconds'],
);

/** POST /auth/validate-otp-code body. */
export const validateCodeBody = closed(
  {
    cpf,
    codigoVerificacao: fieldSchema('codigoVerificacao'),
    'cf-turnstile-response': botCheckToken,
    botCheckPass,
  },
  ['cpf', 'codigoVerificacao'],
);

/** POST /auth/validate-otp-link body: the sign-in link's token (decision 080), 256 bits base64url. */
export const validateLinkBody = closed({
  token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$', maxLength: 43 },
});

/** POST /votes body. */
export const voteBody = closed({ idCompany: id, idCategory: id });

/** POST /auth/validate-otp-code and /auth/validate-otp-link answer (200). */
export const accessToken = closed({ accessToken: str });

export const company = closed({ id: int, name: str });

export const category = closed(
  {
    id: int,
    name: str,
    hasVoted: bool,
    votedCompanyId: { type: ['integer', 'null'] },
    /** The vote's receipt code (issue 26); null or absent until the voter votes here. */
    receipt: nullableStr,
    companies: { type: 'array', items: company },
  },
  ['id', 'name', 'hasVoted', 'votedCompanyId', 'companies'],
);

/** GET /categories/app answer (200). */
export const categoriesResponse = closed({ data: { type: 'array', items: category } });

/** The configurable part of the privacy notice (LGPD, PRIVACY_*), shown on /privacidade. */
export const privacyNotice = closed({
  controller: str,
  contact: str,
  retentionMonths: int,
});

/**
 * /app-config.json, read by the web app at start-up: the API's base URL ("/api"), the Turnstile
 * site key (null: the development bot check) and, when configured, the privacy notice.
 */
export const runtimeConfig = closed(
  {
    apiBaseUrl: str,
    turnstileSiteKey: nullableStr,
    privacy: privacyNotice,
  },
  ['apiBaseUrl', 'turnstileSiteKey'],
);
