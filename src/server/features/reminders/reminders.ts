/* eslint-disable max-lines -- the reminder's one flow: recipients, throttle, send, progress and unsubscribe headers */
/**
 * Reminders (issue 26, decision 184): an operator's reminder becomes one job per recipient in
 * `reminder_jobs` (written with the reminder and its audit entry in one transaction). A worker
 * in the serving process hands the jobs to the durable mail outbox (mail/outbox.ts, kind
 * 'reminder') at a steady rate (the throttle), noting each message's id; the outbox sends and
 * retries them. The counts (queued, sent, failed) are read from these rows and the outbox's, so
 * they survive a restart; a job claimed by a process that died goes back after STALE_MS.
 */
import type { Kysely } from 'kysely';

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
import type { Database } from '../../db/schema';
import type { Outbox } from '../../mail/outbox';
import { recordAudit } from '../audit';

import { unsubscribeToken } from './unsubscribe';

/** Sends per minute: SMTP providers throttle bursts; 60 a minute is 3,600 voters an hour. */
export const REMINDERS_PER_MINUTE = 60;
const MAX_ATTEMPTS = 3;
const STALE_MS = 10 * 60_000;

export interface Recipient {
  voterId: number;
  nome: string;
  email: string;
  categoriesLeft: string[];
}

/**
 * Registered, valid (not invalidated), subscribed voters who have not voted in every category,
 * each with the categories left (by name).
 */
export async function reminderRecipients(db: Kysely<Database>): Promise<Recipient[]> {
  const [voters, categories, votes] = await Promise.all([
    db
      .selectFrom('voters')
      .select(['id', 'nome', 'email'])
      .where('invalidated_at', 'is', null)
      .where('reminders_unsubscribed_at', 'is', null)
      .orderBy('id')
      .execute(),
    db.selectFrom('categories').select(['id', 'name']).execute(),
    db.selectFrom('votes').select(['voter_id', 'category_id']).execute(),
  ]);
  const sorted = [...categories].sort((a, b) => compareNames(a.name, b.name));
  const voted = new Map<number, Set<number>>();
  for (const v of votes) {
    const set = voted.get(v.voter_id) ?? new Set<number>();
    set.add(v.category_id);
    voted.set(v.voter_id, set);
  }
  const recipients: Recipient[] = [];
  for (const voter of voters) {
    const mine = voted.get(voter.id);
    const left = sorted.filter((c) => !mine?.has(c.id)).map((c) => c.name);
    if (left.length > 0) {
      recipients.push({
        voterId: voter.id,
        nome: voter.nome,
        email: voter.email,
        categoriesLeft: left,
      });
    }
  }
  return recipients;
}

export type SendRefusal = 'not-open' | 'too-soon' | 'no-recipients';

export interface RemindersOptions {
  db: Kysely<Database>;
  outbox: Pick<Outbox, 'enqueue'>;
  secret: string;
  publicUrl: string | null;
  /** Where the API is mounted (API_PREFIX): the unsubscribe link points into it. @default '/api' */
  apiPrefix?: string;
  now: () => number;
  perMinute?: number;
  log: { warn(obj: object, msg: string): void };
}

