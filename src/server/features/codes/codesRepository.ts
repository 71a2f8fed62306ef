/**
 * The codes aggregate: a voter's live one-time code (one_time_codes, at most one row) and its
 * per-CPF budgets (otp_limits). Every function takes the transaction that holds the limits row
 * (lockLimits), so the OTP service's decisions and writes cannot interleave.
 */
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';

import type { DatabaseKind } from '../../db/database';
import type { Database, OtpLimitsTable } from '../../db/schema';

import type { CodeStore } from './codeStore';

type Trx = Transaction<Database> | Kysely<Database>;

/** The voter's limits row, created on first use and locked (FOR UPDATE on PostgreSQL). */
export async function lockLimits(trx: Trx, kind: DatabaseKind, voterId: number) {
  await trx
    .insertInto('otp_limits')
    .values({ voter_id: voterId })
    .onConflict((oc) => oc.column('voter_id').doNothing())
    .execute();
  return trx
    .selectFrom('otp_limits')
    .selectAll()
    .where('voter_id', '=', voterId)
    .$if(kind === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirstOrThrow();
}

export type Limits = Awaited<ReturnType<typeof lockLimits>>;

/** Runs `work` in a transaction that holds the voter's limits row. */
export function withLockedLimits<T>(
  db: Kysely<Database>,
  kind: DatabaseKind,
  voterId: number,
  work: (trx: Transaction<Database>, limits: Limits) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => work(trx, await lockLimits(trx, kind, voterId)));
}

export async function updateLimits(
  trx: Trx,
  voterId: number,
  changes: Updateable<OtpLimitsTable>,
): Promise<void> {
  await trx.updateTable('otp_limits').set(changes).where('voter_id', '=', voterId).execute();
}

/** Undoes one send recorded at `sentAt` (only if it is still the last one). */
export async function undoSend(
  trx: Trx,
  voterId: number,
  sentAt: number,
  previousSentAt: number | null,
): Promise<void> {
  await trx
    .updateTable('otp_limits')
    .set((eb) => ({ last_sent_at: previousSentAt, send_count: eb('send_count', '-', 1) }))
    .where('voter_id', '=', voterId)
    .where('last_sent_at', '=', sentAt)
    .where('send_count', '>', 0)
    .execute();
}

/** Stores the voter's new code, replacing any previous one (tries start over). */
export async function replaceCode(
  trx: Trx,
  code: { voter_id: number; code_hash: string; expires_at: number; created_at: number },
): Promise<void> {
  await trx
    .insertInto('one_time_codes')
    .values({ ...code, link_hash: null, tries: 0 })
    .onConflict((oc) =>
      oc.column('voter_id').doUpdateSet({
        code_hash: code.code_hash,
        expires_at: code.expires_at,
        tries: 0,
        created_at: code.created_at,
        link_hash: null,
      }),
    )
    .execute();
}

/** One more sign-in link for the voter; links already sent stay (decision 172). */
export async function addLink(
  trx: Trx,
  link: { voter_id: number; link_hash: string; expires_at: number; created_at: number },
): Promise<void> {
  await trx.insertInto('sign_in_links').values(link).execute();
}

