/** JSON schemas of the operator API's requests and answers (shapes in src/domain/admin.ts). */
import { MAX_IMPORT_CHARS } from '../../../domain/admin';
import { botCheckToken } from '../schemas';

const id = { type: 'integer' } as const;
const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;

export const emailBody = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', format: 'voter-email', maxLength: 254 },
    // Only on a retry after a 428 (an e-mail under attack).
    'cf-turnstile-response': botCheckToken,
  },
} as const;

/** POST /admin/auth/send-code answer (OperatorSendCodeAnswer). */
export const sendCodeAnswer = {
  type: 'object',
  required: ['alreadySent', 'resendInSeconds'],
  additionalProperties: false,
  properties: {
    alreadySent: { type: 'boolean' },
    resendInSeconds: { type: 'integer', minimum: 0 },
  },
} as const;

export const validateCodeBody = {
  type: 'object',
  required: ['email', 'codigoVerificacao'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', format: 'voter-email', maxLength: 254 },
    codigoVerificacao: { type: 'string', pattern: '^[0-9]{6}$', maxLength: 6 },
    'cf-turnstile-response': botCheckToken,
  },
} as const;

export const operator = {
  type: 'object',
  required: ['id', 'email', 'nome'],
  properties: { id, email: str, nome: str },
} as const;

export const election = {
  type: 'object',
  required: ['name', 'opensAt', 'closesAt', 'status', 'resultsPublished'],
  properties: {
    name: nullableStr,
    opensAt: nullableStr,
    closesAt: nullableStr,
    status: { type: 'string', enum: ['scheduled', 'open', 'closed'] },
    resultsPublished: { type: 'boolean' },
  },
} as const;

export const electionUpdateBody = {
  type: 'object',
  required: ['name', 'opensAt', 'closesAt'],
  additionalProperties: false,
  properties: {
    name: { type: ['string', 'null'], maxLength: 1000 },
    opensAt: { type: ['string', 'null'], maxLength: 64 },
    closesAt: { type: ['string', 'null'], maxLength: 64 },
  },
} as const;

export const turnout = {
  type: 'object',
  required: [
    'generatedAt',
    'registeredVoters',
    'votersWhoVoted',
    'turnoutPercent',
    'totalVotes',
    'byCategory',
    'byHour',
  ],
  properties: {
    generatedAt: str,
    registeredVoters: int,
    votersWhoVoted: int,
    turnoutPercent: { type: 'number' },
    totalVotes: int,
    byCategory: {
      type: 'array',
      items: {
        type: 'object',
        required: ['categoryId', 'category', 'votes'],
        properties: { categoryId: id, category: str, votes: int },
      },
    },
    byHour: {
      type: 'array',
      items: {
        type: 'object',
        required: ['hour', 'votes'],
        properties: { hour: str, votes: int },
      },
    },
  },
} as const;

const rankedCompany = {
  type: 'object',
  required: ['companyId', 'name', 'votes', 'rank'],
  properties: { companyId: id, name: str, votes: int, rank: int },
} as const;

export const adminResults = {
  type: 'object',
  required: ['generatedAt', 'data'],
  properties: {
    generatedAt: str,
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['categoryId', 'category', 'invalidatedVotes', 'companies'],
        properties: {
          categoryId: id,
          category: str,
          invalidatedVotes: int,
          companies: { type: 'array', items: rankedCompany },
        },
      },
    },
  },
} as const;

export const publicResults = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['category', 'companies'],
        properties: {
          category: str,
          companies: {
            type: 'array',
            items: {
              type: 'object',
              required: ['name', 'votes'],
              properties: { name: str, votes: int },
            },
          },
        },
      },
    },
  },
} as const;

export const catalogAdmin = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'votes', 'companies'],
        properties: {
          id,
          name: str,
          votes: int,
          companies: {
            type: 'array',
            items: {
              type: 'object',
              required: ['id', 'name', 'votes'],
              properties: { id, name: str, votes: int },
            },
          },
        },
      },
    },
  },
} as const;

export const importBody = {
  type: 'object',
  required: ['fileName', 'content', 'dryRun'],
  additionalProperties: false,
  properties: {
    fileName: { type: 'string', minLength: 1, maxLength: 255 },
    content: { type: 'string', maxLength: MAX_IMPORT_CHARS },
    dryRun: { type: 'boolean' },
  },
} as const;

export const importResult = {
  type: 'object',
  required: ['dryRun', 'categories', 'categoriesAdded', 'companiesAdded', 'votingOpenWithoutEnd'],
  properties: {
    dryRun: { type: 'boolean' },
    categories: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'companies'],
        properties: { name: str, companies: { type: 'array', items: str } },
      },
    },
    categoriesAdded: int,
    companiesAdded: int,
    votingOpenWithoutEnd: { type: 'boolean' },
  },
} as const;

/** 422 of the import: the CLI's lines ("linha N: motivo"), or per-field errors of the body. */
export const importErrors = {
  type: 'object',
  required: ['message'],
  properties: {
    message: str,
    errors: {
      anyOf: [
        { type: 'array', items: str },
        { type: 'object', additionalProperties: str },
      ],
    },
  },
} as const;

export const nameBody = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: { type: 'string', maxLength: 1000 } },
} as const;

export const namedItem = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id, name: str },
} as const;