export function createReminders(options: RemindersOptions) {
  const { db, outbox, secret, publicUrl, now } = options;
  const perMinute = options.perMinute ?? REMINDERS_PER_MINUTE;
  const apiPrefix = options.apiPrefix ?? '/api';
  let timer: NodeJS.Timeout | null = null;
  let draining: Promise<number> | null = null;

  const unsubscribeUrl = (voterId: number) =>
    `${publicUrl ?? ''}${apiPrefix}/reminders/unsubscribe?token=${unsubscribeToken(secret, voterId)}`;

  /** RFC 8058's headers for a reminder to this voter (the outbox adds them when it sends). */
  function unsubscribeHeaders(voterId: number): Record<string, string> {
    return {
      'List-Unsubscribe': `<${unsubscribeUrl(voterId)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }

  /** The e-mail of one job: the text for this voter, and the unsubscribe link at its foot. */
  function compose(reminder: { subject: string; body: string }, recipient: Recipient) {
    return {
      to: recipient.email,
      subject: reminderSubject(reminder.subject, recipient.nome, recipient.categoriesLeft),
      text: `${reminderText(reminder.body, recipient.nome, recipient.categoriesLeft)}\n\n—\n${trustMessages.unsubscribe.footer(unsubscribeUrl(recipient.voterId))}`,
    };
  }

  async function progress(id: number): Promise<ReminderProgress | null> {
    const reminder = await db
      .selectFrom('reminders')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!reminder) return null;
    // A job handed to the outbox has the outbox message's outcome.
    const jobs = await db
      .selectFrom('reminder_jobs')
      .leftJoin('mail_outbox', 'mail_outbox.id', 'reminder_jobs.outbox_id')
      .select(['reminder_jobs.status as job', 'mail_outbox.status as mail'])
      .where('reminder_jobs.reminder_id', '=', id)
      .execute();
    let queuedCount = 0;
    let sentCount = 0;
    let failedCount = 0;
    for (const { job, mail } of jobs) {
      const outcome = mail ?? job;
      if (outcome === 'sent') sentCount += 1;
      else if (outcome === 'failed') failedCount += 1;
      else queuedCount += 1;
    }
    const nextAt = Number(reminder.created_at) + REMINDER_MIN_INTERVAL_MS;
    return {
      id: reminder.id,
      subject: reminder.subject,
      createdAt: new Date(Number(reminder.created_at)).toISOString(),
      createdBy: reminder.created_by,
      total: jobs.length,
      queued: queuedCount,
      sent: sentCount,
      failed: failedCount,
      nextAllowedAt: nextAt > now() ? new Date(nextAt).toISOString() : null,
    };
  }

  async function latest(): Promise<ReminderProgress | null> {
    const row = await db
      .selectFrom('reminders')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? progress(row.id) : null;
  }

  /** Hands one queued job to the outbox; false when there was none to claim. */
  async function sendOne(): Promise<boolean> {
    const at = now();
    // Jobs claimed by a process that stopped before finishing them go back to the queue.
    await db
      .updateTable('reminder_jobs')
      .set({ status: 'queued' })
      .where('status', '=', 'sending')
      .where('outbox_id', 'is', null)
      .where('updated_at', '<', at - STALE_MS)
      .execute();
    const job = await db
      .selectFrom('reminder_jobs')
      .innerJoin('reminders', 'reminders.id', 'reminder_jobs.reminder_id')
      .innerJoin('voters', 'voters.id', 'reminder_jobs.voter_id')
      .select([
        'reminder_jobs.id',
        'reminder_jobs.attempts',
        'reminder_jobs.voter_id',
        'reminders.subject',
        'reminders.body',
        'voters.nome',
        'voters.email',
        'voters.invalidated_at',
        'voters.reminders_unsubscribed_at',
      ])
      .where('reminder_jobs.status', '=', 'queued')
      .orderBy('reminder_jobs.id')
      .limit(1)
      .executeTakeFirst();
    if (!job) return false;
    // The claim: only one process moves a job from queued to sending.
    const claimed = await db
      .updateTable('reminder_jobs')
      .set({ status: 'sending', attempts: job.attempts + 1, updated_at: at })
      .where('id', '=', job.id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return true;
    const finish = (status: 'queued' | 'sent' | 'failed') =>
      db
        .updateTable('reminder_jobs')
        .set({ status, updated_at: now() })
        .where('id', '=', job.id)
        .execute();
    // Invalidated or unsubscribed since the reminder was queued: not sent, counted as failed.
    if (job.invalidated_at !== null || job.reminders_unsubscribed_at !== null) {
      await finish('failed');
      return true;
    }
    const recipient = (await reminderRecipients(db)).find((r) => r.voterId === job.voter_id);
    if (!recipient) {
      // Voted in every category meanwhile: nothing left to remind of.
      await finish('sent');
      return true;
    }
    try {
      const outboxId = await outbox.enqueue({
        kind: 'reminder',
        voterId: recipient.voterId,
        ...compose(job, recipient),
      });
      await db
        .updateTable('reminder_jobs')
        .set({ outbox_id: outboxId, updated_at: now() })
        .where('id', '=', job.id)
        .execute();
    } catch (error) {
      options.log.warn(
        { err: error instanceof Error ? error.message : String(error), job: job.id },
        'Reminder not handed to the outbox',
      );
      await finish(job.attempts + 1 >= MAX_ATTEMPTS ? 'failed' : 'queued');
    }
    return true;
  }

  /** Hands up to `max` queued jobs to the outbox now, one after the other; how many were taken. */
  async function drain(max = Number.POSITIVE_INFINITY): Promise<number> {
    let taken = 0;
    while (taken < max && (await sendOne())) taken += 1;
    return taken;
  }

  return {
    compose,
    unsubscribeHeaders,
    latest,
    progress,
    drain,

    async preview(draft: ReminderDraft): Promise<ReminderPreview> {
      const recipients = await reminderRecipients(db);
      const sample = recipients[0] ?? { nome: 'Maria', categoriesLeft: ['Padaria'] };
      return {
        recipients: recipients.length,
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
        .where('created_at', '>', at - REMINDER_MIN_INTERVAL_MS)
        .executeTakeFirst();
      if (recent) return { ok: false, refusal: 'too-soon' };
      const recipients = await reminderRecipients(db);
      if (recipients.length === 0) return { ok: false, refusal: 'no-recipients' };
      const id = await db.transaction().execute(async (trx) => {
        const reminder = await trx
          .insertInto('reminders')
          .values({ subject: draft.subject, body: draft.body, created_by: actor, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (let i = 0; i < recipients.length; i += 500) {
          await trx
            .insertInto('reminder_jobs')
            .values(
              recipients.slice(i, i + 500).map((r) => ({
                reminder_id: reminder.id,
                voter_id: r.voterId,
                status: 'queued' as const,
                updated_at: at,
              })),
            )
            .execute();
        }
        await recordAudit(trx, {
          actor,
          action: 'reminder.send',
          target: `reminder:${reminder.id}`,
          after: { subject: draft.subject, recipients: recipients.length },
          at,
        });
        return reminder.id;
      });
      return { ok: true, progress: (await progress(id))! };
    },

    /** Drains at `perMinute`, one job per tick, in the background (the server calls it). */
    start(): void {
      if (timer) return;
      timer = setInterval(() => {
        if (draining) return;
        draining = drain(1)
          .catch((error: unknown) => {
            options.log.warn({ err: String(error) }, 'Reminder worker failed');
            return 0;
          })
          .finally(() => {
            draining = null;
          });
      }, 60_000 / perMinute);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await draining;
    },
  };
}

export type Reminders = ReturnType<typeof createReminders>;