/** Deletes the link if it is live: true when this call used it up. */
export async function takeLink(trx: Trx, linkHash: string, at: number): Promise<boolean> {
  const result = await trx
    .deleteFrom('sign_in_links')
    .where('link_hash', '=', linkHash)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The voter a sign-in link with this hash was sent to, if it is still stored. */
export async function findVoterIdByLinkHash(
  trx: Trx,
  linkHash: string,
): Promise<number | undefined> {
  const row = await trx
    .selectFrom('sign_in_links')
    .select('voter_id')
    .where('link_hash', '=', linkHash)
    .executeTakeFirst();
  return row?.voter_id;
}

export function findCode(trx: Trx, voterId: number) {
  return trx
    .selectFrom('one_time_codes')
    .selectAll()
    .where('voter_id', '=', voterId)
    .executeTakeFirst();
}

/** Deletes the voter's code; with `codeHash`, only if it is still that code. */
export async function deleteCode(trx: Trx, voterId: number, codeHash?: string): Promise<void> {
  await trx
    .deleteFrom('one_time_codes')
    .where('voter_id', '=', voterId)
    .$if(codeHash !== undefined, (qb) => qb.where('code_hash', '=', codeHash ?? ''))
    .execute();
}

export async function countWrongTry(trx: Trx, voterId: number): Promise<void> {
  await trx
    .updateTable('one_time_codes')
    .set((eb) => ({ tries: eb('tries', '+', 1) }))
    .where('voter_id', '=', voterId)
    .execute();
}

/** The voter tables as a store for the one-time-code rules (auth/otp.ts). */
export function voterCodeStore(db: Kysely<Database>, kind: DatabaseKind): CodeStore {
  return {
    withLockedLimits: (voterId, fn) =>
      withLockedLimits(db, kind, voterId, (trx, limits) =>
        fn(
          {
            findCode: () => findCode(trx, voterId),
            updateLimits: (changes) => updateLimits(trx, voterId, changes),
            replaceCode: (code) => replaceCode(trx, { voter_id: voterId, ...code }),
            deleteCode: (codeHash) => deleteCode(trx, voterId, codeHash),
            countWrongTry: () => countWrongTry(trx, voterId),
            undoSend: (sentAt, previous) => undoSend(trx, voterId, sentAt, previous),
            transaction: trx,
            addLink: (link) => addLink(trx, { voter_id: voterId, ...link }),
            takeLink: (linkHash, at) => takeLink(trx, linkHash, at),
          },
          limits,
        ),
      ),
    findSubjectByLinkHash: (linkHash) => findVoterIdByLinkHash(db, linkHash),
  };
}

/** No voter has this id (ids start at 1): the decoy's statements find and change nothing. */
const NOBODY = 0;

/** A subject's limits before its first code (what lockLimits creates). */
const FRESH_LIMITS: Limits = {
  voter_id: NOBODY,
  last_sent_at: null,
  send_window_start: null,
  send_count: 0,
  failure_window_start: null,
  failure_count: 0,
  locked_until: null,
  consecutive_failures: 0,
};

/**
 * The voter store's statements for a CPF nobody registered (issue 37): the code rules run
 * against it as against a registered voter's first code (or a guess with no code pending), so
 * an unknown CPF costs the same reads and a comparable transaction, statement for statement,
 * instead of answering ~7 ms sooner. Each statement is the voter store's, on an id no voter has;
 * the two that would insert (the limits row, the code) select their row from `voters`, so they
 * find the voter missing and insert nothing instead of breaking a foreign key. The rules see a
 * subject with fresh limits and no code.
 */
export function decoyCodeStore(db: Kysely<Database>, kind: DatabaseKind): CodeStore {
  return {
    withLockedLimits: (_subjectId, fn) =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('otp_limits')
          .columns(['voter_id'])
          .expression(trx.selectFrom('voters').select('id').where('id', '=', NOBODY))
          .onConflict((oc) => oc.column('voter_id').doNothing())
          .execute();
        const limits =
          (await trx
            .selectFrom('otp_limits')
            .selectAll()
            .where('voter_id', '=', NOBODY)
            .$if(kind === 'postgres', (qb) => qb.forUpdate())
            .executeTakeFirst()) ?? FRESH_LIMITS;
        return fn(
          {
            findCode: () => findCode(trx, NOBODY),
            updateLimits: (changes) => updateLimits(trx, NOBODY, changes),
            replaceCode: async (code) => {
              await trx
                .insertInto('one_time_codes')
                .columns([
                  'voter_id',
                  'code_hash',
                  'expires_at',
                  'tries',
                  'created_at',
                  'link_hash',
                ])
                .expression(
                  trx
                    .selectFrom('voters')
                    .select([
                      'id',
                      sql<string>`CAST(${code.code_hash} AS VARCHAR(128))`.as('code_hash'),
                      sql<number>`CAST(${code.expires_at} AS BIGINT)`.as('expires_at'),
                      sql<number>`0`.as('tries'),
                      sql<number>`CAST(${code.created_at} AS BIGINT)`.as('created_at'),
                      sql<string | null>`CAST(NULL AS TEXT)`.as('link_hash'),
                    ])
                    .where('id', '=', NOBODY),
                )
                .onConflict((oc) => oc.column('voter_id').doNothing())
                .execute();
            },
            deleteCode: (codeHash) => deleteCode(trx, NOBODY, codeHash),
            countWrongTry: () => countWrongTry(trx, NOBODY),
            undoSend: (sentAt, previous) => undoSend(trx, NOBODY, sentAt, previous),
            transaction: trx,
          },
          limits,
        );
      }),
  };
}

/** Removes codes and links that expired before `at` (housekeeping; nobody can use them). */
export async function deleteExpiredCodes(db: Trx, at: number): Promise<number> {
  const result = await db
    .deleteFrom('one_time_codes')
    .where('expires_at', '<=', at)
    .executeTakeFirst();
  await db.deleteFrom('sign_in_links').where('expires_at', '<=', at).execute();
  return Number(result.numDeletedRows);
}
