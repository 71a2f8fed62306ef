/**
 * JSON schemas of the nominations phase (issue 41 §3, decision 305): the voter's
 * GET /api/nominations and PUT /api/nominations/:categoryId, and the operator's /admin/nominations…
 * Shaped for NominationsView and NominationGroupsView (their props), so the web derives its types
 * from them (decision 201). Plain `as const` data.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

import { CATALOG_NAME_MAX } from '../catalogName';

import { closed, int, listOf, nullableStr, str } from './shapes';

const id = { type: 'integer', minimum: 1 } as const satisfies JSONSchema;
const ids = { type: 'array', items: id, maxItems: 1000 } as const satisfies JSONSchema;
/** A written name: checked by catalogNameProblem (a finalist becomes a catalogue name). */
const name = { type: 'string', maxLength: CATALOG_NAME_MAX * 2 } as const satisfies JSONSchema;

/** The voter's view of the phase: 'none' when the current edition has none. */
export const VOTER_NOMINATION_PHASES = ['none', 'notYet', 'open', 'closed'] as const;
/** The operator's: 'scheduled' before the window, 'published' once the ballot is. */
export const NOMINATION_PHASES = ['none', 'scheduled', 'open', 'closed', 'published'] as const;

/** GET /api/nominations: the window, each category with this voter's nomination, suggestions. */
export const voterNominations = closed({
  phase: { type: 'string', enum: VOTER_NOMINATION_PHASES },
  /** ISO 8601 in America/Sao_Paulo; null without a phase. */
  opensAt: nullableStr,
  closesAt: nullableStr,
  categories: listOf({ id: int, name: str, nominated: nullableStr }),
  /**
   * Suggestions: no member list is imported (the catalogue has none), so these are the
   * edition's catalogue companies' names, each once, in pt-BR order (decision 305).
   */
  members: { type: 'array', items: str },
});

export const nominationBody = closed({ text: name });

export const categoryParams = {
  type: 'object',
  required: ['categoryId'],
  properties: { categoryId: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const satisfies JSONSchema;

export const nominationStored = closed({
  categoryId: int,
  text: str,
});

/** POST /api/nominations: ENVIAR INDICAÇÕES, every filled field (all stored or none). */
export const nominationsBody = closed({
  nominations: {
    type: 'array',
    minItems: 1,
    maxItems: 200,
    items: closed({ categoryId: id, text: name }),
  },
});

export const nominationsStored = closed({ data: { type: 'array', items: nominationStored } });

const group = closed({
  id: int,
  name: str,
  variants: listOf({ text: str, count: int }),
  count: int,
});

/** One category's groups (NominationCategoryGroups of the console's view). */
export const nominationCategoryGroups = closed({
  id: int,
  name: str,
  groups: { type: 'array', items: group },
  finalists: { type: 'array', items: int },
  tiedAtCut: { type: 'array', items: int },
});

/**
 * GET /admin/nominations (and the answer of PUT …/window): while the phase is not closed, only
 * the total received; `categories` is empty (the seal).
 */
export const adminNominations = closed({
  phase: { type: 'string', enum: NOMINATION_PHASES },
  opensAt: nullableStr,
  closesAt: nullableStr,
  ballotPublishedAt: nullableStr,
  received: int,
  finalistsSize: int,
  categories: { type: 'array', items: nominationCategoryGroups },
});

export const nominationWindowBody = closed({
  opensAt: { type: 'string', maxLength: 64 },
  closesAt: { type: 'string', maxLength: 64 },
});

export const mergeBody = closed(
  {
    ids,
    /** The group the others join (its id and name); default: the first of `ids`. */
    into: id,
  },
  ['ids'],
);

export const splitBody = closed({
  groupId: id,
  texts: { type: 'array', items: name, minItems: 1, maxItems: 1000 },
});

export const groupNameBody = closed({ name });

export const groupParams = {
  type: 'object',
  required: ['categoryId', 'groupId'],
  properties: {
    categoryId: { type: 'string', pattern: '^[0-9]{1,15}$' },
    groupId: { type: 'string', pattern: '^[0-9]{1,15}$' },
  },
} as const satisfies JSONSchema;

/** The finalists' group ids; null: the five most named (ties at the cut kept). */
export const finalistsBody = closed({ ids: { anyOf: [ids, { type: 'null' }] } });

export const ballotPublished = closed({
  categories: int,
  companies: int,
  publishedAt: str,
});

export type VoterNominations = FromSchema<typeof voterNominations>;
export type AdminNominations = FromSchema<typeof adminNominations>;
export type NominationCategoryGroupsAnswer = FromSchema<typeof nominationCategoryGroups>;
export type BallotPublished = FromSchema<typeof ballotPublished>;
