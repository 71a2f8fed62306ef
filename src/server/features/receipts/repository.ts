/**
 * Receipts after publication (issue 26): the counted votes' receipts per category (codes only,
 * never the company), and one receipt's fate: counted, or stored but not counted (its voter was
 * invalidated). And the votes' receipt e-mail (issue 37, decision 261): one waiting outbox row
 * per voter, whose text is read from `votes` when it is sent.
 */
import { sql, type Kysely, type Transaction } from 'kysely';

import { compareNames } from '../../../domain/collation';
import { compiledOnce } from '../../db/compiledOnce';
import { CURRENT_EDITION, CURRENT_CATEGORY_IDS, listCategories } from '../../db/currentEdition';
import type { DatabaseKind } from '../../db/database';
import type { Database } from '../../db/schema';

export interface CategoryReceipts {
  category: string;
  receipts: string[];
}

/**
 * Every category (by name) of the current edition with its counted votes' receipts (sorted, so
 * order tells nothing).
 */
export const countedReceipts = (db: Kysely<Database>) => receiptsByCategory(db, true);

/**
 * Every category (by name) with its not-counted votes' receipts (their voters invalidated):
 * stored at publication so the receipt check answers from what was published (issue 36).
 */
export async function notCountedReceipts(db: Kysely<Database>): Promise<CategoryReceipts[]> {
  return (await receiptsByCategory(db, false)).filter((c) => c.receipts.length > 0);
}

async function receiptsByCategory(
  db: Kysely<Database>,
  counted: boolean,
): Promise<CategoryReceipts[]> {
  const [categories, rows] = await Promise.all([
    listCategories(db),
    db
      .selectFrom('votes')
      .innerJoin('voters', 'voters.id', 'votes.voter_id')
      .where('voters.invalidated_at', counted ? 'is' : 'is not', null)
      .where('votes.category_id', 'in', CURRENT_CATEGORY_IDS)
      .where('votes.receipt', 'is not', null)
      .select(['votes.category_id', 'votes.receipt'])
      .execute(),
  ]);
  const byCategory = new Map<number, string[]>(categories.map((c) => [c.id, []]));
  for (const row of rows) byCategory.get(row.category_id)?.push(row.receipt as string);
  return [...categories]
    .sort((a, b) => compareNames(a.name, b.name))
    .map((c) => ({ category: c.name, receipts: (byCategory.get(c.id) ?? []).sort() }));
}

export type ReceiptFate =
  | { status: 'counted'; category: string }
  | { status: 'not-counted'; category: string }
  | { status: 'unknown' };

export async function receiptFate(db: Kysely<Database>, receipt: string): Promise<ReceiptFate> {
  const row = await db
    .selectFrom('votes')
    .innerJoin('voters', 'voters.id', 'votes.voter_id')
    .innerJoin('categories', 'categories.id', 'votes.category_id')
    .where('votes.receipt', '=', receipt)
    .where('categories.edition_id', '=', CURRENT_EDITION)
    .select(['categories.name as category', 'voters.invalidated_at'])
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  return {
    status: row.invalidated_at === null ? 'counted' : 'not-counted',
    category: row.category,
  };
}

/** The outbox's kind of a vote's receipt e-mail. */
export const RECEIPT_KIND = 'vote-receipt';

/** What a receipt e-mail is queued with (receipts/confirmation.ts). */
export interface ReceiptMailOptions {
  subject: string;
  /** How long it waits for the voter's next votes before it is due (ms). */
  holdMs: number;
  /** How long its retries may go on once due (ms). */
  giveUpAfterMs: number;
}

type ReceiptRowValues = {
  voterId: number;
  at: number;
  dueAt: number;
  giveUpAt: number;
  subject: string;
};

/**
 * A receipt e-mail for the voter unless the one that covers `at` is still waiting: the voter's
 * latest receipt e-mail begun at or before `at` (by created_at, then id), if it is queued,
 * carries this vote when it is sent (receiptMailOf); otherwise (none, or claimed already) a new
 * one begins at `at`. One statement, compiled once (it runs in every vote's transaction).
 */
