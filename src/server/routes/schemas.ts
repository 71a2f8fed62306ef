/**
 * JSON schemas of every request and of every response status (Fastify validates requests with
 * ajv and serialises responses with fast-json-stringify). The sign-up and sign-in fields come
 * from the field registry (src/domain/fields.ts through ../formats: format and maxLength); their
 * formats are registered in app.ts.
 */
import { fields, REGISTER_FIELDS } from '../../domain/fields';
import { fieldSchema } from '../formats';

export const errorBody = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
    triesLeft: { type: 'integer' },
    botCheckRequired: { type: 'boolean' },
    unsealsAt: { type: ['string', 'null'] },
  },
} as const;

const cpf = fieldSchema('cpf');
const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** POST /auth/register: the registry's REGISTER_FIELDS, all required, nothing else. */
export const registerBody = {
  type: 'object',
  required: REGISTER_FIELDS.map((key) => fields[key].name),
  additionalProperties: false,
  properties: Object.fromEntries(
    REGISTER_FIELDS.map((key) => [fields[key].name, fieldSchema(key)]),
  ),
} as const;

/** Sent again with a bot-check token after a 428 (a CPF under attack; docs/decisions/080). */
export const botCheckToken = fieldSchema('botCheck');

export const sendCodeBody = {
  type: 'object',
  required: ['cpf'],
  additionalProperties: false,
  properties: { cpf, 'cf-turnstile-response': botCheckToken },
} as const;

/** POST /auth/send-otp-code answer (SendCodeAnswer). */
export const sendCodeAnswer = {
  type: 'object',
  required: ['maskedEmail', 'expiresInSeconds', 'alreadySent', 'resendInSeconds'],
  properties: {
    maskedEmail: { type: 'string' },
    expiresInSeconds: { type: 'integer' },
    alreadySent: { type: 'boolean' },
    resendInSeconds: { type: 'integer' },
  },
} as const;

export const validateCodeBody = {
  type: 'object',
  required: ['cpf', 'codigoVerificacao'],
  additionalProperties: false,
  properties: {
    cpf,
    codigoVerificacao: fieldSchema('codigoVerificacao'),
    'cf-turnstile-response': botCheckToken,
  },
} as const;

/** The sign-in link's token (decision 080): 256 random bits in base64url. */
export const validateLinkBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$', maxLength: 43 } },
} as const;

export const voteBody = {
  type: 'object',
  required: ['idCompany', 'idCategory'],
  additionalProperties: false,
  properties: { idCompany: id, idCategory: id },
} as const;

export const registered = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer' } },
} as const;

export const accessToken = {
  type: 'object',
  required: ['accessToken'],
  properties: { accessToken: { type: 'string' } },
} as const;

export const categoriesResponse = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'hasVoted', 'votedCompanyId', 'companies'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          hasVoted: { type: 'boolean' },
          votedCompanyId: { type: ['integer', 'null'] },
          receipt: { type: ['string', 'null'] },
          companies: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'name'],
              properties: { id: { type: 'integer' }, name: { type: 'string' } },
            },
          },
        },
      },
    },
  },
} as const;

export const voteCreated = {
  type: 'object',
  required: ['idCompany', 'idCategory', 'receipt'],
  properties: {
    idCompany: { type: 'integer' },
    idCategory: { type: 'integer' },
    receipt: { type: 'string' },
  },
} as const;

export const noContent = { type: 'null' } as const;

/** `{ 422: errorBody, 429: errorBody, … }` for the given statuses. */
export function errors(...statuses: number[]): Record<number, typeof errorBody> {
  return Object.fromEntries(statuses.map((s) => [s, errorBody]));
}

export const bearer = {
  type: 'object',
  properties: { authorization: { type: 'string', maxLength: 4096 } },
} as const;

export const runtimeConfig = {
  type: 'object',
  required: ['apiBaseUrl', 'turnstileSiteKey'],
  properties: {
    apiBaseUrl: { type: 'string' },
    turnstileSiteKey: { type: ['string', 'null'] },
    privacy: {
      type: 'object',
      required: ['controller', 'contact', 'retentionMonths'],
      properties: {
        controller: { type: 'string' },
        contact: { type: 'string' },
        retentionMonths: { type: 'integer' },
      },
    },
  },
} as const;

export const mailbox = {
  type: 'object',
  required: ['messages'],
  properties: {
    messages: {
      type: 'array',
      items: {
        type: 'object',
        required: ['to', 'subject', 'text', 'date'],
        properties: {
          to: { type: 'string' },
          subject: { type: 'string' },
          text: { type: 'string' },
          date: { type: 'string' },
        },
      },
    },
  },
} as const;
