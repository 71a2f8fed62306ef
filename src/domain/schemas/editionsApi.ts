/**
 * JSON schemas of the operator API's editions (issue 41 §1, decision 310): GET /admin/editions,
 * POST /admin/editions and POST /admin/editions/:id/current answer with them; the console's
 * "Edições" reads the same types (src/domain/types.ts). Plain `as const` data.
 */
import type { JSONSchema } from 'json-schema-to-ts';

/** An edition's state: its window's status, 'published' once closed with results published. */
export const EDITION_STATES = ['scheduled', 'open', 'closed', 'published'] as const;

const nullableStr = { type: ['string', 'null'] } as const satisfies JSONSchema;

/** An edition's imported member list (decision 321): where the nominations' suggestions come from. */
export const memberList = {
  type: 'object',
  additionalProperties: false,
  required: ['fileName', 'members', 'importedAt'],
  properties: {
    fileName: { type: 'string' },
    /** How many names it holds. */
    members: { type: 'integer' },
    /** ISO 8601 (UTC). */
    importedAt: { type: 'string' },
  },
} as const satisfies JSONSchema;

export const edition = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'year',
    'name',
    'current',
    'state',
    'opensAt',
    'closesAt',
    'publishedAt',
    'memberList',
  ],
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
    /** The association's member list imported for it; null: none (suggestions from the catalogue). */
    memberList: { anyOf: [memberList, { type: 'null' }] },
  },
} as const satisfies JSONSchema;

export const editionsList = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: { data: { type: 'array', items: edition } },
} as const satisfies JSONSchema;

/**
 * POST /admin/members/import: the member list's file as text (CSV), for the current edition.
 * The route refuses a file name with a control or invisible character (422, catalogName's
 * hasHiddenCharacters: it is stored, shown in Edições and in the audit trail) and content of more
 * than MEMBER_FILE_MAX_BYTES bytes in UTF-8 (413, the limit the console checks on the file).
 */
export const memberImportBody = {
  type: 'object',
  required: ['fileName', 'content'],
  additionalProperties: false,
  properties: {
    fileName: { type: 'string', minLength: 1, maxLength: 255 },
    content: { type: 'string' },
  },
} as const satisfies JSONSchema;

/** POST /admin/members/import answer (200): the list now in place, and the names given twice. */
export const memberImportResult = {
  type: 'object',
  additionalProperties: false,
  required: ['year', 'fileName', 'members', 'repeated', 'importedAt'],
  properties: {
    year: { type: 'integer' },
    ...memberList.properties,
    /** Lines whose name another line already gave (kept once). */
    repeated: { type: 'integer' },
  },
} as const satisfies JSONSchema;
