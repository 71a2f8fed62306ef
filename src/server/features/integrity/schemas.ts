/**
 * JSON schemas of the integrity calls (shapes in src/domain/admin.ts). The answers' are
 * in src/domain/schemas/trustApi.ts (the console derives its types from them) and re-exported here.
 */
import type { JSONSchema } from 'json-schema-to-ts';

export { actionResult, adminVoters, integrityReport } from '../../../domain/schemas/trustApi';

export const REASON_MAX = 500;

export const votersQuery = {
  type: 'object',
  properties: {
    ids: { type: 'string', maxLength: 120_000 },
    q: { type: 'string', maxLength: 400 },
    limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
    offset: { type: 'string', pattern: '^[0-9]{1,9}$' },
  },
} as const satisfies JSONSchema;

/**
 * The reason and the category are checked in the handler, for one clear message each
 * ("Informe os detalhes…", "Escolha o motivo: …"). `category` is required to invalidate
 * (src/domain/admin.ts INVALIDATION_CATEGORIES) and ignored to restore.
 */
export const reasonBody = {
  type: 'object',
  properties: {
    reason: { type: 'string', maxLength: 5000 },
    category: { type: 'string', maxLength: 100 },
  },
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
    category: { type: 'string', maxLength: 100 },
  },
} as const satisfies JSONSchema;
