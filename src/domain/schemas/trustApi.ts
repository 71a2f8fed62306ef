/* eslint-disable max-lines -- the trust and integrity answers' JSON schemas, shared by the server (validation) and the web (types); one schema per answer */
/**
 * JSON schemas of the integrity review, the voter list and actions, the audit trail, the mail
 * outbox's views, the reminders and the public trust answers (issue 26) that the web also reads
 * (decision 201). The API host serialises with them (src/server/features/integrity/schemas.ts,
 * mail.ts, reminders.ts and src/server/features/election/trustRoutes.ts import them); src/domain/admin.ts,
 * reminders.ts and trust.ts derive their types from them with `FromSchema`. Unions are `enum`s
 * here, so the types say the same; fast-json-stringify does not check an `enum` in an answer, so
 * the bytes sent are those the `string` schemas wrote. Plain `as const` data: domain stays pure.
 */
import type { JSONSchema } from 'json-schema-to-ts';

const int = { type: 'integer' } as const satisfies JSONSchema;
const str = { type: 'string' } as const satisfies JSONSchema;
const nullableStr = { type: ['string', 'null'] } as const satisfies JSONSchema;

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
export const integrityFlag = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'severity', 'summary', 'evidence', 'voterIds'],
  properties: {
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
} as const satisfies JSONSchema;

/**
 * GET /api/admin/integrity (IntegrityReport). `sealed`: results are sealed (the election has not
 * closed, or its close has not stood long enough), so no flag names a company or counts its votes.
 */
export const integrityReport = {
  type: 'object',
  additionalProperties: false,
  required: ['generatedAt', 'sealed', 'flags'],
  properties: {
    generatedAt: str,
    sealed: { type: 'boolean' },
    flags: { type: 'array', items: integrityFlag },
  },
} as const satisfies JSONSchema;

/** What an operator sees of a voter (AdminVoter). */
export const adminVoter = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'nome',
    'email',
    'celular',
    'createdAt',
    'votes',
    'invalidated',
    'invalidatedReason',
  ],
  properties: {
    id: int,
    nome: str,
    email: str,
    celular: str,
    createdAt: str,
    votes: int,
    invalidated: { type: 'boolean' },
    invalidatedReason: nullableStr,
  },
} as const satisfies JSONSchema;

/** GET /api/admin/voters (?ids= answers `{ data }`, ?q= also `total`). */
export const adminVoters = {
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: {
    /** Only with ?q= (the number of matches; data is one page). */
    total: int,
    data: { type: 'array', items: adminVoter },
  },
} as const satisfies JSONSchema;

/** POST /api/admin/voters/:id/invalidate, /restore and the bulk forms (VoterActionResult). */
export const actionResult = {
  type: 'object',
  additionalProperties: false,
  required: ['voters', 'votes'],
  properties: { voters: int, votes: int },
} as const satisfies JSONSchema;

/** One row of the audit trail (AuditEntry); `before` and `after` are any JSON (`{}`). */
export const auditEntry = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'at', 'actor', 'action', 'target', 'before', 'after', 'reason'],
  properties: {
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
} as const satisfies JSONSchema;

/** GET /api/admin/audit (AuditPage). */
export const auditPage = {
  type: 'object',
  additionalProperties: false,
  required: ['data', 'total'],
  properties: {
    total: int,
    data: { type: 'array', items: auditEntry },
  },
} as const satisfies JSONSchema;

/** GET /api/admin/mail/health (MailHealth). */
export const mailHealth = {
  type: 'object',
  additionalProperties: false,
  required: [
    'transport',
    'queued',
    'retrying',
    'sending',
    'oldestWaitingSeconds',
    'sentLastHour',
    'failedLastHour',
    'lastSentAt',
    'lastFailure',
    'bouncedLastDay',
    'settledLastDay',
    'bounceRate',
    'bounceAlert',
    'suppressedAddresses',
    'sentPerMinute',
    'expectedWaitSeconds',
  ],
  properties: {
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
    bounceAlert: { type: 'boolean' },
    /** Addresses not written to now (each refused an e-mail in the last 24 h). */
    suppressedAddresses: int,
    /** Sent a minute by every process, over the last 5 minutes (reminders left out). */
    sentPerMinute: { type: 'number', minimum: 0 },
    /** Seconds the waiting e-mails take to leave at that rate; null: none left in 5 minutes. */
    expectedWaitSeconds: { type: ['integer', 'null'], minimum: 0 },
  },
} as const satisfies JSONSchema;

