/**
 * Table types for Kysely. Times are milliseconds since the epoch in BIGINT columns (the pg pool
 * parses INT8 as a JS number, see database.ts), which reads the same on SQLite and PostgreSQL.
 */
import type { Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

import type { InvalidationCategory } from '../../domain/admin';

export interface VotersTable {
  id: Generated<number>;
  nome: string;
  /** Lower-cased, trimmed. Unique. */
  email: string;
  /** Digits only. */
  celular: string;
  /** 11 digits. Unique. */
  cpf: string;
  created_at: number;
  /** Bumped to end every session of the voter (tokens carry it as `ver`). */
  token_version: Generated<number>;
  /** Set by an operator (integrity): the voter's tokens stop working. */
  invalidated_at: number | null;
  /** Network prefix of the sign-up (IPv4 /24, IPv6 /64), never the full address. 004. */
  signup_prefix: string | null;
  /** Why and by whom the voter was invalidated (set with invalidated_at). 004. */
  invalidated_reason: string | null;
  invalidated_by: string | null;
  /**
   * Why, as one of the fixed categories (src/domain/admin.ts INVALIDATION_CATEGORIES), set with
   * invalidated_at: what the ata counts by. 016.
   */
  invalidated_category: InvalidationCategory | null;
  /** When the voter's personal data was erased (LGPD); null: not erased. 008. */
  erased_at: Generated<number | null>;
  /** One-click unsubscribe from reminders (codes are still sent). 009. */
  reminders_unsubscribed_at: Generated<number | null>;
}

/** At most one live code per voter: a new code replaces the row. */
export interface OneTimeCodesTable {
  voter_id: number;
  /** HMAC-SHA256 of the code, hex; the code itself is never stored. */
  code_hash: string;
  expires_at: number;
  /** Wrong tries spent on this code. */
  tries: Generated<number>;
  created_at: number;
  /** HMAC-SHA256 of the sign-in link's token sent with this code, hex; null: no link. 006. */
  link_hash: Generated<string | null>;
}

/** Per-CPF (per voter) budgets for sending and trying codes; survives resends. */
export interface OtpLimitsTable {
  voter_id: number;
  last_sent_at: number | null;
  send_window_start: number | null;
  send_count: Generated<number>;
  failure_window_start: number | null;
  failure_count: Generated<number>;
  /** Unused since 002_hardening (no lock-out any more; docs/decisions/080). */
  locked_until: number | null;
  /** Wrong codes since the last right one, across windows (NIST's consecutive failures). */
  consecutive_failures: Generated<number>;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  created_at: number;
  /** The edition the category (and its companies and votes) belongs to. 020. */
  edition_id: number;
}

/** The award's editions, one a year (migration 020, decision 310). */
export interface EditionsTable {
  id: Generated<number>;
  /** Unique. */
  year: number;
  /** E.g. "Prêmio Destaque Empresarial 2027". */
  name: string;
  created_at: number;
  /** 1 on the current edition (at most one row), null elsewhere. */
  is_current: number | null;
}

export interface CompaniesTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  created_at: number;
}

export interface VotesTable {
  id: Generated<number>;
  voter_id: number;
  category_id: number;
  company_id: number;
  created_at: number;
  /** Network prefix the vote came from (IPv4 /24, IPv6 /64). 004. */
  prefix: string | null;
  /** The vote's receipt code (domain/receipt.ts), unique. 009. */
  receipt: string | null;
}

/** Append-only (the database refuses UPDATE and DELETE). JSON kept as text on both databases. */
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor: string;
  action: string;
  target: string | null;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
  /** The hash chain (audit/chain.ts, decision 182). 009. */
  reason_digest: string | null;
  prev_hash: string | null;
  hash: string | null;
}

/** Sign-in links sent by e-mail (decision 172): each valid until it expires or is used. 008. */
export interface SignInLinksTable {
  /** HMAC-SHA256 of the link's token, hex. */
  link_hash: string;
  voter_id: number;
  expires_at: number;
  created_at: number;
}

