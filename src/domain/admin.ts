/**
 * Shapes of the operator API (`/api/admin/*`) and of the public results, shared by the API host
 * and the operator console. docs/admin-api.md describes each call. A body's or answer's type is
 * `FromSchema` of its JSON schema (src/domain/schemas/adminApi.ts, decision 201) where the schema
 * says all of it (src/domain/schemas/trustApi.ts for the integrity, voter, audit and mail answers);
 * the interfaces below are those no answer schema describes exactly (an integrity flag's evidence)
 * or none describes at all (token payload, request bodies and queries as the console sends them).
 */
import type { FromSchema } from 'json-schema-to-ts';

import type {
  adminResults,
  catalogAdmin,
  emailBody,
  importBody,
  importResult,
  operator,
  publicResults,
  sendCodeAnswer,
  turnout,
  validateCodeBody,
} from './schemas/adminApi';
import type {
  actionResult,
  adminVoter,
  auditEntry,
  auditPage,
  INTEGRITY_FLAG_KINDS,
  INTEGRITY_SEVERITIES,
  integrityFlag,
  MAIL_STATUSES,
  mailDelivery,
  mailHealth,
} from './schemas/trustApi';

export { CATALOG_FILE_MAX_BYTES } from './schemas/adminApi';

/** POST /api/admin/auth/send-code body; `cf-turnstile-response` only on a retry after a 428. */
export type OperatorSendCodePayload = FromSchema<typeof emailBody>;

/**
 * POST /api/admin/auth/send-code answer (200), the same shape for every e-mail (decision 190):
 * `alreadySent` when no new code went out because one was sent to this address less than the
 * cool-down ago (an operator's last code, if unused, still works); `resendInSeconds` until
 * 'Enviar o código novamente.' can send another.
 */
export type OperatorSendCodeAnswer = FromSchema<typeof sendCodeAnswer>;

/** POST /api/admin/auth/validate-code body. Answer: 200 LoginResponse ({ accessToken }). */
export type OperatorValidateCodePayload = FromSchema<typeof validateCodeBody>;

/** Payload of an operator's access token (HS256). Voter tokens never carry this role. */
export interface OperatorTokenPayload {
  role: 'operator';
  /** The operator's id. */
  sub: string;
  email: string;
  nome: string;
  exp: number;
  iat?: number;
  /** The operator's token version when signed; 'Sair' bumps it (tokens without it count as 0). */
  ver?: number;
}

/** GET /api/admin/me */
export type Operator = FromSchema<typeof operator>;

/** GET /api/admin/turnout (figures of counted votes; turnoutPercent 0–100, one decimal). */
export type Turnout = FromSchema<typeof turnout>;

/** GET /api/admin/results: every category, companies ranked by counted votes. */
export type AdminResults = FromSchema<typeof adminResults>;

/** A company in the results; `rank` is 1-based, and a tie shares it. */
export type RankedCompany = AdminResults['data'][number]['companies'][number];

/** GET /api/results (public, 404 until the operator publishes). */
export type PublicResults = FromSchema<typeof publicResults>;

/** GET /api/admin/catalog (a category or company with votes cannot be removed). */
export type CatalogAdmin = FromSchema<typeof catalogAdmin>;

/**
 * POST /api/admin/catalog/import body: the file's text as read in the browser. `dryRun` checks
 * and previews without writing. Answer 200 CatalogImportResult, or 422 with `errors` as the
 * CLI prints them ("linha N: motivo"). At most CATALOG_FILE_MAX_BYTES bytes in UTF-8.
 */
export type CatalogImportPayload = FromSchema<typeof importBody>;

export type CatalogImportResult = FromSchema<typeof importResult>;

export type IntegrityFlagKind = (typeof INTEGRITY_FLAG_KINDS)[number];

export type IntegritySeverity = (typeof INTEGRITY_SEVERITIES)[number];

/**
 * An integrity finding's evidence. Hand-kept: its schema (`additionalProperties` beside
 * `properties`) is exact, but json-schema-to-ts types the further properties `unknown`, not
 * `string | number | null`.
 */
export interface IntegrityEvidence {
  count: number;
  /** ISO times of the first and last event involved. */
  from: string | null;
  to: string | null;
  /** What the voters share: the prefix, the domain and pattern, the celular (masked)… */
  pattern: string;
  [detail: string]: string | number | null;
}

type IntegrityFlagFromSchema = FromSchema<typeof integrityFlag>;

/**
 * One finding of GET /api/admin/integrity: `id` is stable for the same finding across reads
 * (kind + what it is about), `summary` one line in Portuguese. The schema's type with its
 * `evidence` as IntegrityEvidence.
 */
export type IntegrityFlag = {
  [K in keyof IntegrityFlagFromSchema]: K extends 'evidence'
    ? IntegrityEvidence
    : IntegrityFlagFromSchema[K];
};