/** One e-mail of GET /api/admin/voters/:id/mail (MailDelivery). */
export const mailDelivery = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'kind',
    'status',
    'attempts',
    'createdAt',
    'sentAt',
    'nextAttemptAt',
    'lastError',
  ],
  properties: {
    id: int,
    kind: str,
    status: { type: 'string', enum: MAIL_STATUSES },
    attempts: int,
    createdAt: str,
    sentAt: nullableStr,
    nextAttemptAt: nullableStr,
    lastError: nullableStr,
  },
} as const satisfies JSONSchema;

/** GET /api/admin/voters/:id/mail: a voter's last e-mails, newest first. */
export const mailDeliveries = {
  type: 'object',
  additionalProperties: false,
  required: ['deliveries'],
  properties: { deliveries: { type: 'array', items: mailDelivery } },
} as const satisfies JSONSchema;

/** GET /api/admin/reminders/current (or null) and the 202 of POST /api/admin/reminders. */
export const reminderProgress = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'subject',
    'createdAt',
    'createdBy',
    'total',
    'queued',
    'sent',
    'skipped',
    'failed',
    'nextAllowedAt',
  ],
  properties: {
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
  },
} as const satisfies JSONSchema;

/** POST /api/admin/reminders/preview answer (ReminderPreview). */
export const reminderPreview = {
  type: 'object',
  additionalProperties: false,
  required: ['recipients', 'subject', 'text'],
  properties: { recipients: int, subject: str, text: str },
} as const satisfies JSONSchema;

/** GET /api/results/publication (PublicationDigests). `version`: 1, 2, … (issue 36). */
export const publicationDigests = {
  type: 'object',
  additionalProperties: false,
  required: ['publishedAt', 'receiptsSha256', 'auditHead', 'ataSha256'],
  properties: {
    publishedAt: str,
    receiptsSha256: str,
    auditHead: str,
    ataSha256: str,
    version: int,
  },
} as const satisfies JSONSchema;

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
export const publicationHistory = {
  type: 'object',
  additionalProperties: false,
  required: ['versions', 'reopenings'],
  properties: {
    versions: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'version',
          'publishedAt',
          'ataSha256',
          'receiptsSha256',
          'withdrawnAt',
          'withdrawalCategory',
          'supersededBy',
          'supersededAt',
        ],
        properties: {
          version: int,
          publishedAt: str,
          ataSha256: str,
          receiptsSha256: str,
          withdrawnAt: nullableStr,
          withdrawalCategory: { type: ['string', 'null'], enum: [...WITHDRAWAL_CATEGORIES, null] },
          supersededBy: { type: ['integer', 'null'] },
          supersededAt: nullableStr,
        },
      },
    },
    reopenings: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['resultsReadAt', 'reopenedAt'],
        properties: { resultsReadAt: str, reopenedAt: str },
      },
    },
  },
} as const satisfies JSONSchema;

/** POST /api/admin/election/withdraw-publication body (issue 36). */
export const withdrawPublicationBody = {
  type: 'object',
  additionalProperties: false,
  required: ['category', 'reason'],
  properties: {
    category: { type: 'string', maxLength: 40 },
    reason: { type: 'string', maxLength: 5000 },
  },
} as const satisfies JSONSchema;

/** GET /api/results/receipts (PublicReceipts). */
export const publicReceipts = {
  type: 'object',
  additionalProperties: false,
  required: ['data', 'sha256', 'total', 'page', 'pages', 'pageSize', 'categories'],
  properties: {
    sha256: str,
    /** Receipts in the whole list; `pages` pages of `pageSize` (issue 37: one page per call). */
    total: int,
    page: int,
    pages: int,
    pageSize: int,
    /** Every category with its count of counted receipts. */
    categories: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['category', 'count'],
        properties: { category: str, count: int },
      },
    },
    /** This page's receipts, by category (`count`: the category's total). */
    data: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['category', 'count', 'receipts'],
        properties: {
          category: str,
          count: int,
          receipts: { type: 'array', items: str },
        },
      },
    },
  },
} as const satisfies JSONSchema;

/**
 * GET /api/results/receipt?code=… (ReceiptCheck). One flat object: `category` only when the
 * receipt is known. The type's union by status (no category when 'unknown') is kept by hand in
 * src/domain/trust.ts: an `anyOf` here would make fast-json-stringify validate every answer
 * against each branch to choose how to write it.
 */
export const receiptCheck = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'receipt'],
  properties: {
    status: { type: 'string', enum: ['counted', 'not-counted', 'unknown'] },
    receipt: str,
    category: str,
  },
} as const satisfies JSONSchema;
