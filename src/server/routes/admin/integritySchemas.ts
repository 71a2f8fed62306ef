/** JSON schemas of the integrity and audit calls (shapes in src/domain/admin.ts). */
import type { JSONSchema } from 'json-schema-to-ts';

const str = { type: 'string' } as const satisfies JSONSchema;
const nullableStr = { type: ['string', 'null'] } as const satisfies JSONSchema;

export const REASON_MAX = 500;

export const integrityReport = {
  type: 'object',
  additionalProperties: false,
  required: ['generatedAt', 'flags'],
  properties: {
    generatedAt: str,
    flags: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'kind', 'severity', 'summary', 'evidence', 'voterIds'],
        properties: {
          id: str,
          kind: str,
          severity: str,
          summary: str,
          evidence: {
            type: 'object',
            required: ['count', 'from', 'to', 'pattern'],
            additionalProperties: { type: ['string', 'number', 'null'] },
            properties: {
              count: { type: 'integer' },
              from: nullableStr,
              to: nullableStr,
              pattern: str,
            },
          },
          voterIds: { type: 'array', items: { type: 'integer' } },
        },
      },
    },
  },
} as const satisfies JSONSchema;

export const adminVoters = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: {
    /** Only with ?q= (the number of matches; data is one page). */
    total: { type: 'integer' },
    data: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'id',
          'nome',
          'email',
          'celular',
          'createdAt',
          'votes',
          'invalidated',
          'invalidatedReason',
        ],
        properties: {
          id: { type: 'integer' },
          nome: str,
          email: str,
          celular: str,
          createdAt: str,
          votes: { type: 'integer' },
          invalidated: { type: 'boolean' },
          invalidatedReason: nullableStr,
        },
      },
    },
  },
} as const satisfies JSONSchema;

export const votersQuery = {
  type: 'object',
  properties: {
    ids: { type: 'string', maxLength: 120_000 },
    q: { type: 'string', maxLength: 400 },
    limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
    offset: { type: 'string', pattern: '^[0-9]{1,9}$' },
  },
} as const satisfies JSONSchema;

/** The reason is checked in the handler, for the one clear message "Informe o motivo.". */
export const reasonBody = {
  type: 'object',
  properties: { reason: { type: 'string', maxLength: 5000 } },
} as const satisfies JSONSchema;

export const bulkBody = {
  type: 'object',
  required: ['voterIds'],
  properties: {
    voterIds: {
      type: 'array',
      maxItems: 10_000,
      items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    },
    reason: { type: 'string', maxLength: 5000 },
  },
} as const satisfies JSONSchema;

export const voterIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const satisfies JSONSchema;

export const actionResult = {
  type: 'object',
  additionalProperties: false,
  required: ['voters', 'votes'],
  properties: { voters: { type: 'integer' }, votes: { type: 'integer' } },
} as const satisfies JSONSchema;

export const auditQuery = {
  type: 'object',
  properties: {
    actor: { type: 'string', maxLength: 254 },
    action: { type: 'string', maxLength: 64 },
    from: { type: 'string', maxLength: 40 },
    to: { type: 'string', maxLength: 40 },
    limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
    offset: { type: 'string', pattern: '^[0-9]{1,9}$' },
  },
} as const satisfies JSONSchema;

export const auditPage = {
  type: 'object',
  additionalProperties: false,
  required: ['data', 'total'],
  properties: {
    total: { type: 'integer' },
    data: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'at', 'actor', 'action', 'target', 'before', 'after', 'reason'],
        properties: {
          id: { type: 'integer' },
          at: str,
          actor: str,
          action: str,
          target: nullableStr,
          before: {},
          after: {},
          reason: nullableStr,
        },
      },
    },
  },
} as const satisfies JSONSchema;
