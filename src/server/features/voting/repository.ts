/* eslint-disable max-lines -- the voter's hot path in one module: the ballot read, the vote statement and the SQLite group commit (decisions 122, 130, 134) */
/**
 * The voting hot path's SQL: one query per category list (the catalogue's version, the voter's
 * session state and own votes), one statement per vote (checks the voter's session and the
 * company's category, and inserts).
 */
import { sql, type Kysely, type Transaction } from 'kysely';

import { compiledOnce } from '../../db/compiledOnce';
import { CURRENT_EDITION, CURRENT_CATEGORY_IDS } from '../../db/currentEdition';
import { isForeignKeyViolation, isUniqueViolation, type DatabaseHandle } from '../../db/database';
import { perTurn, type Pending } from '../../db/perTurn';
import type { Database } from '../../db/schema';

/** A row of versionAndChoices: 0 the catalogue's version, 1 the voter's session, 2 the votes. */
const CATALOGUE = 0;
const SESSION = 1;
const CHOICES = 2;

/**
 * The voter's votes as one text, `category:company` pairs joined by commas (`string_agg`, which
 * SQLite since 3.44 and PostgreSQL both have): one row to read instead of one per vote, which
 * halved the query's cost for a voter with 20 votes (decision 141). NULL when there are none.
 */
const CHOICES_TEXT = sql`string_agg(CAST(category_id AS TEXT) || ':' || CAST(company_id AS TEXT) || ':' || COALESCE(receipt, ''), ',')`;

/** A voter's vote in a category: the company and the receipt (009; '' for older votes). */
export interface Choice {
  companyId: number;
  receipt: string | null;
}

/** Reads CHOICES_TEXT (`category:company:receipt`) back into category id → choice. */
function readChoices(text: string | null, into: Map<number, Choice>): void {
  if (!text) return;
  for (const triple of text.split(',')) {
    const [category, company, receipt] = triple.split(':');
    into.set(Number(category), { companyId: Number(company), receipt: receipt || null });
  }
}

/**
 * The catalogue's version, the voter's session state and the voter's choices in one round trip
 * (decision 130): a row with the catalogue's version, a row with the voter's token version when
 * the voter exists and is not invalidated, and a row with the voter's choices (CHOICES_TEXT).
 * `sessionVersion` is null when the voter is gone or invalidated.
 */
interface VersionAndChoicesRow {
  kind: number | string;
  version: number | string | null;
  choices: string | null;
}

/** Compiled once per database (db/compiledOnce.ts): only the voter's id changes. */
const versionAndChoicesQuery = compiledOnce<Database, { voterId: number }, VersionAndChoicesRow>(
  ['voterId'],
  (db, { voterId }) =>
    sql<VersionAndChoicesRow>`SELECT ${sql.lit(CATALOGUE)} AS kind, version,
            CAST(NULL AS TEXT) AS choices
       FROM catalog_version WHERE id = 1
     UNION ALL
     SELECT ${sql.lit(SESSION)}, token_version, NULL
       FROM voters WHERE id = ${voterId} AND invalidated_at IS NULL
     UNION ALL
     SELECT ${sql.lit(CHOICES)}, NULL, ${CHOICES_TEXT}
       FROM votes WHERE voter_id = ${voterId}`.compile(db),
);

export interface VersionAndChoices {
  version: number;
  sessionVersion: number | null;
  choices: Map<number, Choice>;
}

export async function versionAndChoices(
  db: Kysely<Database>,
  voterId: number,
): Promise<VersionAndChoices> {
  const { rows } = await versionAndChoicesQuery(db, { voterId });
  let version = 0;
  let sessionVersion: number | null = null;
  const choices = new Map<number, Choice>();
  for (const row of rows) {
    const kind = Number(row.kind);
    if (kind === CATALOGUE) version = Number(row.version);
    else if (kind === SESSION) sessionVersion = Number(row.version);
    else readChoices(row.choices, choices);
  }
  return { version, sessionVersion, choices };
}

