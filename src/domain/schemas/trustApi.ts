/**
 * JSON schemas of the integrity review, the voter list and actions, the audit trail, the mail
 * outbox's views, the reminders and the public trust answers (issue 26) that the web also reads
 * (decision 201). The API host serialises with them (src/server/features/integrity/schemas.ts,
 * mail.ts, reminders.ts and src/server/features/election/trustRoutes.ts import them); src/domain/admin.ts,
 * reminders.ts and trust.ts derive their types from them with `FromSchema`. Unions are `enum`s
 * here, so the types say the same; fast-json-stringify does not check an `enum` in an answer, so
 * the bytes sent are those the `string` schemas wrote. Plain `as const` data: domain stays pure.
 */

import { bool, closed, int, listOf, nullableStr, str } from './shapes';

/** IntegrityFlag.kind: the integrity review's checks (docs/integrity.md). */
export const INTEGRITY_FLAG_KINDS = [
  'signup-burst',
  'email-pattern',
  'disposable-email',
  'vote-burst',
  'shared-contact',
  'domain-cluster',
  'company-profile',
] as const;

export const INTEGRITY_SEVERITIES = ['high', 'medium', 'low'] as const;

/**
 * Where an e-mail is (the outbox, decision 200); 'skipped': not sent after all (a reminder to a
 * voter who voted in every category meanwhile, issue 37).
 */
export const MAIL_STATUSES = [
  'queued',
  'sending',
  'retrying',
  'sent',
  'failed',
  'skipped',
] as const;

/** The mail transports: 'smtp', or 'dev-mailbox' (development). */
export const MAIL_TRANSPORTS = ['smtp', 'dev-mailbox'] as const;

/** One finding of GET /api/admin/integrity (IntegrityFlag). */
export const integrityFlag = closed(
  {
    id: str,
    kind: { type: 'string', enum: INTEGRITY_FLAG_KINDS },
    severity: { type: 'string', enum: INTEGRITY_SEVERITIES },
    summary: str,
    evidence: {
      type: 'object',
      required: ['count', 'from', 'to', 'pattern'],
      additionalProperties: { type: ['string', 'number', 'null'] },
      properties: {
        count: int,
        from: nullableStr,
        to: nullableStr,
        pattern: str,
      },
    },
    voterIds: { type: 'array', items: int },
    /** How many of `voterIds` are invalidated now (issue 40 §9); absent from older servers. */
    invalidated: int,
  },
  ['id', 'kind', 'severity', 'summary', 'evidence', 'voterIds'],
);

/**
 * GET /api/admin/integrity (IntegrityReport). `sealed`: results are sealed (the election has not
 * closed, or its close has not stood long enough), so no flag names a company or counts its votes.
 */
export const integrityReport = closed({
  generatedAt: str,
  sealed: bool,
  flags: { type: 'array', items: integrityFlag },
});

/** What an operator sees of a voter (AdminVoter). */
export const adminVoter = closed({
  id: int,
  nome: str,
  email: str,
  celular: str,
  createdAt: str,
  votes: int,
  invalidated: bool,
  invalidatedReason: nullableStr,
});

/** GET /api/admin/voters (?ids= answers `{ data }`, ?q= also `total`). */
export const adminVoters = closed(
  {
    /** Only with ?q= (the number of matches; data is one page). */
    total: int,
    data: { type: 'array', items: adminVoter },
  },
  ['data'],
);

/** POST /api/admin/voters/:id/invalidate, /restore and the bulk forms (VoterActionResult). */
export const actionResult = closed({ voters: int, votes: int });

/** One row of the audit trail (AuditEntry); `before` and `after` are any JSON (`{}`). */
export const auditEntry = closed(
  {
    id: int,
    at: str,
    actor: str,
    action: str,
    target: nullableStr,
    /**
     * The target's name as it is now (issue 40 §7): the voter's or operator's name, the
     * category's, company's or reminder's; absent when the target has none or is gone (the
     * console then names it from the entry itself). GET /admin/audit only, never the CSV.
     */
    targetName: nullableStr,
    before: {},
    after: {},
    reason: nullableStr,
  },
  ['id', 'at', 'actor', 'action', 'target', 'before', 'after', 'reason'],
);

/** GET /api/admin/audit (AuditPage). */
export const auditPage = closed({
  total: int,
  data: { type: 'array', items: auditEntry },
});