/** One row (id 1) whose version changes with every catalogue change (triggers, migration 005). */
export interface CatalogVersionTable {
  id: number;
  version: number;
}

/** 'skipped': not sent, by its renderer's decision when its turn came (a reminder; migration 019). */
export type MailStatus = 'queued' | 'sending' | 'retrying' | 'sent' | 'failed' | 'skipped';

/** Every e-mail, from the request that asks for it to its delivery (010; decision 200). */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  /** The text (it may carry a code); null once sent or finally failed. */
  body: string | null;
  voter_id: number | null;
  operator_id: number | null;
  code_hash: string | null;
  issued_at: number | null;
  status: MailStatus;
  attempts: Generated<number>;
  next_attempt_at: number;
  locked_until: number | null;
  give_up_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
  /** Set when the mail server refused it for good (SMTP 5xx; migration 018). */
  bounced_at: number | null;
  /** A reminder's message: the reminder it belongs to (migration 019). */
  reminder_id: Generated<number | null>;
}

/** When the next message of a throttled kind may start (mail/outbox.ts; migration 019). */
export interface MailThrottlesTable {
  kind: string;
  next_at: number;
}

/** An address not written to until `until` (refused for good; migration 018). */
export interface MailSuppressionsTable {
  /** Lower-cased. */
  address: string;
  until: number;
  reason: string;
  created_at: number;
}

export interface Database {
  mail_outbox: MailOutboxTable;
  voters: VotersTable;
  one_time_codes: OneTimeCodesTable;
  otp_limits: OtpLimitsTable;
  categories: CategoriesTable;
  companies: CompaniesTable;
  votes: VotesTable;
  audit_log: AuditLogTable;
  catalog_version: CatalogVersionTable;
  sign_in_links: SignInLinksTable;
  // 003
  operators: OperatorsTable;
  operator_codes: OperatorCodesTable;
  operator_code_limits: OperatorCodeLimitsTable;
  operator_sign_in_links: OperatorSignInLinksTable;
  election: ElectionTable;
  // 014
  election_reopenings: ElectionReopeningsTable;
  // 009
  publications: PublicationsTable;
  reminders: RemindersTable;
  // 018
  mail_suppressions: MailSuppressionsTable;
  // 019
  mail_throttles: MailThrottlesTable;
  // 020
  editions: EditionsTable;
  // 021
  voter_invalidations: VoterInvalidationsTable;
  // 023
  nomination_phases: NominationPhasesTable;
  nominations: NominationsTable;
  nomination_groups: NominationGroupsTable;
  member_lists: MemberListsTable;
  members: MembersTable;
}

/** The database, or a transaction in it. */
export type Db = Kysely<Database> | Transaction<Database>;

export type Voter = Selectable<VotersTable>;
export type NewVoter = Insertable<VotersTable>;
export type Category = Selectable<CategoriesTable>;
export type Company = Selectable<CompaniesTable>;

// Operators and the election (migrations 003, 011).

export interface OperatorsTable {
  id: Generated<number>;
  /** Lower-cased, trimmed. Unique. */
  email: string;
  nome: string;
  created_at: number;
  /** Bumped by 'Sair': tokens carrying an older `ver` get 401 (migration 011). */
  token_version: Generated<number>;
}

/** An operator's row instead of a voter's. */
type OfOperator<T> = Omit<T, 'voter_id'> & { operator_id: number };

/** At most one live code per operator (same rules as one_time_codes; the link has its table). */
export type OperatorCodesTable = OfOperator<Omit<OneTimeCodesTable, 'link_hash'>>;

/** Per-operator budgets for sending and trying codes (same rules as otp_limits). */
export type OperatorCodeLimitsTable = OfOperator<Omit<OtpLimitsTable, 'locked_until'>>;

/** An operator's sign-in links (migration 008): each valid until it expires or is used. */
export type OperatorSignInLinksTable = OfOperator<SignInLinksTable>;

/**
 * One election row per edition, its id the edition's (migration 020; before it, the single row
 * id = 1). Times in ms since the epoch; null = no limit.
 */