const queueReceiptRow = compiledOnce<Database, ReceiptRowValues, unknown>(
  ['voterId', 'at', 'dueAt', 'giveUpAt', 'subject'],
  (db, v) =>
    db
      .insertInto('mail_outbox')
      .columns([
        'kind',
        'recipient',
        'subject',
        'body',
        'voter_id',
        'status',
        'next_attempt_at',
        'give_up_at',
        'created_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('voters')
          .select([
            sql<string>`CAST(${RECEIPT_KIND} AS VARCHAR(40))`.as('kind'),
            'voters.email',
            sql<string>`CAST(${v.subject} AS VARCHAR(300))`.as('subject'),
            sql<string>`CAST('' AS TEXT)`.as('body'),
            'voters.id',
            sql<string>`CAST('queued' AS VARCHAR(16))`.as('status'),
            sql<number>`CAST(${v.dueAt} AS BIGINT)`.as('next_attempt_at'),
            sql<number>`CAST(${v.giveUpAt} AS BIGINT)`.as('give_up_at'),
            sql<number>`CAST(${v.at} AS BIGINT)`.as('created_at'),
          ])
          .where('voters.id', '=', v.voterId)
          .where((eb) =>
            eb(
              eb.fn.coalesce(
                eb
                  .selectFrom('mail_outbox')
                  .select('mail_outbox.status')
                  .where('mail_outbox.voter_id', '=', v.voterId)
                  .where('mail_outbox.kind', '=', RECEIPT_KIND)
                  .where('mail_outbox.created_at', '<=', v.at)
                  .orderBy('mail_outbox.created_at', 'desc')
                  .orderBy('mail_outbox.id', 'desc')
                  .limit(1),
                sql<string>`''`,
              ),
              '<>',
              'queued',
            ),
          ),
      )
      .compile(),
);

type ReceiptRowsValues = {
  voterIds: number[];
  ats: number[];
  holdMs: number;
  giveUpAfterMs: number;
  subject: string;
};

/** PostgreSQL: the same for a vote batch's voters in one statement (a round trip each counts). */
const queueReceiptRows = compiledOnce<Database, ReceiptRowsValues, unknown>(
  ['voterIds', 'ats', 'holdMs', 'giveUpAfterMs', 'subject'],
  (db, v) =>
    sql`INSERT INTO mail_outbox (kind, recipient, subject, body, voter_id, status,
                                 next_attempt_at, give_up_at, created_at)
        SELECT ${RECEIPT_KIND}, voters.email, CAST(${v.subject} AS VARCHAR(300)), '', voters.id,
               'queued', b.at + CAST(${v.holdMs} AS BIGINT),
               b.at + CAST(${v.holdMs} AS BIGINT) + CAST(${v.giveUpAfterMs} AS BIGINT), b.at
          FROM (SELECT voter_id, min(at) AS at
                  FROM unnest(CAST(${v.voterIds} AS INTEGER[]), CAST(${v.ats} AS BIGINT[]))
                       AS batch(voter_id, at)
                 GROUP BY voter_id) b
          JOIN voters ON voters.id = b.voter_id
          -- The e-mail that covers b.at, voter by voter (LIMIT keeps the lookup inside the loop,
          -- an index probe of mail_outbox_waiting_idx; as a join over the batch, the planner
          -- read every queued row of a table it had no statistics of yet).
          LEFT JOIN LATERAL (SELECT o.status FROM mail_outbox o
                              WHERE o.voter_id = b.voter_id AND o.kind = ${RECEIPT_KIND}
                                AND o.created_at <= b.at
                              ORDER BY o.created_at DESC, o.id DESC
                              LIMIT 1) covering ON true
         WHERE covering.status IS DISTINCT FROM 'queued'`.compile(db),
);

/**
 * In the votes' own transaction (the transactional outbox: the e-mail is queued if and only if
 * the votes are stored): for each voter, a receipt e-mail unless one is waiting already that
 * will carry these votes. Nothing about the votes is written into it: its text is read from
 * `votes` when it is sent (receiptMailOf), so a voter's votes of a few minutes share one e-mail.
 */
export async function queueReceiptMail(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  votes: readonly { voterId: number; createdAt: number }[],
  options: ReceiptMailOptions,
): Promise<void> {
  // A voter's earliest vote of the batch: the e-mail covers its votes from then on.
  const earliest = new Map<number, number>();
  for (const { voterId, createdAt } of votes) {
    const known = earliest.get(voterId);
    if (known === undefined || createdAt < known) earliest.set(voterId, createdAt);
  }
  const { subject, holdMs, giveUpAfterMs } = options;
  if (kind === 'postgres') {
    await queueReceiptRows(
      trx,
      {
        voterIds: [...earliest.keys()],
        ats: [...earliest.values()],
        holdMs,
        giveUpAfterMs,
        subject,
      },
      trx,
    );
    return;
  }
  for (const [voterId, at] of earliest) {
    const dueAt = at + holdMs;
    await queueReceiptRow(
      trx,
      { voterId, at, dueAt, giveUpAt: dueAt + giveUpAfterMs, subject },
      trx,
    );
  }
}

/** What a receipt e-mail says, read when it is sent. */
export interface ReceiptMail {
  nome: string;
  votes: { category: string; receipt: string }[];
}

/**
 * The votes a receipt e-mail carries: its voter's votes from the row's `created_at` until the
 * next receipt e-mail of that voter begins (rows ordered by created_at, then id), so each vote
 * is in exactly one e-mail, whichever is sent first. Read through the voter's index.
 */
export async function receiptMailOf(
  db: Kysely<Database>,
  row: { id: number; voter_id: number; created_at: number },
): Promise<ReceiptMail | null> {
  const from = Number(row.created_at);
  const [voter, votes] = await Promise.all([
    db.selectFrom('voters').select('nome').where('id', '=', row.voter_id).executeTakeFirst(),
    db
      .selectFrom('votes')
      .innerJoin('categories', 'categories.id', 'votes.category_id')
      .select(['categories.name as category', 'votes.receipt'])
      .where('votes.voter_id', '=', row.voter_id)
      .where('votes.created_at', '>=', from)
      .where(({ eb, not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('mail_outbox')
              .select('mail_outbox.id')
              .where('mail_outbox.voter_id', '=', row.voter_id)
              .where('mail_outbox.kind', '=', RECEIPT_KIND)
              .where((w) =>
                w.or([
                  w('mail_outbox.created_at', '>', from),
                  w.and([w('mail_outbox.created_at', '=', from), w('mail_outbox.id', '>', row.id)]),
                ]),
              )
              .where((w) => w('mail_outbox.created_at', '<=', eb.ref('votes.created_at'))),
          ),
        ),
      )
      .orderBy('votes.created_at')
      .orderBy('votes.id')
      .execute(),
  ]);
  if (!voter) return null;
  return {
    nome: voter.nome,
    votes: votes.flatMap((v) =>
      v.receipt === null ? [] : [{ category: v.category, receipt: v.receipt }],
    ),
  };
}
