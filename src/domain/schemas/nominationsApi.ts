/**
 * JSON schemas of the nominations phase (issue 41 §3, decision 305): the voter's
 * GET /api/nominations and PUT /api/nominations/:categoryId, and the operator's /admin/nominations…
 * Shaped for NominationsView and NominationGroupsView (their props), so the web derives its types
 * from them (decision 201). Plain `as const` data.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

import { CATALOG_NAME_MAX } from '../catalogName';

const nullableStr = { type: ['string', 'null'] } as const satisfies JSONSchema;
const id = { type: 'integer', minimum: 1 } as const satisfies JSONSchema;
const ids = { type: 'array', items: id, maxItems: 1000 } as const satisfies JSONSchema;
/** A written name: checked by catalogNameProblem (a finalist becomes a catalogue name). */
const name = { type: 'string', maxLength: CATALOG_NAME_MAX * 2 } as const satisfies JSONSchema;

/** The voter's view of the phase: 'none' when the current edition has none. */
export const VOTER_NOMINATION_PHASES = ['none', 'notYet', 'open', 'closed'] as const;
/** The operator's: 'scheduled' before the window, 'published' once the ballot is. */
export const NOMINATION_PHASES = ['none', 'scheduled', 'open', 'closed', 'published'] as const;

/** GET /api/nominations: the window, each category with this voter's nomination, suggestions. */
export const voterNominations = {
  type: 'object',
  additionalProperties: false,
  required: ['phase', 'opensAt', 'closesAt', 'categories', 'members'],
  properties: {
    phase: { type: 'string', enum: VOTER_NOMINATION_PHASES },
    /** ISO 8601 in America/Sao_Paulo; null without a phase. */
    opensAt: nullableStr,
    closesAt: nullableStr,
    categories: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'nominated'],
        properties: { id: { type: 'integer' }, name: { type: 'string' }, nominated: nullableStr },
      },
    },
    /**
     * Suggestions: no member list is imported (the catalogue has none), so these are the
     * edition's catalogue companies' names, each once, in pt-BR order (decision 305).
     */
    members: { type: 'array', items: { type: 'string' } },
  },
} as const satisfies JSONSchema;

export const nominationBody = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: { text: name },
} as const satisfies JSONSchema;

export const categoryParams = {
  type: 'object',
  required: ['categoryId'],
  properties: { categoryId: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const satisfies JSONSchema;

export const nominationStored = {
  type: 'object',
  additionalProperties: false,
  required: ['categoryId', 'text'],
  properties: { categoryId: { type: 'integer' }, text: { type: 'string' } },
} as const satisfies JSONSchema;

/** POST /api/nominations: ENVIAR INDICAÇÕES, every filled field (all stored or none). */
export const nominationsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['nominations'],
  properties: {
    nominations: {
      type: 'array',
      minItems: 1,
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['categoryId', 'text'],
        properties: { categoryId: id, text: name },
      },
    },
  },
} as const satisfies JSONSchema;

export const nominationsStored = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: { data: { type: 'array', items: nominationStored } },
} as const satisfies JSONSchema;

const group = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'variants', 'count'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    variants: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'count'],
        properties: { text: { type: 'string' }, count: { type: 'integer' } },
      },
    },
    count: { type: 'integer' },
  },
} as const satisfies JSONSchema;

/** One category's groups (NominationCategoryGroups of the console's view). */
export const nominationCategoryGroups = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'groups', 'finalists', 'tiedAtCut'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    groups: { type: 'array', items: group },
    finalists: { type: 'array', items: { type: 'integer' } },
    tiedAtCut: { type: 'array', items: { type: 'integer' } },
  },
} as const satisfies JSONSchema;

/**
 * GET /admin/nominations (and the answer of PUT …/window): while the phase is not closed, only
 * the total received; `categories` is empty (the seal).
 */
export const adminNominations = {
  type: 'object',
  additionalProperties: false,
  required: [
    'phase',
    'opensAt',
    'closesAt',
    'ballotPublishedAt',
    'received',
    'finalistsSize',
    'categories',
  ],
  properties: {
    phase: { type: 'string', enum: NOMINATION_PHASES },
    opensAt: nullableStr,
    closesAt: nullableStr,
    ballotPublishedAt: nullableStr,
    received: { type: 'integer' },
    finalistsSize: { type: 'integer' },
    categories: { type: 'array', items: nominationCategoryGroups },
  },
} as const satisfies JSONSchema;

export const nominationWindowBody = {
  type: 'object',
  additionalProperties: false,
  required: ['opensAt', 'closesAt'],
  properties: {
    opensAt: { type: 'string', maxLength: 64 },
    closesAt: { type: 'string', maxLength: 64 },
  },
} as const satisfies JSONSchema;

export const mergeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: {
    ids,
    /** The group the others join (its id and name); default: the first of `ids`. */
    into: id,
  },
} as const satisfies JSONSchema;

export const splitBody = {
  type: 'object',
  additionalProperties: false,
  required: ['groupId', 'texts'],
  properties: {
    groupId: id,
    texts: { type: 'array', items: name, minItems: 1, maxItems: 1000 },
  },
} as const satisfies JSONSchema;

export const groupNameBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name },
} as const satisfies JSONSchema;

export const groupParams = {
  type: 'object',
  required: ['categoryId', 'groupId'],
  properties: {
    categoryId: { type: 'string', pattern: '^[0-9]{1,15}$' },
    groupId: { type: 'string', pattern: '^[0-9]{1,15}$' },
  },
} as const satisfies JSONSchema;

/** The finalists' group ids; null: the five most named (ties at the cut kept). */
export const finalistsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: { ids: { anyOf: [ids, { type: 'null' }] } },
} as const satisfies JSONSchema;

export const ballotPublished = {
  type: 'object',
  additionalProperties: false,
  required: ['categories', 'companies', 'publishedAt'],
  properties: {
    categories: { type: 'integer' },
    companies: { type: 'integer' },
    publishedAt: { type: 'string' },
  },
} as const satisfies JSONSchema;

export type VoterNominations = FromSchema<typeof voterNominations>;
export type AdminNominations = FromSchema<typeof adminNominations>;
export type NominationCategoryGroupsAnswer = FromSchema<typeof nominationCategoryGroups>;
export type BallotPublished = FromSchema<typeof ballotPublished>;
