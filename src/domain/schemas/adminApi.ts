/**
 * JSON schemas of the operator API's bodies and answers that the console also uses (decision
 * 201): the API host's routes validate and serialise with them (beside the server's own, in
 * src/server/http/adminSchemas.ts), and src/domain/admin.ts and election.ts derive their types from them with
 * `FromSchema`. docs/admin-api.md describes each call. Plain `as const` data: src/domain stays pure.
 */
import type { JSONSchema } from 'json-schema-to-ts';

import { bool, closed, int, listOf, nullableStr, str } from './shapes';
import { botCheckToken } from './voterApi';

const id = int;
const operatorEmail = {
  type: 'string',
  format: 'voter-email',
  maxLength: 254,
} as const satisfies JSONSchema;

/**
 * Largest catalogue import file, in bytes of the file (1 MB): the console checks the chosen
 * file's size, the API the UTF-8 bytes of the text it receives (413), the CLI the file's size
 * before reading it; all three say operatorApiMessages.catalog.tooLarge.
 */
export const CATALOG_FILE_MAX_BYTES = 1_000_000;

/** POST /api/admin/auth/send-code body. */
export const emailBody = closed(
  {
    email: operatorEmail,
    /** Only on a retry after a 428: the e-mail is under attack (ApiErrorExtras.botCheckRequired). */
    'cf-turnstile-response': botCheckToken,
  },
  ['email'],
);

/** POST /api/admin/auth/send-code answer (OperatorSendCodeAnswer, decision 190). */
export const sendCodeAnswer = closed({
  alreadySent: bool,
  resendInSeconds: { type: 'integer', minimum: 0 },
});

/** POST /api/admin/auth/validate-code body. Answer: 200 LoginResponse ({ accessToken }). */
export const validateCodeBody = closed(
  {
    email: operatorEmail,
    codigoVerificacao: { type: 'string', pattern: '^[0-9]{6}$', maxLength: 6 },
    /** Only on a retry after a 428: the e-mail is under attack (ApiErrorExtras.botCheckRequired). */
    'cf-turnstile-response': botCheckToken,
  },
  ['email', 'codigoVerificacao'],
);

/** GET /api/admin/me */
export const operator = closed({ id, email: str, nome: str });

/** GET /api/election and GET/PUT /api/admin/election (decision 092). */
export const election = closed(
  {
    /** null until an operator names the award. */
    name: nullableStr,
    /** null: no start (open since always). */
    opensAt: nullableStr,
    /** null: no end (open for ever). */
    closesAt: nullableStr,
    status: { type: 'string', enum: ['scheduled', 'open', 'closed'] },
    resultsPublished: bool,
    /**
     * Results per company are still sealed (issue 36: until the close has stood
     * RESULTS_SEAL_HOLD_MINUTES); decided by src/server/features/election/seal.ts. Always sent by the server.
     */
    resultsSealed: bool,
    /** When results per company open (closesAt + the hold); null with no closing date. */
    unsealsAt: nullableStr,
  },
  ['name', 'opensAt', 'closesAt', 'status', 'resultsPublished'],
);

/** PUT /api/admin/election body. */
export const electionUpdateBody = closed(
  {
    name: { type: ['string', 'null'], maxLength: 1000 },
    opensAt: { type: ['string', 'null'], maxLength: 64 },
    closesAt: { type: ['string', 'null'], maxLength: 64 },
    /** Required when the change reopens voting after the results were read (issue 36). */
    reopenReason: { type: 'string', maxLength: 5000 },
  },
  ['name', 'opensAt', 'closesAt'],
);

/** GET /api/admin/turnout */
export const turnout = closed({
  /** ISO time the figures were read. */
  generatedAt: str,
  registeredVoters: int,
  /** Voters with at least one counted vote. */
  votersWhoVoted: int,
  /** 0–100, one decimal; 0 when nobody is registered. */
  turnoutPercent: { type: 'number' },
  /** Counted votes (invalidated voters' votes excluded). */
  totalVotes: int,
  byCategory: listOf({ categoryId: id, category: str, votes: int }),
  /** Counted votes per hour (ISO start of the hour, UTC), oldest first, hours without votes left out. */
  byHour: listOf({ hour: str, votes: int }),
});

/** A company in the results; `rank` is 1-based, and companies with as many votes share it. */
export const rankedCompany = closed({ companyId: id, name: str, votes: int, rank: int });

/** GET /api/admin/results: every category, companies ranked by counted votes. */
export const adminResults = closed({
  generatedAt: str,
  data: listOf({
    categoryId: id,
    category: str,
    /** Votes stored for this category but not counted (their voter was invalidated). */
    invalidatedVotes: int,
    companies: { type: 'array', items: rankedCompany },
  }),
});

/** GET /api/results (public, 404 until the operator publishes). */
export const publicResults = closed({
  data: listOf({ category: str, companies: listOf({ name: str, votes: int }) }),
});

/**
 * GET /api/admin/catalog; `hasVotes`: some vote references it, so it cannot be removed. Never a
 * count: votes per company are sealed until the close (issue 36), and the counts are on
 * Resultados once it opens. While results are sealed a company's `hasVotes` is null in a
 * category that has votes (issue 37): which of its companies have them is sealed too, and a
 * company there cannot be removed until the seal opens. `false` still says "removable".
 */
export const catalogAdmin = closed({
  data: listOf({
    id,
    name: str,
    hasVotes: bool,
    companies: listOf({ id, name: str, hasVotes: { type: ['boolean', 'null'] } }),
  }),
});

/**
 * POST /api/admin/catalog/import body: the file's text as read in the browser. `dryRun` checks
 * and previews without writing. Answer 200 CatalogImportResult, or 422 with `errors` as the
 * CLI prints them ("linha N: motivo"). The route refuses content of more than
 * CATALOG_FILE_MAX_BYTES bytes in UTF-8 (413, the limit the console checks on the file).
 */
export const importBody = closed({
  fileName: { type: 'string', minLength: 1, maxLength: 255 },
  content: str,
  dryRun: bool,
});

/** POST /api/admin/catalog/import answer (200). */
export const importResult = closed({
  dryRun: bool,
  categories: listOf({ name: str, companies: { type: 'array', items: str } }),
  categoriesAdded: int,
  companiesAdded: int,
  /** Voting is open with no closing date right now: the imported categories can be voted on. */
  votingOpenWithoutEnd: bool,
});