/**
 * GET /api/admin/integrity. `sealed` while results are sealed (issue 36): then no flag names a
 * company, carries its id or counts its votes (it says the accounts voted "na mesma empresa").
 */
export interface IntegrityReport {
  generatedAt: string;
  sealed: boolean;
  flags: IntegrityFlag[];
}

/** GET /api/admin/voters?ids=1,2,3 (and search): what an operator sees of a voter. */
export type AdminVoter = FromSchema<typeof adminVoter>;

/**
 * GET /api/admin/voters?q=…&limit=…&offset=…: voters whose name or e-mail contains `q` (accents
 * and case ignored, as the voter screens' search) or whose CPF contains its digits; a page of
 * them, oldest first, with the number of matches. (`?ids=1,2,3` answers `{ data }` only.)
 */
export interface AdminVoterSearchPage {
  data: AdminVoter[];
  total: number;
}

/** Limits of the voter search: query length, page size (default and largest). */
export const VOTER_SEARCH = { minQuery: 2, maxQuery: 100, limit: 25, maxLimit: 100 } as const;

/**
 * Why a voter was invalidated: one of a fixed list (decision 240), required by every
 * invalidation (console, operator API, CLI). The ata de apuração prints how many voters and votes
 * each one covers, never the operator's free text, which stays in the audit trail. Labels:
 * `invalidationCategoryLabels` (integrityMessages.ts).
 */
export const INVALIDATION_CATEGORIES = [
  'duplicate',
  'false-data',
  'automated',
  'vote-buying',
  'other',
] as const;

export type InvalidationCategory = (typeof INVALIDATION_CATEGORIES)[number];

export function isInvalidationCategory(value: unknown): value is InvalidationCategory {
  return (INVALIDATION_CATEGORIES as readonly unknown[]).includes(value);
}

/**
 * POST /api/admin/voters/:id/invalidate, /restore, and the bulk forms (`voterIds`). `category` is
 * required to invalidate (ignored to restore); `reason`, free text, is kept in the audit trail only.
 */
export interface BulkVoterActionPayload {
  voterIds: number[];
  reason: string;
  category?: InvalidationCategory;
}

/** `votes`: votes whose counting changed. */
export type VoterActionResult = FromSchema<typeof actionResult>;

/**
 * One row of the append-only audit trail (GET /api/admin/audit): `actor` is the operator's e-mail,
 * or "cli:<user>" for command-line actions; `target` what was acted on ("voter:42", "category:3",
 * "election"); `before` and `after` any JSON (`{}` in the schema, `unknown` here).
 */
export type AuditEntry = FromSchema<typeof auditEntry>;

export type AuditPage = FromSchema<typeof auditPage>;

/**
 * The actions the audit trail records (AuditEntry.action). Command-line actions use the same
 * names with actor "cli:<user>".
 */
export const AUDIT_ACTIONS = [
  'operator.sign-in',
  'operator.sign-out',
  'operator.add',
  'operator.update',
  'operator.remove',
  'catalog.import',
  'category.create',
  'category.rename',
  'category.delete',
  'company.create',
  'company.rename',
  'company.delete',
  'election.update',
  'election.close-now',
  'election.open-now',
  'election.reopen-after-results',
  'election.publish',
  'results.read-after-close',
  'results.withdraw',
  'voter.invalidate',
  'voter.restore',
  'voter.export',
  'voter.erase',
  'data.purge',
  'results.read-while-open',
  'reminder.send',
  'voter.unsubscribe',
  'audit.keyed',
  'audit.key-rotated',
  'votes.sealed',
  'database.restore',
  'edition.create',
  'edition.make-current',
  'nominations.window',
  'nominations.merge',
  'nominations.split',
  'nominations.rename',
  'nominations.finalists',
  'nominations.publish-ballot',
  'members.import',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/admin/audit (and audit.csv) query. Times are ISO strings; paging by limit/offset. */
export interface AuditQuery {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
}

/** Where an e-mail is (the outbox, decision 200). */
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * GET /api/admin/mail/health: the outbox and the mail server as the console sees them.
 * `oldestWaitingSeconds`: age of the oldest message still waiting (0: none waiting); `lastSentAt`
 * ISO or null; `lastFailure` the last final failure, when (ISO) and what the mail server said.
 */
export type MailHealth = FromSchema<typeof mailHealth>;

/**
 * GET /api/admin/voters/:id/mail: a voter's last e-mails, newest first. `kind` is 'voter-code',
 * 'reminder', …; times are ISO; `nextAttemptAt` only while 'retrying'; `lastError` what the mail
 * server said last (addresses removed).
 */
export type MailDelivery = FromSchema<typeof mailDelivery>;
