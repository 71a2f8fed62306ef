/**
 * JSON schemas of the public awards answers (issue 41 §2, decision 317): the archive of published
 * editions (GET /api/awards) and a seal's verification (GET /api/awards/{year}/{slug}). The
 * server serialises with them (src/server/features/awards/plugin.ts); src/domain/awards.ts
 * derives the web's types with `FromSchema` (decision 201). Plain `as const` data.
 */
import type { JSONSchema } from 'json-schema-to-ts';

import { closed, int, listOf, nullableStr, str } from './shapes';

const strings = { type: 'array', items: str } as const satisfies JSONSchema;

/** One category of a published edition, as frozen at publication. */
export const awardsCategory = closed({
  category: str,
  /** The last part of the seal's address, `/vencedores/{year}/{slug}` (domain/slug.ts). */
  slug: str,
  /** Every first place with votes (several on a tie); empty when the category had no vote. */
  winners: strings,
});

/**
 * GET /api/awards: every edition whose publication stands, newest year first. Each edition's
 * documents are at /api/awards/{year}/results.json, /ata.pdf and /receipts.txt.
 */
export const awardsArchive = closed({
  data: listOf({
    year: int,
    /** The award's name as published. */
    award: str,
    /** ISO time of the publication standing. */
    publishedAt: str,
    version: int,
    categories: { type: 'array', items: awardsCategory },
  }),
});

/** What a seal's address found (the verification's outcome). */
export const SEAL_OUTCOMES = ['won', 'no-votes', 'no-category', 'no-edition'] as const;

/**
 * GET /api/awards/{year}/{slug}: who won that category that year, as published. `outcome`:
 * 'won' (winners has one or more), 'no-votes' (the category had no vote), 'no-category' (that
 * year published no category with this slug), 'no-edition' (no publication stands for the
 * year). `message` says it in Portuguese; `award`, `category` and `publishedAt` are null when
 * unknown.
 */
export const sealCheckAnswer = closed({
  outcome: { type: 'string', enum: SEAL_OUTCOMES },
  year: int,
  slug: str,
  award: nullableStr,
  category: nullableStr,
  winners: strings,
  publishedAt: nullableStr,
  message: str,
});