/** A row of manyVersionsAndChoicesQuery: versionAndChoices' rows, each with its voter. */
interface ManyVersionsAndChoicesRow extends VersionAndChoicesRow {
  voter_id: number | null;
}

/**
 * PostgreSQL: versionAndChoices for several voters in one round trip (decision 140). Named and
 * prepared like every compiled-once query: the array is one parameter whatever its length.
 */
const manyVersionsAndChoicesQuery = compiledOnce<
  Database,
  { voterIds: number[] },
  ManyVersionsAndChoicesRow
>(['voterIds'], (db, { voterIds }) =>
  sql<ManyVersionsAndChoicesRow>`SELECT ${sql.lit(CATALOGUE)} AS kind, CAST(NULL AS INTEGER) AS voter_id,
          version, CAST(NULL AS TEXT) AS choices
     FROM catalog_version WHERE id = 1
   UNION ALL
   SELECT ${sql.lit(SESSION)}, id, token_version, NULL
     FROM voters WHERE id = ANY(CAST(${voterIds} AS INTEGER[])) AND invalidated_at IS NULL
   UNION ALL
   SELECT ${sql.lit(CHOICES)}, voter_id, NULL, ${CHOICES_TEXT}
     FROM votes WHERE voter_id = ANY(CAST(${voterIds} AS INTEGER[])) GROUP BY voter_id`.compile(db),
);

async function manyVersionsAndChoices(
  db: Kysely<Database>,
  voterIds: number[],
): Promise<Map<number, VersionAndChoices>> {
  const { rows } = await manyVersionsAndChoicesQuery(db, { voterIds });
  let version = 0;
  const byVoter = new Map<number, VersionAndChoices>();
  for (const voterId of voterIds) {
    byVoter.set(voterId, { version: 0, sessionVersion: null, choices: new Map() });
  }
  for (const row of rows) {
    const kind = Number(row.kind);
    if (kind === CATALOGUE) {
      version = Number(row.version);
      continue;
    }
    const found = row.voter_id === null ? undefined : byVoter.get(Number(row.voter_id));
    if (!found) continue;
    if (kind === SESSION) found.sessionVersion = Number(row.version);
    else readChoices(row.choices, found.choices);
  }
  for (const found of byVoter.values()) found.version = version;
  return byVoter;
}

/**
 * Reads what the category list needs (versionAndChoices). On PostgreSQL the lists asked for
 * while the event loop is busy are read together at its next turn, in one query (decision 140):
 * each query is a round trip to another process that parses, plans and answers it, and on a
 * voting day many voters open the list at once. Each caller gets only its own voter's rows, read
 * after it asked, so a vote answered before the list was asked for is in it. SQLite answers in
 * process, so there each read is its own query.
 */
export function createChoicesReader(database: DatabaseHandle): {
  read(voterId: number): Promise<VersionAndChoices>;
} {
  const { db } = database;
  const readOne = (voterId: number) => versionAndChoices(db, voterId);
  if (database.kind === 'sqlite') return { read: readOne };

  const read = perTurn<number, VersionAndChoices>(readOne, async (batch) => {
    try {
      const byVoter = await manyVersionsAndChoices(db, [...new Set(batch.map((w) => w.input))]);
      for (const { input, resolve } of batch) {
        const found = byVoter.get(input) as VersionAndChoices;
        // Two lists of the same voter in one batch each get their own copy of the choices.
        resolve({ ...found, choices: new Map(found.choices) });
      }
    } catch (error) {
      for (const { reject } of batch) reject(error);
    }
  });
  /** Same answer as versionAndChoices. */
  return { read };
}

type VoteValues = Omit<NewVote, 'prefix'> & { prefix: string | null };