/** GET /api/admin/mail/health (MailHealth). */
export const mailHealth = closed({
  transport: { type: 'string', enum: MAIL_TRANSPORTS },
  queued: int,
  retrying: int,
  sending: int,
  oldestWaitingSeconds: int,
  sentLastHour: int,
  failedLastHour: int,
  lastSentAt: nullableStr,
  lastFailure: {
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['at', 'reason'],
    properties: { at: str, reason: str },
  },
  /** Refused for good (SMTP 5xx) among the e-mails settled in the last 24 h (issue 37). */
  bouncedLastDay: int,
  settledLastDay: int,
  /** bouncedLastDay / settledLastDay, 0 to 1. */
  bounceRate: { type: 'number', minimum: 0, maximum: 1 },
  /** The rate is over the threshold providers suspend senders near (mail/outbox.ts). */
  bounceAlert: bool,
  /** Addresses not written to now (each refused an e-mail in the last 24 h). */
  suppressedAddresses: int,
  /** Sent a minute by every process, over the last 5 minutes (reminders left out). */
  sentPerMinute: { type: 'number', minimum: 0 },
  /** Seconds the waiting e-mails take to leave at that rate; null: none left in 5 minutes. */
  expectedWaitSeconds: { type: ['integer', 'null'], minimum: 0 },
});

/** One e-mail of GET /api/admin/voters/:id/mail (MailDelivery). */
export const mailDelivery = closed({
  id: int,
  kind: str,
  status: { type: 'string', enum: MAIL_STATUSES },
  attempts: int,
  createdAt: str,
  sentAt: nullableStr,
  nextAttemptAt: nullableStr,
  lastError: nullableStr,
});

/** GET /api/admin/voters/:id/mail: a voter's last e-mails, newest first. */
export const mailDeliveries = closed({ deliveries: { type: 'array', items: mailDelivery } });

/** GET /api/admin/reminders/current (or null) and the 202 of POST /api/admin/reminders. */
export const reminderProgress = closed({
  id: int,
  subject: str,
  createdAt: str,
  createdBy: str,
  total: int,
  /** Waiting for their turn (or a retry). */
  queued: int,
  sent: int,
  /** Not sent: the voter voted in every category, unsubscribed or was invalidated first. */
  skipped: int,
  failed: int,
  /** When the next reminder may go out (24 h after this one); null once it may (issue 40). */
  nextAllowedAt: nullableStr,
});

/** POST /api/admin/reminders/preview answer (ReminderPreview). */
export const reminderPreview = closed({ recipients: int, subject: str, text: str });

/** GET /api/results/publication (PublicationDigests). `version`: 1, 2, … (issue 36). */
export const publicationDigests = closed(
  {
    publishedAt: str,
    receiptsSha256: str,
    auditHead: str,
    ataSha256: str,
    version: int,
  },
  ['publishedAt', 'receiptsSha256', 'auditHead', 'ataSha256'],
);

/**
 * Why a publication was withdrawn, as /resultados shows it (issue 36): a category, never the
 * operator's text (that stays in the audit trail, it may name people).
 */
export const WITHDRAWAL_CATEGORIES = [
  'voter-correction',
  'date-correction',
  'count-error',
  'commission-decision',
  'other',
] as const;

/**
 * GET /api/results/history (PublicationHistory, issue 36): every publication (withdrawn ones
 * too) with its digests, and each reopening of voting after the results were read. Dates only,
 * no operator, no free text.
 */
export const publicationHistory = closed({
  versions: listOf({
    version: int,
    publishedAt: str,
    ataSha256: str,
    receiptsSha256: str,
    withdrawnAt: nullableStr,
    withdrawalCategory: { type: ['string', 'null'], enum: [...WITHDRAWAL_CATEGORIES, null] },
    supersededBy: { type: ['integer', 'null'] },
    supersededAt: nullableStr,
  }),
  reopenings: listOf({ resultsReadAt: str, reopenedAt: str }),
});

/** POST /api/admin/election/withdraw-publication body (issue 36). */
export const withdrawPublicationBody = closed({
  category: { type: 'string', maxLength: 40 },
  reason: { type: 'string', maxLength: 5000 },
});

/** GET /api/results/receipts (PublicReceipts). */
export const publicReceipts = closed({
  sha256: str,
  /** Receipts in the whole list; `pages` pages of `pageSize` (issue 37: one page per call). */
  total: int,
  page: int,
  pages: int,
  pageSize: int,
  /** Every category with its count of counted receipts. */
  categories: listOf({ category: str, count: int }),
  /** This page's receipts, by category (`count`: the category's total). */
  data: listOf({ category: str, count: int, receipts: { type: 'array', items: str } }),
});

/**
 * GET /api/results/receipt?code=… (ReceiptCheck). One flat object: `category` only when the
 * receipt is known. The type's union by status (no category when 'unknown') is kept by hand in
 * src/domain/trust.ts: an `anyOf` here would make fast-json-stringify validate every answer
 * against each branch to choose how to write it.
 */
export const receiptCheck = closed(
  {
    status: { type: 'string', enum: ['counted', 'not-counted', 'unknown'] },
    receipt: str,
    category: str,
  },
  ['status', 'receipt'],
);
