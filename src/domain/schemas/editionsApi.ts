/**
 * JSON schemas of the operator API's editions (issue 41 §1, decision 310): GET /admin/editions,
 * POST /admin/editions and POST /admin/editions/:id/current answer with them; the console's
 * "Edições" reads the same types (src/domain/types.ts). Plain `as const` data.
 */

import { bool, closed, int, nullableStr, str } from './shapes';

/** An edition's state: its window's status, 'published' once closed with results published. */
export const EDITION_STATES = ['scheduled', 'open', 'closed', 'published'] as const;

/** An edition's imported member list (decision 321): where the nominations' suggestions come from. */
export const memberList = closed({
  fileName: str,
  /** How many names it holds. */
  members: int,
  /** ISO 8601 (UTC). */
  importedAt: str,
});

export const edition = closed({
  id: int,
  year: int,
  name: str,
  /** The edition every route serves. */
  current: bool,
  state: { type: 'string', enum: EDITION_STATES },
  /** ISO 8601 in America/Sao_Paulo; null: no limit. */
  opensAt: nullableStr,
  closesAt: nullableStr,
  /** When its results were published (ISO); null while not. */
  publishedAt: nullableStr,
  /** The association's member list imported for it; null: none (suggestions from the catalogue). */
  memberList: { anyOf: [memberList, { type: 'null' }] },
});

export const editionsList = closed({ data: { type: 'array', items: edition } });

/**
 * POST /admin/members/import: the member list's file as text (CSV), for the current edition.
 * The route refuses a file name with a control or invisible character (422, catalogName's
 * hasHiddenCharacters: it is stored, shown in Edições and in the audit trail) and content of more
 * than MEMBER_FILE_MAX_BYTES bytes in UTF-8 (413, the limit the console checks on the file).
 */
export const memberImportBody = closed({
  fileName: { type: 'string', minLength: 1, maxLength: 255 },
  content: str,
});

/** POST /admin/members/import answer (200): the list now in place, and the names given twice. */
export const memberImportResult = closed({
  year: int,
  ...memberList.properties,
  /** Lines whose name another line already gave (kept once). */
  repeated: int,
});