/** Compiled once per database (db/compiledOnce.ts); each vote only fills in its values. */
const insertVoteQuery = compiledOnce<Database, VoteValues, unknown>(
  ['voterId', 'tokenVersion', 'categoryId', 'companyId', 'createdAt', 'prefix', 'receipt'],
  (db, vote) =>
    db
      .insertInto('votes')
      .columns(['voter_id', 'category_id', 'company_id', 'created_at', 'prefix', 'receipt'])
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
            sql<string>`CAST(${vote.receipt} AS VARCHAR(16))`.as('receipt'),
          ])
          .where('companies.id', '=', vote.companyId)
          .where('companies.category_id', '=', vote.categoryId)
          // Only the current edition's categories take votes (migration 020).
          .where('companies.category_id', 'in', CURRENT_CATEGORY_IDS)
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
  /** The receipt code (domain/receipt.ts) the vote is stored with. */
  receipt: string;
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

/**
 * Runs in the transaction that stored `votes`, after them: what must be written if and only if
 * the votes are (their receipt e-mail's lines, receipts/confirmation.ts). If it fails, the votes
 * are not stored either and their callers get its error.
 */
export type OnVotesStored = (
  trx: Transaction<Database>,
  votes: readonly NewVote[],
) => Promise<void>;

type WaitingVote = Pending<NewVote, boolean>;

/**
 * Writes new votes. On SQLite, the votes that arrive while the event loop is busy are committed
 * together, in one transaction per turn of the loop (group commit, decision 134): a commit
 * appends every page it changed to the write-ahead log, and a vote changes five (the table and
 * its four indexes), so committing one vote at a time spent half of a vote's time writing pages.
 * Each vote is still its own statement: a vote that breaks a rule (a second vote in the
 * category, a voter gone) fails alone, as it would outside the batch, and the others commit.
 * Every caller's promise settles only after the commit. PostgreSQL: postgresVoteWriter.
 */
