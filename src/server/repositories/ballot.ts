/**
 * The voting hot path's SQL: one query per category list (the catalogue's version, the voter's
 * session state and own votes), one statement per vote (checks the voter's session and the
 * company's category, and inserts).
 */
import { sql, type Kysely, type Transaction } from 'kysely';

import { compiledOnce } from '../db/compiledOnce';
import { isForeignKeyViolation, isUniqueViolation, type DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function catalogVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('catalog_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** A row of versionAndChoices: 0 the catalogue's version, 1 the voter's session, 2 a vote. */
const CATALOGUE = 0;
const SESSION = 1;

/**
 * The catalogue's version, the voter's session state and the voter's choices in one round trip
 * (decision 130): a row with the catalogue's version, a row with the voter's token version when
 * the voter exists and is not invalidated, and a row per (category, company) the voter chose.
 * `sessionVersion` is null when the voter is gone or invalidated.
 */
interface VersionAndChoicesRow {
  kind: number | string;
  version: number | string | null;
  category_id: number | null;
  company_id: number | null;
}

/** Compiled once per database (db/compiledOnce.ts): only the voter's id changes. */
const versionAndChoicesQuery = compiledOnce<Database, { voterId: number }, VersionAndChoicesRow>(
  ['voterId'],
  (db, { voterId }) =>
    sql<VersionAndChoicesRow>`SELECT ${sql.lit(CATALOGUE)} AS kind, version,
            CAST(NULL AS INTEGER) AS category_id, CAST(NULL AS INTEGER) AS company_id
       FROM catalog_version WHERE id = 1
     UNION ALL
     SELECT ${sql.lit(SESSION)}, token_version, NULL, NULL
       FROM voters WHERE id = ${voterId} AND invalidated_at IS NULL
     UNION ALL
     SELECT 2, NULL, category_id, company_id FROM votes WHERE voter_id = ${voterId}`.compile(db),
);

export async function versionAndChoices(
  db: Kysely<Database>,
  voterId: number,
): Promise<{ version: number; sessionVersion: number | null; choices: Map<number, number> }> {
  const { rows } = await versionAndChoicesQuery(db, { voterId });
  let version = 0;
  let sessionVersion: number | null = null;
  const choices = new Map<number, number>();
  for (const row of rows) {
    const kind = Number(row.kind);
    if (kind === CATALOGUE) version = Number(row.version);
    else if (kind === SESSION) sessionVersion = Number(row.version);
    else if (row.category_id !== null && row.company_id !== null) {
      choices.set(row.category_id, row.company_id);
    }
  }
  return { version, sessionVersion, choices };
}

type VoteValues = {
  voterId: number;
  tokenVersion: number;
  categoryId: number;
  companyId: number;
  createdAt: number;
  prefix: string | null;
};

/** Compiled once per database (db/compiledOnce.ts); each vote only fills in its values. */
const insertVoteQuery = compiledOnce<Database, VoteValues, unknown>(
  ['voterId', 'tokenVersion', 'categoryId', 'companyId', 'createdAt', 'prefix'],
  (db, vote) =>
    db
      .insertInto('votes')
      .columns(['voter_id', 'category_id', 'company_id', 'created_at', 'prefix'])
      .expression((eb) =>
        eb
          .selectFrom('companies')
          .select([
            // Typed: PostgreSQL would read untyped parameters in a SELECT list as text.
            sql<number>`CAST(${vote.voterId} AS INTEGER)`.as('voter_id'),
            'companies.category_id',
            'companies.id',
            sql<number>`CAST(${vote.createdAt} AS BIGINT)`.as('created_at'),
            sql<string | null>`CAST(${vote.prefix} AS VARCHAR(64))`.as('prefix'),
          ])
          .where('companies.id', '=', vote.companyId)
          .where('companies.category_id', '=', vote.categoryId)
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('voters')
                .select('voters.id')
                .where('voters.id', '=', vote.voterId)
                .where('voters.token_version', '=', vote.tokenVersion)
                .where('voters.invalidated_at', 'is', null),
            ),
          ),
      )
      .compile(),
);

/**
 * Inserts the vote only if the company belongs to the category and the voter's session is
 * current (the voter exists, is not invalidated and `tokenVersion` is theirs: decision 130), in
 * one statement. Returns false when nothing was inserted (a stale session, an unknown company or
 * category, or a company from another category); a second vote in the category rejects with the
 * unique violation, as with a plain INSERT.
 */
export interface NewVote {
  voterId: number;
  tokenVersion: number;
  categoryId: number;
  companyId: number;
  createdAt: number;
  prefix?: string | null;
}

export async function insertVoteIfCompanyInCategory(
  db: Kysely<Database>,
  vote: NewVote,
  via?: Transaction<Database>,
): Promise<boolean> {
  const result = await insertVoteQuery(db, { ...vote, prefix: vote.prefix ?? null }, via);
  return Number(result.numAffectedRows ?? 0) > 0;
}

type Outcome = { inserted: boolean } | { error: unknown };

interface Waiting {
  vote: NewVote;
  resolve: (inserted: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes new votes. On SQLite, the votes that arrive while the event loop is busy are committed
 * together, in one transaction per turn of the loop (group commit, decision 134): a commit
 * appends every page it changed to the write-ahead log, and a vote changes five (the table and
 * its four indexes), so committing one vote at a time spent half of a vote's time writing pages.
 * Each vote is still its own statement: a vote that breaks a rule (a second vote in the
 * category, a voter gone) fails alone, as it would outside the batch, and the others commit.
 * Every caller's promise settles only after the commit. PostgreSQL commits each vote itself.
 */
export function createVoteWriter(database: DatabaseHandle) {
  const { db } = database;
  const insert = (vote: NewVote) => insertVoteIfCompanyInCategory(db, vote);
  if (database.kind !== 'sqlite') return { insert };

  let waiting: Waiting[] = [];

  async function commitWaiting(): Promise<void> {
    const batch = waiting;
    waiting = [];
    if (batch.length === 1) {
      const [only] = batch as [Waiting];
      insert(only.vote).then(only.resolve, only.reject);
      return;
    }
    const outcomes: Outcome[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const { vote } of batch) {
          try {
            outcomes.push({ inserted: await insertVoteIfCompanyInCategory(db, vote, trx) });
          } catch (error) {
            // SQLite undoes just the failed statement; anything else undoes the whole batch.
            if (!isUniqueViolation(error) && !isForeignKeyViolation(error)) throw error;
            outcomes.push({ error });
          }
        }
      });
    } catch (error) {
      for (const { reject } of batch) reject(error);
      return;
    }
    batch.forEach(({ resolve, reject }, i) => {
      const outcome = outcomes[i];
      if (outcome && 'inserted' in outcome) resolve(outcome.inserted);
      else reject(outcome?.error);
    });
  }

  return {
    /** Same contract as insertVoteIfCompanyInCategory. */
    insert(vote: NewVote): Promise<boolean> {
      return new Promise((resolve, reject) => {
        waiting.push({ vote, resolve, reject });
        if (waiting.length === 1) setImmediate(() => void commitWaiting());
      });
    },
  };
}