export interface ElectionTable {
  id: number;
  name: string | null;
  opens_at: number | null;
  closes_at: number | null;
  results_published_at: number | null;
  version: Generated<number>;
  updated_at: number | null;
  /** First read of the results per company since the election last closed (migration 014). */
  results_read_at: number | null;
}

/** A reopening after the results were read (migration 014, issue 36). */
export interface ElectionReopeningsTable {
  id: Generated<number>;
  results_read_at: number;
  reopened_at: number;
  reason: string;
  /** Migration 020; always written. */
  edition_id: number | null;
}

export type OperatorRow = Selectable<OperatorsTable>;
export type ElectionRow = Selectable<ElectionTable>;

// Trust in the result: publications and reminders (migration 009).

export interface PublicationsTable {
  id: Generated<number>;
  published_at: number;
  /** SHA-256 (hex) of the published receipts list (receipts/list.ts). */
  receipts_sha256: string;
  /** The audit chain's head when the results were published (audit/chain.ts). */
  audit_head: string;
  /** SHA-256 (hex) of the ata's PDF bytes. */
  ata_sha256: string;
  /** The ata's figures (AtaSnapshot), so the PDF is the same on every download. */
  snapshot_json: string;
  // Migration 014 (issue 36); null on publications made before it.
  /** 1, 2, … in publication order (null before 014: its rank by id). */
  version: number | null;
  /** Withdrawn by an operator ("Retirar a publicação"); null while it stands. */
  withdrawn_at: number | null;
  /** The withdrawal's category (domain/publication.ts); the free text is in the audit trail. */
  withdrawn_category: string | null;
  /** PublicResults as published (what GET /api/results serves). */
  results_json: string | null;
  /** StoredReceipts as published (receipts list, its text and the receipt check). */
  receipts_json: string | null;
  /** The ata's PDF bytes as published (base64). */
  ata_pdf_base64: string | null;
  /** The edition published (migration 020; always written). */
  edition_id: number | null;
  // Migration 022 (issue 41 §2); null on publications made before it.
  /** AwardsEntry as published: year, award, winners per category (the archive's entry). */
  awards_json: string | null;
  /** StoredSeal[]: each winner's seal SVG as rendered at publication. */
  seals_json: string | null;
}

export interface RemindersTable {
  id: Generated<number>;
  subject: string;
  body: string;
  created_by: string;
  created_at: number;
  /** The edition whose voters it reminds (migration 020; always written). */
  edition_id: number | null;
}

/**
 * 021: the invalidations of the editions that are not current (the current edition's are the
 * flags on `voters`); swapped when an edition is made current (decision 313).
 */
export interface VoterInvalidationsTable {
  edition_id: number;
  voter_id: number;
  invalidated_at: number;
  invalidated_reason: string | null;
  invalidated_by: string | null;
  invalidated_category: InvalidationCategory | null;
}

/** An edition's nominations phase (migration 023, decision 305): its window and ballot. */
export interface NominationPhasesTable {
  edition_id: number;
  opens_at: number;
  closes_at: number;
  /** When the finalists became the edition's catalogue; null: not yet. */
  ballot_published_at: number | null;
  updated_at: number;
}

/** What a voter nominated in a category (one per voter and category), as typed. 023. */
export interface NominationsTable {
  id: Generated<number>;
  edition_id: number;
  category_id: number;
  voter_id: number;
  text: string;
  created_at: number;
  updated_at: number;
}

/**
 * A category's groups as the operator left them (023): JSON `[{ id, name, texts }]`, the
 * finalists' ids (JSON, null: the five most named) and the operator's merges (JSON).
 */
export interface NominationGroupsTable {
  category_id: number;
  edition_id: number;
  groups_json: string;
  finalists_json: string | null;
  merges_json: string;
  updated_at: number;
}

/** An edition's imported member list (migration 024, decision 321): its file and size. */
export interface MemberListsTable {
  edition_id: number;
  file_name: string;
  members: number;
  imported_at: number;
}

/** A name of an edition's member list (024): the nominations' suggestions. */
export interface MembersTable {
  edition_id: number;
  name: string;
}