export function createVoteWriter(
  database: DatabaseHandle,
  options: { onStored?: OnVotesStored } = {},
): {
  insert(vote: NewVote): Promise<boolean>;
} {
  const { db } = database;
  const { onStored } = options;
  /** One vote alone, in a transaction with what `onStored` writes for it. */
  const insert = (vote: NewVote) =>
    onStored
      ? db.transaction().execute(async (trx) => {
          const inserted = await insertVoteIfCompanyInCategory(db, vote, trx);
          if (inserted) await onStored(trx, [vote]);
          return inserted;
        })
      : insertVoteIfCompanyInCategory(db, vote);
  if (database.kind !== 'sqlite') return { insert: postgresVoteWriter(db, insert, onStored) };

  async function commitTogether(batch: WaitingVote[]): Promise<void> {
    const outcomes: Outcome[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        const stored: NewVote[] = [];
        for (const { input } of batch) {
          try {
            const inserted = await insertVoteIfCompanyInCategory(db, input, trx);
            outcomes.push({ inserted });
            if (inserted) stored.push(input);
          } catch (error) {
            // SQLite undoes just the failed statement; anything else undoes the whole batch.
            if (!isUniqueViolation(error) && !isForeignKeyViolation(error)) throw error;
            outcomes.push({ error });
          }
        }
        if (onStored && stored.length > 0) await onStored(trx, stored);
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

  /** Same contract as insertVoteIfCompanyInCategory. */
  return { insert: perTurn(insert, commitTogether) };
}

interface InsertedVoteRow {
  voter_id: number;
  category_id: number;
  company_id: number;
  receipt: string;
}

type VoteColumns = {
  receipts: string[];
  voterIds: number[];
  tokenVersions: number[];
  categoryIds: number[];
  companyIds: number[];
  createdAts: number[];
  prefixes: (string | null)[];
};

/**
 * PostgreSQL: many votes in one statement, each under the single vote's conditions (the company
 * in the category, the voter's session current). A vote whose (voter, category) already has one,
 * stored before or earlier in the same batch, is skipped rather than failing the statement
 * (`ON CONFLICT DO NOTHING`). Rows go in (voter, category) order, so two batches that share
 * keys take their locks in the same order and cannot deadlock on them.
 */
const insertManyVotesQuery = compiledOnce<Database, VoteColumns, InsertedVoteRow>(
  ['voterIds', 'tokenVersions', 'categoryIds', 'companyIds', 'createdAts', 'prefixes', 'receipts'],
  (db, v) =>
    sql<InsertedVoteRow>`INSERT INTO votes (voter_id, category_id, company_id, created_at, prefix, receipt)
     SELECT vote.voter_id, companies.category_id, companies.id, vote.created_at, vote.prefix,
            vote.receipt
       FROM unnest(CAST(${v.voterIds} AS INTEGER[]), CAST(${v.tokenVersions} AS INTEGER[]),
                   CAST(${v.categoryIds} AS INTEGER[]), CAST(${v.companyIds} AS INTEGER[]),
                   CAST(${v.createdAts} AS BIGINT[]), CAST(${v.prefixes} AS VARCHAR(64)[]),
                   CAST(${v.receipts} AS VARCHAR(16)[]))
            AS vote(voter_id, token_version, category_id, company_id, created_at, prefix, receipt)
       JOIN companies ON companies.id = vote.company_id
                     AND companies.category_id = vote.category_id
      WHERE companies.category_id IN (SELECT id FROM categories WHERE edition_id = ${CURRENT_EDITION})
        AND EXISTS (SELECT 1 FROM voters
                     WHERE voters.id = vote.voter_id
                       AND voters.token_version = vote.token_version
                       AND voters.invalidated_at IS NULL)
      ORDER BY vote.voter_id, vote.category_id
     ON CONFLICT DO NOTHING
     RETURNING voter_id, category_id, company_id, receipt`.compile(db),
);

const voteKey = (voterId: number, categoryId: number, companyId: number) =>
  `${voterId}:${categoryId}:${companyId}`;

/**
 * PostgreSQL's vote writer (decision 140): the votes that arrive while the event loop is busy go
 * in one statement at its next turn, committed once; each is a round trip and a commit saved. A
 * vote the statement did not store (a second vote in the category, a stale session, a company
 * from another category) is then tried alone with the single-vote statement, which gives the
 * exact answer: the unique violation, or "nothing inserted" for the rare path to explain. When the
 * statement fails as a whole (nothing of it stored), every vote is tried alone the same way.
 */
function postgresVoteWriter(
  db: Kysely<Database>,
  insert: (vote: NewVote) => Promise<boolean>,
  onStored: OnVotesStored | undefined,
): (vote: NewVote) => Promise<boolean> {
  return perTurn(insert, async (batch) => {
    const stored = new Set<string>();
    try {
      const votes = batch.map((p) => p.input);
      const columns: VoteColumns = {
        voterIds: votes.map((v) => v.voterId),
        tokenVersions: votes.map((v) => v.tokenVersion),
        categoryIds: votes.map((v) => v.categoryId),
        companyIds: votes.map((v) => v.companyId),
        createdAts: votes.map((v) => v.createdAt),
        prefixes: votes.map((v) => v.prefix ?? null),
        receipts: votes.map((v) => v.receipt),
      };
      await db.transaction().execute(async (trx) => {
        const { rows } = await insertManyVotesQuery(db, columns, trx);
        const receipts = new Set(rows.map((row) => row.receipt));
        for (const row of rows) {
          stored.add(
            voteKey(Number(row.voter_id), Number(row.category_id), Number(row.company_id)),
          );
        }
        if (onStored && stored.size > 0) {
          await onStored(
            trx,
            // By receipt: a vote sent twice in one batch is stored once, with one receipt.
            votes.filter((v) => receipts.has(v.receipt)),
          );
        }
      });
    } catch {
      // Nothing of a failed transaction is stored: each vote is tried alone below.
      stored.clear();
    }
    for (const { input: vote, resolve, reject } of batch) {
      const key = voteKey(vote.voterId, vote.categoryId, vote.companyId);
      // A (voter, category) is stored at most once, so one waiting vote takes each stored row.
      if (stored.delete(key)) resolve(true);
      else insert(vote).then(resolve, reject);
    }
  });
}
