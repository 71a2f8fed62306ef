/**
 * Table types of migration 003_operators_and_election, merged into `Database` (schema.ts).
 */
import type { Generated, Selectable } from 'kysely';

export interface OperatorsTable {
  id: Generated<number>;
  /** Lower-cased, trimmed. Unique. */
  email: string;
  nome: string;
  created_at: number;
  /** Bumped by 'Sair': tokens carrying an older `ver` get 401 (migration 011). */
  token_version: Generated<number>;
}

/** At most one live code per operator (same rules as one_time_codes). */
export interface OperatorCodesTable {
  operator_id: number;
  code_hash: string;
  expires_at: number;
  tries: Generated<number>;
  created_at: number;
}

/** Per-operator budgets for sending and trying codes (same rules as otp_limits). */
export interface OperatorCodeLimitsTable {
  operator_id: number;
  last_sent_at: number | null;
  send_window_start: number | null;
  send_count: Generated<number>;
  failure_window_start: number | null;
  failure_count: Generated<number>;
  consecutive_failures: Generated<number>;
}

/** An operator's sign-in links (migration 008): each valid until it expires or is used. */
export interface OperatorSignInLinksTable {
  link_hash: string;
  operator_id: number;
  expires_at: number;
  created_at: number;
}

/** The single election row (id = 1). Times in ms since the epoch; null = no limit. */
export interface ElectionTable {
  id: number;
  name: string | null;
  opens_at: number | null;
  closes_at: number | null;
  results_published_at: number | null;
  version: Generated<number>;
  updated_at: number | null;
}

export type OperatorRow = Selectable<OperatorsTable>;
export type ElectionRow = Selectable<ElectionTable>;

declare module './schema' {
  interface Database {
    operators: OperatorsTable;
    operator_codes: OperatorCodesTable;
    operator_code_limits: OperatorCodeLimitsTable;
    operator_sign_in_links: OperatorSignInLinksTable;
    election: ElectionTable;
  }
}
