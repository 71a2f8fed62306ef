/**
 * What the code rules (otp.ts) need of a store: one subject's limits and code, in a transaction.
 * One implementation over a kind of subject's tables (tableCodeStore) serves voters
 * (codesRepository.ts) and operators (features/operators/repository.ts).
 */
import type { Kysely, Transaction } from 'kysely';

import type { DatabaseKind } from '../../db/database';
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

/** One kind of subject's code tables, as the store's statements name them. */
export interface CodeTables {
  limits: 'otp_limits' | 'operator_code_limits';
  codes: 'one_time_codes' | 'operator_codes';
  links: 'sign_in_links' | 'operator_sign_in_links';
  /** The column naming the subject, in all three. */
  subject: 'voter_id' | 'operator_id';
  /** Also set on the code's row by every new code (voters': no link_hash, decision 172). */
  newCode?: { link_hash: null };
  /** takeLink also requires the link to be the subject's (operators'). */
  linkOfSubjectOnly?: boolean;
}

/** The subject's limits row, created on first use and locked (FOR UPDATE on PostgreSQL). */
async function lockLimits(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  { limits, subject }: CodeTables,
  subjectId: number,
) {
  await trx
    .insertInto(limits)
    .values({ [subject]: subjectId })
    .onConflict((oc) => oc.column(subject).doNothing())
    .execute();
  return trx
    .selectFrom(limits)
    .selectAll()
    .where(subject, '=', subjectId)
    .$if(kind === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirstOrThrow();
}

/** The statements on one subject's rows in `trx`, as the rules call them. */
export function subjectRows(
  trx: Transaction<Database>,
  tables: CodeTables,
  subjectId: number,
): CodeStoreTx {
  const { limits, codes, links, subject } = tables;
  return {
    findCode: () =>
      trx
        .selectFrom(codes)
        .select(['code_hash', 'expires_at', 'tries'])
        .where(subject, '=', subjectId)
        .executeTakeFirst(),
    async updateLimits(changes) {
      await trx.updateTable(limits).set(changes).where(subject, '=', subjectId).execute();
    },
    async replaceCode(code) {
      const row = { ...code, ...tables.newCode, tries: 0 };
      await trx
        .insertInto(codes)
        .values({ [subject]: subjectId, ...row })
        .onConflict((oc) => oc.column(subject).doUpdateSet(row))
        .execute();
    },
    async addLink(link) {
      await trx
        .insertInto(links)
        .values({ [subject]: subjectId, ...link })
        .execute();
    },
    async takeLink(linkHash, at) {
      const result = await trx
        .deleteFrom(links)
        .where('link_hash', '=', linkHash)
        .$if(tables.linkOfSubjectOnly === true, (qb) => qb.where(subject, '=', subjectId))
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    async deleteCode(codeHash) {
      await trx
        .deleteFrom(codes)
        .where(subject, '=', subjectId)
        .$if(codeHash !== undefined, (qb) => qb.where('code_hash', '=', codeHash ?? ''))
        .execute();
    },
    async countWrongTry() {
      await trx
        .updateTable(codes)
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where(subject, '=', subjectId)
        .execute();
    },
    async undoSend(sentAt, previousSentAt) {
      await trx
        .updateTable(limits)
        .set((eb) => ({ last_sent_at: previousSentAt, send_count: eb('send_count', '-', 1) }))
        .where(subject, '=', subjectId)
        .where('last_sent_at', '=', sentAt)
        .where('send_count', '>', 0)
        .execute();
    },
    transaction: trx,
  };
}

/** A kind of subject's tables as a store for the code rules (otp.ts). */
export function tableCodeStore(
  db: Kysely<Database>,
  kind: DatabaseKind,
  tables: CodeTables,
): CodeStore {
  return {
    withLockedLimits: (subjectId, work) =>
      db.transaction().execute(async (trx) => {
        const limits = await lockLimits(trx, kind, tables, subjectId);
        return work(subjectRows(trx, tables, subjectId), limits);
      }),
    async findSubjectByLinkHash(linkHash) {
      const row = await db
        .selectFrom(tables.links)
        .select(tables.subject)
        .where('link_hash', '=', linkHash)
        .executeTakeFirst();
      return row?.[tables.subject];
    },
  };
}
