/**
 * JSON schemas of the operator API's editions (issue 41 §1, decision 310): GET /admin/editions,
 * POST /admin/editions and POST /admin/editions/:id/current answer with them; the console's
 * "Edições" reads the same types (src/domain/types.ts). Plain `as const` data.
 */
import type { JSONSchema } from 'json-schema-to-ts';

/** An edition's state: its window's status, 'published' once closed with results published. */
export const EDITION_STATES = ['scheduled', 'open', 'closed', 'published'] as const;

const nullableStr = { type: ['string', 'null'] } as const satisfies JSONSchema;

export const edition = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'year', 'name', 'current', 'state', 'opensAt', 'closesAt', 'publishedAt'],
  properties: {
    id: { type: 'integer' },
    year: { type: 'integer' },
    name: { type: 'string' },
    /** The edition every route serves. */
    current: { type: 'boolean' },
    state: { type: 'string', enum: EDITION_STATES },
    /** ISO 8601 in America/Sao_Paulo; null: no limit. */
    opensAt: nullableStr,
    closesAt: nullableStr,
    /** When its results were published (ISO); null while not. */
    publishedAt: nullableStr,
  },
} as const satisfies JSONSchema;

export const editionsList = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: { data: { type: 'array', items: edition } },
} as const satisfies JSONSchema;
