/* eslint-disable max-lines -- the reminder's one flow: recipients, throttle, send, progress and unsubscribe headers */
/**
 * Reminders (issue 26; issue 37, decision 260): an operator's reminder is a row in `reminders`
 * and one outbox row per recipient (mail/outbox.ts, kind 'reminder', `reminder_id`), all written
 * with the reminder's audit entry in one transaction. The recipients are computed once, by one
 * INSERT … SELECT: valid (not invalidated, not erased), subscribed voters who have not voted in
 * every category and whose address is not suppressed (a bounce within the day); an unsubscribe
 * holds for the edition it was made in (decision 312). There is no second
 * queue: the outbox sends the rows like any e-mail, at most REMINDERS_PER_MINUTE a minute for
 * the whole deployment (its throttle: one turn at a time, kept in the database).
 *
 * Each row's text is written when its turn comes (the outbox's renderer), for the voter as they
 * are then: {nome} and the categories still left; a voter who has voted in every category, has
 * unsubscribed or been invalidated since, or a reminder whose election is no longer open, is
 * skipped (the row says why), not sent. Rendering reads the voter by key and the voter's votes
 * through their index: never every voter or every vote. The progress (sent, waiting, skipped,
 * failed) is counted from the rows, so it survives a restart.
 */
import { sql, type Kysely } from 'kysely';

import { compareNames } from '../../../domain/collation';
import {
  REMINDER_MIN_INTERVAL_MS,
  reminderSubject,
  reminderText,
  type ReminderDraft,
  type ReminderPreview,
  type ReminderProgress,
} from '../../../domain/reminders';
import { trustMessages } from '../../../domain/trustMessages';
import { CURRENT_EDITION, PREVIOUS_EDITION_CLOSE } from '../../db/currentEdition';
import type { Database } from '../../db/schema';
import type { Outbox, OutboxRow, Rendering } from '../../mail/outbox';
import { recordAudit } from '../audit';

import { unsubscribeToken } from './unsubscribe';

/** Sends per minute: SMTP providers throttle bursts; 60 a minute is 3,600 voters an hour. */
export const REMINDERS_PER_MINUTE = 60;
/** The outbox's kind of a reminder's rows. */
export const REMINDER_KIND = 'reminder';

export interface Recipient {
  voterId: number;
  nome: string;
  email: string;
  categoriesLeft: string[];
}

export type SendRefusal = 'not-open' | 'too-soon' | 'no-recipients';

export interface RemindersOptions {
  db: Kysely<Database>;
  /** Woken once a reminder's rows are queued (sendThrough makes it send them). */
  outbox: Pick<Outbox, 'pump'>;
  secret: string;
  publicUrl: string | null;
  /** Where the API is mounted (API_PREFIX): the unsubscribe link points into it. @default '/api' */
  apiPrefix?: string;
  now: () => number;
  /** @default REMINDERS_PER_MINUTE */
  perMinute?: number;
  /** How long a row's retries may go on past its turn (MAIL_GIVE_UP_AFTER_HOURS). */
  giveUpAfterMs: number;
  /** Whether voting is open now: a reminder's row is skipped once it is not. */
  isOpen: () => Promise<boolean>;
}

/** Voters a reminder goes to, as of `at` (`voters` is the only table in the FROM). */
function recipientsOf(db: Kysely<Database>, at: number) {
  return (
    db
      .selectFrom('voters')
      .where('voters.invalidated_at', 'is', null)
      // An unsubscribe holds for the edition it was made in (decision 312).
      .where((eb) =>
        eb.or([
          eb('voters.reminders_unsubscribed_at', 'is', null),
          eb('voters.reminders_unsubscribed_at', '<=', PREVIOUS_EDITION_CLOSE),
        ]),
      )
      // An erased voter's address is a placeholder (LGPD): never written to.
      .where('voters.erased_at', 'is', null)
      .where(
        // The current edition's categories and the voter's votes in them (migration 020).
        sql<boolean>`(SELECT count(*) FROM votes WHERE votes.voter_id = voters.id
                        AND votes.category_id IN (SELECT id FROM categories
                                                   WHERE edition_id = ${CURRENT_EDITION}))
                   < (SELECT count(*) FROM categories WHERE edition_id = ${CURRENT_EDITION})`,
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('mail_suppressions')
              .select('mail_suppressions.address')
              .whereRef('mail_suppressions.address', '=', 'voters.email')
              .where('mail_suppressions.until', '>', at),
          ),
        ),
      )
  );
}

