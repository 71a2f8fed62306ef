/**
 * The codes aggregate: a voter's live one-time code (one_time_codes, at most one row), its
 * per-CPF budgets (otp_limits) and its sign-in links. Every statement runs in the transaction
 * that holds the limits row (codeStore.ts), so the OTP service's decisions and writes cannot
 * interleave.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';

import type { DatabaseKind } from '../../db/database';
import type { Database, OtpLimitsTable } from '../../db/schema';

import { subjectRows, tableCodeStore, type CodeStore, type CodeTables } from './codeStore';

type Trx = Transaction<Database> | Kysely<Database>;

/** The voters' code tables; a new code clears the row's link_hash (links have their table). */
const VOTER_TABLES: CodeTables = {
  limits: 'otp_limits',
  codes: 'one_time_codes',
  links: 'sign_in_links',
  subject: 'voter_id',
  newCode: { link_hash: null },
};

/** The voter tables as a store for the one-time-code rules (auth/otp.ts). */
export const voterCodeStore = (db: Kysely<Database>, kind: DatabaseKind): CodeStore =>
  tableCodeStore(db, kind, VOTER_TABLES);

/** No voter has this id (ids start at 1): the decoy's statements find and change nothing. */
const NOBODY = 0;

/** A subject's limits before its first code (what lockLimits creates). */
const FRESH_LIMITS: Selectable<OtpLimitsTable> = {
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
            ...subjectRows(trx, VOTER_TABLES, NOBODY),
            // Fresh limits never earn a link; nor could one be stored for nobody.
            addLink: undefined,
            takeLink: undefined,
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
