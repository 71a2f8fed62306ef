/**
 * What the code rules (otp.ts) need of a store: one subject's limits and code, in a transaction.
 * Voters' (codesRepository.ts) and operators' (features/operators/repository.ts) stores implement it.
 */
import type { Transaction } from 'kysely';

import type { Database } from '../../db/schema';

/** The subject's budgets, as the rules read them. */
export interface CodeLimits {
  last_sent_at: number | null;
  send_window_start: number | null;
  send_count: number;
  failure_window_start: number | null;
  failure_count: number;
  consecutive_failures: number;
}

export interface StoredCode {
  code_hash: string;
  expires_at: number;
  tries: number;
  link_hash?: string | null;
}

/** What the rules need of one subject's rows, inside the transaction holding its limits row. */
export interface CodeStoreTx {
  findCode(): Promise<StoredCode | undefined>;
  updateLimits(changes: Partial<CodeLimits>): Promise<void>;
  /** Replaces the subject's code (tries back to 0). */
  replaceCode(code: { code_hash: string; expires_at: number; created_at: number }): Promise<void>;
  /** Stores one more sign-in link (stores that send links only); links already sent stay. */
  addLink?(link: { link_hash: string; expires_at: number; created_at: number }): Promise<void>;
  /** Uses up the link: true when it was live (deleted now), false otherwise. */
  takeLink?(linkHash: string, at: number): Promise<boolean>;
  /** Deletes the subject's code; with `codeHash`, only if it is still that code. */
  deleteCode(codeHash?: string): Promise<void>;
  countWrongTry(): Promise<void>;
  /** Undoes one send recorded at `sentAt` (only if it is still the last one). */
  undoSend(sentAt: number, previousSentAt: number | null): Promise<void>;
  /** The transaction itself, for what must commit with the code (its e-mail). */
  readonly transaction: Transaction<Database>;
}

export interface CodeStore {
  /** Runs `work` in a transaction holding the subject's limits row (created on first use). */
  withLockedLimits<T>(
    subjectId: number,
    work: (tx: CodeStoreTx, limits: CodeLimits) => Promise<T>,
  ): Promise<T>;
  /** The subject a sign-in link with this hash was sent to (stores that send links only). */
  findSubjectByLinkHash?(linkHash: string): Promise<number | undefined>;
}
