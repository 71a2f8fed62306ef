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

/** Every API failure: `message`, per-field `errors` (422) and the extras some calls add. */
export const errorBody = {
  type: 'object',
  required: ['message'],
  additionalProperties: false,
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
    /** validate-otp-code 401: how many tries the current code has left. */
    triesLeft: { type: 'integer' },
    /** 428: the call must be repeated with a solved bot check (cf-turnstile-response). */
    botCheckRequired: { type: 'boolean' },
    /**
     * 428: why the check is asked (issue 40 §4): 'cpf', many failures for this CPF; 'network',
     * this network (Wi-Fi, a carrier's NAT) asked for too many unknown CPFs.
     */
    botCheckReason: { type: 'string', enum: ['cpf', 'network'] },
    /**
     * validate-otp-code 401 (issue 40 §9): the next try needs the bot check first (the CPF has
     * just had too many wrong codes), so 'Restam N tentativas.' is not all there is to say.
     */
    botCheckNext: { type: 'boolean' },
    /** validate-otp-code 401 after a try a fresh bot check let through: see sendCodeAnswer. */
    botCheckPass: { type: 'string' },
    /** Results sealed (403 while voting is open): when they open, ISO; null with no close set. */
    unsealsAt: { type: ['string', 'null'] },
  },
} as const satisfies JSONSchema;

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
export const sendCodeBody = {
  type: 'object',
  required: ['cpf'],
  additionalProperties: false,
  properties: { cpf, 'cf-turnstile-response': botCheckToken },
} as const satisfies JSONSchema;

/**
 * POST /auth/send-otp-code answer (200): where the code went (`maskedEmail`, "m•••@example.com"),
 * how long it stays valid (`expiresInSeconds`), whether a pending code was kept (`alreadySent`,
 * no e-mail sent), the seconds left of the server's resend cool-down (`resendInSeconds`) and,
 * after a bot check, the pass for the code's tries (`botCheckPass`).
 */
export const sendCodeAnswer = {
  type: 'object',
  required: ['maskedEmail', 'expiresInSeconds', 'alreadySent', 'resendInSeconds'],
  additionalProperties: false,
  properties: {
    maskedEmail: { type: 'string' },
    expiresInSeconds: { type: 'integer' },
    alreadySent: { type: 'boolean' },
    resendInSeconds: { type: 'integer' },
    /**
     * Only when this call passed a bot check (issue 40 §9): sent back with validate-otp-code, it
     * lets the code be tried without a second check (one check per sign-in).
     */
    botCheckPass: { type: 'string' },
  },
} as const satisfies JSONSchema;

/** POST /auth/validate-otp-code body. */
export const validateCodeBody = {
  type: 'object',
  required: ['cpf', 'codigoVerificacao'],
  additionalProperties: false,
  properties: {
    cpf,
    codigoVerificacao: fieldSchema('codigoVerificacao'),
    'cf-turnstile-response': botCheckToken,
    botCheckPass,
  },
} as const satisfies JSONSchema;

/** POST /auth/validate-otp-link body: the sign-in link's token (decision 080), 256 bits base64url. */
export const validateLinkBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$', maxLength: 43 } },
} as const satisfies JSONSchema;

/** POST /votes body. */
export const voteBody = {
  type: 'object',
  required: ['idCompany', 'idCategory'],
  additionalProperties: false,
  properties: { idCompany: id, idCategory: id },
} as const satisfies JSONSchema;

/** POST /auth/validate-otp-code and /auth/validate-otp-link answer (200). */
export const accessToken = {
  type: 'object',
  required: ['accessToken'],
  additionalProperties: false,
  properties: { accessToken: { type: 'string' } },
} as const satisfies JSONSchema;

export const company = {
  type: 'object',
  required: ['id', 'name'],
  additionalProperties: false,
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const satisfies JSONSchema;

export const category = {
  type: 'object',
  required: ['id', 'name', 'hasVoted', 'votedCompanyId', 'companies'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    hasVoted: { type: 'boolean' },
    votedCompanyId: { type: ['integer', 'null'] },
    /** The vote's receipt code (issue 26); null or absent until the voter votes here. */
    receipt: { type: ['string', 'null'] },
    companies: { type: 'array', items: company },
  },
} as const satisfies JSONSchema;

/** GET /categories/app answer (200). */
export const categoriesResponse = {
  type: 'object',
  required: ['data'],
  additionalProperties: false,
  properties: { data: { type: 'array', items: category } },
} as const satisfies JSONSchema;

/** The configurable part of the privacy notice (LGPD, PRIVACY_*), shown on /privacidade. */
export const privacyNotice = {
  type: 'object',
  required: ['controller', 'contact', 'retentionMonths'],
  additionalProperties: false,
  properties: {
    controller: { type: 'string' },
    contact: { type: 'string' },
    retentionMonths: { type: 'integer' },
  },
} as const satisfies JSONSchema;

/**
 * /app-config.json, read by the web app at start-up: the API's base URL ("/api"), the Turnstile
 * site key (null: the development bot check) and, when configured, the privacy notice.
 */
export const runtimeConfig = {
  type: 'object',
  required: ['apiBaseUrl', 'turnstileSiteKey'],
  additionalProperties: false,
  properties: {
    apiBaseUrl: { type: 'string' },
    turnstileSiteKey: { type: ['string', 'null'] },
    privacy: privacyNotice,
  },
} as const satisfies JSONSchema;