/** The names of the categories this voter has not voted in, as a voter reads them (sorted). */
async function categoriesLeft(db: Kysely<Database>, voterId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('categories')
    .select('categories.name')
    .where('categories.edition_id', '=', CURRENT_EDITION)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('votes')
            .select('votes.category_id')
            .where('votes.voter_id', '=', voterId)
            .whereRef('votes.category_id', '=', 'categories.id'),
        ),
      ),
    )
    .execute();
  return rows.map((r) => r.name).sort(compareNames);
}

export function createReminders(options: RemindersOptions) {
  const { db, outbox, secret, publicUrl, now } = options;
  const perMinute = options.perMinute ?? REMINDERS_PER_MINUTE;
  const apiPrefix = options.apiPrefix ?? '/api';
  const m = trustMessages.reminders;
  /** A reminder's subject and text never change once sent: read once per process. */
  const templates = new Map<number, Promise<{ subject: string; body: string } | undefined>>();

  const unsubscribeUrl = (voterId: number) =>
    `${publicUrl ?? ''}${apiPrefix}/reminders/unsubscribe?token=${unsubscribeToken(secret, voterId)}`;

  /** RFC 8058's headers for a reminder to this voter (the outbox adds them when it sends). */
  function unsubscribeHeaders(voterId: number): Record<string, string> {
    return {
      'List-Unsubscribe': `<${unsubscribeUrl(voterId)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }

  /** The e-mail to one voter: the text for them, and the unsubscribe link at its foot. */
  function compose(reminder: { subject: string; body: string }, recipient: Recipient) {
    return {
      subject: reminderSubject(reminder.subject, recipient.nome, recipient.categoriesLeft),
      text: `${reminderText(reminder.body, recipient.nome, recipient.categoriesLeft)}\n\n—\n${trustMessages.unsubscribe.footer(unsubscribeUrl(recipient.voterId))}`,
    };
  }

  function templateOf(id: number) {
    let found = templates.get(id);
    if (!found) {
      found = db
        .selectFrom('reminders')
        .select(['subject', 'body'])
        .where('id', '=', id)
        .executeTakeFirst();
      // Not kept when missing or failed: the next turn reads again.
      const forget = () => templates.delete(id);
      found.then((row) => row ?? forget(), forget);
      templates.set(id, found);
    }
    return found;
  }

  /**
   * A reminder's row when its turn comes: the text for the voter as they are now, or why it is
   * not sent (decision 260). A row handed over before migration 019 holds its text: sent so.
   */
  async function render(row: OutboxRow): Promise<Rendering> {
    if (row.body || row.reminder_id === null || row.voter_id === null) {
      return { subject: row.subject, text: row.body ?? '' };
    }
    if (!(await options.isOpen())) return { skip: m.skippedClosed };
    const voter = await db
      .selectFrom('voters')
      .select(['nome', 'invalidated_at', 'reminders_unsubscribed_at', 'erased_at'])
      .select(PREVIOUS_EDITION_CLOSE.as('previous_close'))
      .where('id', '=', row.voter_id)
      .executeTakeFirst();
    if (!voter || voter.invalidated_at !== null || voter.erased_at !== null) {
      return { skip: m.skippedInvalidated };
    }
    if (
      voter.reminders_unsubscribed_at !== null &&
      Number(voter.reminders_unsubscribed_at) > Number(voter.previous_close)
    ) {
      return { skip: m.skippedUnsubscribed };
    }
    const left = await categoriesLeft(db, row.voter_id);
    if (left.length === 0) return { skip: m.skippedVoted };
    const template = await templateOf(row.reminder_id);
    if (!template) return { skip: m.skippedVoted };
    return compose(template, {
      voterId: row.voter_id,
      nome: voter.nome,
      email: row.recipient,
      categoriesLeft: left,
    });
  }

  async function progress(id: number): Promise<ReminderProgress | null> {
    const reminder = await db
      .selectFrom('reminders')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!reminder) return null;
    // Counted from its rows (mail_outbox_reminder_idx), whatever process sends them.
    const rows = await db
      .selectFrom('mail_outbox')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
      .where('reminder_id', '=', id)
      .groupBy('status')
      .execute();
    const count = (...statuses: string[]) =>
      rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + Number(r.n), 0);
    const nextAt = Number(reminder.created_at) + REMINDER_MIN_INTERVAL_MS;
    return {
      id: reminder.id,
      subject: reminder.subject,
      createdAt: new Date(Number(reminder.created_at)).toISOString(),
      createdBy: reminder.created_by,
      total: count('queued', 'retrying', 'sending', 'sent', 'failed', 'skipped'),
      queued: count('queued', 'retrying', 'sending'),
      sent: count('sent'),
      skipped: count('skipped'),
      failed: count('failed'),
      nextAllowedAt: nextAt > now() ? new Date(nextAt).toISOString() : null,
    };
  }

  async function latest(): Promise<ReminderProgress | null> {
    const row = await db
      .selectFrom('reminders')
      .select('id')
      .where('edition_id', '=', CURRENT_EDITION)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? progress(row.id) : null;
  }

  /** Thrown inside send's transaction when nobody is to be reminded: nothing is written. */
  class NobodyToRemind extends Error {}

  return {
    unsubscribeHeaders,
    latest,
    progress,

    /**
     * Makes `outbox` send reminders: their text written when their turn comes, their RFC 8058
     * headers, and at most `perMinute` a minute for the deployment (context.ts calls it once).
     */
    sendThrough(target: Pick<Outbox, 'renderWith' | 'headersFor' | 'throttle'>): void {
      target.renderWith(REMINDER_KIND, render);
      target.headersFor(REMINDER_KIND, (row) =>
        row.voter_id === null ? undefined : unsubscribeHeaders(row.voter_id),
      );
      target.throttle(REMINDER_KIND, perMinute);
    },

    /** How many would get the draft now, and the first one's e-mail (lowest id). */
    async preview(draft: ReminderDraft): Promise<ReminderPreview> {
      const at = now();
      const [count, first] = await Promise.all([
        recipientsOf(db, at)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        recipientsOf(db, at)
          .select(['voters.id', 'voters.nome'])
          .orderBy('voters.id')
          .limit(1)
          .executeTakeFirst(),
      ]);
      const sample = first
        ? { nome: first.nome, categoriesLeft: await categoriesLeft(db, first.id) }
        : { nome: 'Maria', categoriesLeft: ['Padaria'] };
      return {
        recipients: Number(count.n),
        subject: reminderSubject(draft.subject, sample.nome, sample.categoriesLeft),
        text: reminderText(draft.body, sample.nome, sample.categoriesLeft),
      };
    },

    /** Queues the reminder for every recipient and audits it, or says why not. */
    async send(
      draft: ReminderDraft,
      actor: string,
      electionOpen: boolean,
    ): Promise<{ ok: true; progress: ReminderProgress } | { ok: false; refusal: SendRefusal }> {
      if (!electionOpen) return { ok: false, refusal: 'not-open' };
      const at = now();
      const recent = await db
        .selectFrom('reminders')
        .select('id')
        .where('edition_id', '=', CURRENT_EDITION)
        .where('created_at', '>', at - REMINDER_MIN_INTERVAL_MS)
        .executeTakeFirst();
      if (recent) return { ok: false, refusal: 'too-soon' };
      const interval = Math.ceil(60_000 / perMinute);
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          const reminder = await trx
            .insertInto('reminders')
            .values({
              subject: draft.subject,
              body: draft.body,
              created_by: actor,
              created_at: at,
              edition_id: CURRENT_EDITION,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          // The recipients, computed once: one row each, due now; the throttle sets the pace.
          // A row may retry until its expected turn plus MAIL_GIVE_UP_AFTER_HOURS.
          const inserted = await trx
            .insertInto('mail_outbox')
            .columns([
              'kind',
              'recipient',
              'subject',
              'body',
              'voter_id',
              'status',
              'attempts',
              'next_attempt_at',
              'give_up_at',
              'created_at',
              'reminder_id',
            ])
            .expression(
              recipientsOf(trx, at).select([
                sql<string>`CAST(${REMINDER_KIND} AS VARCHAR(40))`.as('kind'),
                'voters.email',
                sql<string>`CAST(${draft.subject} AS VARCHAR(300))`.as('subject'),
                sql<string>`CAST('' AS TEXT)`.as('body'),
                'voters.id',
                sql<string>`CAST('queued' AS VARCHAR(16))`.as('status'),
                sql<number>`0`.as('attempts'),
                sql<number>`CAST(${at} AS BIGINT)`.as('next_attempt_at'),
                sql<number>`CAST(${at + options.giveUpAfterMs} AS BIGINT) + ${sql.lit(interval)} * row_number() OVER (ORDER BY voters.id)`.as(
                  'give_up_at',
                ),
                sql<number>`CAST(${at} AS BIGINT)`.as('created_at'),
                sql<number>`CAST(${reminder.id} AS INTEGER)`.as('reminder_id'),
              ]),
            )
            .executeTakeFirst();
          const recipients = Number(inserted.numInsertedOrUpdatedRows ?? 0);
          if (recipients === 0) throw new NobodyToRemind();
          await recordAudit(trx, {
            actor,
            action: 'reminder.send',
            target: `reminder:${reminder.id}`,
            after: { subject: draft.subject, recipients },
            at,
          });
          return reminder.id;
        });
      } catch (error) {
        if (error instanceof NobodyToRemind) return { ok: false, refusal: 'no-recipients' };
        throw error;
      }
      void outbox.pump();
      return { ok: true, progress: (await progress(id))! };
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;
