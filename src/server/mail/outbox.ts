/* eslint-disable max-lines -- the durable outbox's one state machine (decision 200): queue, lease, send, retry, give up, bounces, health */
/**
 * The durable outbox (decision 200): a request writes its e-mail into `mail_outbox` and answers
 * at once; an in-process worker in every server process claims due rows, sends them through the
 * mailer and records the outcome. On PostgreSQL several processes drain the same table (the
 * claim takes rows FOR UPDATE SKIP LOCKED); on SQLite the claim is one write transaction.
 *
 * - Retries with exponential backoff (1 s, 2 s, 4 s … up to 30 s, with jitter) until the
 *   message's `give_up_at` (a code's expiry; other messages MAIL_GIVE_UP_AFTER_HOURS).
 * - A permanent refusal (SMTP 5xx) or the end of that time: the message has finally failed;
 *   the kind's handler runs (a code is withdrawn so the voter can ask again at once).
 * - A process that dies while sending leaves its rows 'sending' with a lease; when the lease
 *   ends another worker takes them again (at least once; a code sent twice is the same code).
 * - The body (it carries the code) is erased once the message is sent or finally failed.
 * - A kind may have a renderer that writes the e-mail from the database when its turn comes,
 *   or skips it ('skipped': a reminder to a voter who has voted everywhere since; a receipt
 *   e-mail is read from `votes`), and a throttle: at most N a minute for the deployment, one
 *   turn at a time from mail_throttles (issue 37, decision 260).
 *
 * Helpers that send other e-mail call `enqueue({ kind, to, subject, text })`; reminders and
 * receipt e-mails write their rows themselves (reminders/, repositories/receipts.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';

import type { DatabaseKind } from '../db/database';
import type { Database, MailOutboxTable, MailStatus } from '../db/schema';
import { maskEmail } from '../redact';

import { isPermanentMailError, mailErrorReason, type Mailer } from './mailer';

export type OutboxRow = Selectable<MailOutboxTable>;

export interface OutboxMessage {
  /** What it is: 'voter-code', 'operator-code', 'reminder', … (shown on the console). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  voterId?: number | null;
  operatorId?: number | null;
  /** A code e-mail: the code is withdrawn (the kind's handler) when the message finally fails. */
  code?: { hash: string; issuedAt: number; expiresAt: number } | null;
  /** No attempt starts after this (default: a code's expiry, else MAIL_GIVE_UP_AFTER_HOURS). */
  giveUpAt?: number;
}

/**
 * What a renderer makes of a row when its turn comes: the e-mail, or why it is not sent after
 * all (`skip`: a reminder to a voter who has voted in every category since it was queued). The
 * row is then 'skipped', with that reason, and counts as neither sent nor failed.
 */
export type Rendering = { subject: string; text: string } | { skip: string };

/** Writes a row's e-mail when it is sent, from the database as it is then (issue 37). */
export type Renderer = (row: OutboxRow) => Rendering | Promise<Rendering>;

/** One message as the console shows it (no body). */
export interface Delivery {
  id: number;
  kind: string;
  status: MailStatus;
  attempts: number;
  createdAt: number;
  sentAt: number | null;
  nextAttemptAt: number | null;
  lastError: string | null;
}

export interface MailHealth {
  transport: Mailer['kind'];
  queued: number;
  retrying: number;
  sending: number;
  /** Age of the oldest message waiting (queued or retrying), in seconds; 0 when none. */
  oldestWaitingSeconds: number;
  sentLastHour: number;
  failedLastHour: number;
  lastSentAt: number | null;
  lastFailure: { at: number; reason: string } | null;
  /** Messages refused for good (SMTP 5xx) among those settled (sent or failed) in 24 h. */
  bouncedLastDay: number;
  settledLastDay: number;
  /** bouncedLastDay / settledLastDay (0 with nothing settled). */
  bounceRate: number;
  /** The rate is at or over BOUNCE_ALERT_RATE with at least BOUNCE_ALERT_MIN_SETTLED settled. */
  bounceAlert: boolean;
  /** Addresses not written to now (refused for good in the last SUPPRESSION_MS). */
  suppressedAddresses: number;
  /**
   * Messages sent a minute by every process together, averaged over the last
   * DRAIN_WINDOW_MS, throttled kinds (reminders) left out: the rate the queue drains at.
   */
  sentPerMinute: number;
  /**
   * How long the waiting messages (throttled kinds left out) take to leave at that rate, in
   * seconds: 0 with none waiting, null when some wait and none left in the window (issue 39).
   */
  expectedWaitSeconds: number | null;
}

export interface OutboxCounters {
  sent: Record<string, number>;
  failed: Record<string, number>;
  retried: Record<string, number>;
  /** Not sent after all, by the renderer's decision (a reminder to a voter who voted meanwhile). */
  skipped: Record<string, number>;
}

/** `bounced`: the mail server refused the message for good (SMTP 5xx), not a give-up in time. */
export type FinalFailureHandler = (row: OutboxRow, outcome: { bounced: boolean }) => Promise<void>;

/**
 * An address refused for good is not written to for this long (issue 37): one registration with
 * an address that bounces must not buy a stream of bounces, which providers count against the
 * sender (and suspend it over a threshold, stopping every voter's code).
 */
export const SUPPRESSION_MS = 24 * 3_600_000;
/** The console warns when this share of the day's settled e-mails bounced… */
export const BOUNCE_ALERT_RATE = 0.05;
/** …once at least this many settled (a few bounces of a quiet day are no trend). */
export const BOUNCE_ALERT_MIN_SETTLED = 20;
/** The window the queue's drain rate is measured over (long enough to smooth a burst). */
export const DRAIN_WINDOW_MS = 5 * 60_000;

export interface Outbox {
  /**
   * Queues `message`; with `executor` (a transaction), in it: the message is queued if and only
   * if that transaction commits (a code's e-mail with the code, auth/otp.ts), and the caller
   * calls `pump()` once it has.
   */
  enqueue(message: OutboxMessage, executor?: Kysely<Database>): Promise<number>;
  /** Writes the subject and text of every message of `kind` from its row when it is sent. */
  renderWith(kind: string, render: Renderer): void;
  /**
   * At most `perMinute` messages of `kind` start a minute, across every process on the
   * database (issue 37, decision 260): a message of that kind is claimed only with the turn
   * kept in mail_throttles, which one UPDATE takes and moves on by 60,000 / perMinute ms.
   */
  throttle(kind: string, perMinute: number): void;
  /** Runs `handler` when a message of `kind` has finally failed. */
  onFinalFailure(kind: string, handler: FinalFailureHandler): void;
  /**
   * Extra headers for every message of `kind`, made from its row when it is sent (a reminder's
   * one-click unsubscribe, RFC 8058, from its voter_id: issue 26).
   */
  headersFor(kind: string, make: (row: OutboxRow) => Record<string, string> | undefined): void;
  /** Claims and sends what is due now (the worker calls it; tests call it after moving time). */
  pump(): Promise<void>;
  /** Resolves once nothing is being sent and nothing due is waiting. */
  settled(): Promise<void>;
  health(): Promise<MailHealth>;
  deliveriesOf(voterId: number, limit?: number): Promise<Delivery[]>;
  /** Depth and age, cheap enough for /readyz and the metrics scrape. */
  depth(): Promise<{ waiting: number; oldestWaitingSeconds: number }>;
  /** True while `address` is not written to (it was refused for good within SUPPRESSION_MS). */
  isSuppressed(address: string): Promise<boolean>;
  readonly counters: OutboxCounters;
  /** Stops the worker and waits for the messages being sent. */
  close(): Promise<void>;
}

export interface OutboxOptions {
  db: Kysely<Database>;
  kind: DatabaseKind;
  mailer: Mailer;
  now: () => number;
  log: FastifyBaseLogger;
  /** Messages sent at once by this process (MAIL_MAX_CONNECTIONS). */
  concurrency: number;
  giveUpAfterMs: number;
  /** How often the worker looks for due rows other processes wrote or retries (ms). */
  pollMs?: number;
  /** A claim's lease (ms): longer than any SMTP attempt (timeouts: 15 s + 30 s). */
  leaseMs?: number;
  /** Start the worker's timer (tests pump by hand when false). */
  autoStart?: boolean;
}

const MAX_BACKOFF_MS = 30_000;

/** Wait before attempt n+1 after n failures: 1 s, 2 s, 4 s … 30 s, ±20 %. */
export function backoffMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** E-mails someone is waiting for at a sign-in screen: sent before any other. */
const CODE_KINDS = ['voter-code', 'operator-code'];

/** A throttled kind's row in mail_throttles before its first turn: a turn is free at once. */
const FIRST_TURN_AT = 0;

/** The reason stored for a message not sent because its address is suppressed. */
export const SUPPRESSED_REASON =
  'Não enviado: este endereço recusou um e-mail nas últimas 24 horas';

const OUTCOME_LEVEL = { sent: 'info', failed: 'error', retried: 'warn', skipped: 'info' } as const;

const bump = (counts: Record<string, number>, kind: string) => {
  counts[kind] = (counts[kind] ?? 0) + 1;
};

export function createOutbox(options: OutboxOptions): Outbox {
  const { db, mailer, now, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 120_000;
  const handlers = new Map<string, FinalFailureHandler>();
  /** Throttled kinds and their messages per minute (throttle()). */
  const throttles = new Map<string, number>();
  const headerMakers = new Map<string, (row: OutboxRow) => Record<string, string> | undefined>();
  const renderers = new Map<string, Renderer>();
  const counters: OutboxCounters = { sent: {}, failed: {}, retried: {}, skipped: {} };
  const inFlight = new Set<Promise<void>>();
  let pumping: Promise<void> | null = null;
  let again = false;
  let closed = false;

  /**
   * Claims up to `limit` due rows: sign-in codes first, newest first, then the rest (receipts,
   * reminders) oldest first. A voter waits for a code at the screen; a receipt can wait.
   * Oldest-first alone queued a new code behind every receipt of the votes before it
   * (bench:journey: 12 s). Codes newest-first (issue 37): with a slow mail server, a backlog of
   * codes (an attacker's, or a crowd's) made every new code wait behind it and expire unsent;
   * now the voter at the screen is served next, and a code left behind expires without being
   * sent (its give_up_at). One statement: the due rows are few and sorted anyway.
   */
  async function claim(limit: number): Promise<OutboxRow[]> {
    const rows = await claimWhere(limit, (w) => kindNotIn(w, [...throttles.keys()]));
    // A throttled kind: one message per turn, and a turn only when one is due.
    for (const [kind, perMinute] of throttles) {
      if (rows.length >= limit || closed) break;
      if (!(await takeTurn(kind, perMinute))) continue;
      rows.push(...(await claimWhere(1, (w) => w('kind', '=', kind))));
    }
    return rows;
  }

  /** Rows of none of `kinds` (every row when there are none). */
  const kindNotIn = (w: ExpressionBuilder<Database, 'mail_outbox'>, kinds: string[]) =>
    kinds.length === 0 ? w.and([]) : w('kind', 'not in', kinds);

  /** Due: waiting for its attempt, or left 'sending' by a process whose lease has ended. */
  const isDue = (w: ExpressionBuilder<Database, 'mail_outbox'>, at: number) =>
    w.or([
      w.and([w('status', 'in', ['queued', 'retrying']), w('next_attempt_at', '<=', at)]),
      w.and([w('status', '=', 'sending'), w('locked_until', '<=', at)]),
    ]);

  async function claimWhere(
    limit: number,
    which: (w: ExpressionBuilder<Database, 'mail_outbox'>) => Expression<SqlBool>,
  ): Promise<OutboxRow[]> {
    const at = now();
    return db
      .updateTable('mail_outbox')
      .set((eb) => ({
        status: 'sending' as const,
        attempts: eb('attempts', '+', 1),
        locked_until: at + leaseMs,
      }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('mail_outbox')
          .select('id')
          .where((w) => w.and([isDue(w, at), which(w)]))
          .orderBy((o) => o.case().when('kind', 'in', CODE_KINDS).then(0).else(1).end())
          .orderBy(
            sql`case when kind in (${sql.join(CODE_KINDS)}) then -next_attempt_at else next_attempt_at end`,
          )
          .orderBy('id')
          .limit(limit)
          .$if(options.kind === 'postgres', (qb) => qb.forUpdate().skipLocked()),
      )
      .returningAll()
      .execute();
  }

  /**
   * Takes `kind`'s turn if it is free and a message of that kind is due: one UPDATE of its
   * mail_throttles row, which moves the next turn 60,000 / perMinute ms on. Every process takes
   * turns from the same row (PostgreSQL's row lock, SQLite's one writer), so the rate holds for
   * the deployment, and a turn missed while no process ran is not saved up: after an outage the
   * queue goes on at the rate, never in a burst. The process that took the turn wakes itself
   * for the next one (the others poll).
   */
  async function takeTurn(kind: string, perMinute: number): Promise<boolean> {
    const at = now();
    const interval = Math.ceil(60_000 / perMinute);
    await ensureThrottleRow(kind);
    const taken = await db
      .updateTable('mail_throttles')
      .set({ next_at: at + interval })
      .where('kind', '=', kind)
      .where('next_at', '<=', at)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('mail_outbox')
            .select('id')
            .where((w) => w.and([w('kind', '=', kind), isDue(w, at)])),
        ),
      )
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) return false;
    if (timer !== null) {
      setTimeout(() => {
        if (!closed) void pump();
      }, interval).unref();
    }
    return true;
  }

  const throttleRows = new Map<string, Promise<void>>();
  function ensureThrottleRow(kind: string): Promise<void> {
    let made = throttleRows.get(kind);
    if (!made) {
      made = db
        .insertInto('mail_throttles')
        .values({ kind, next_at: FIRST_TURN_AT })
        .onConflict((oc) => oc.column('kind').doNothing())
        .execute()
        .then(() => undefined);
      made.catch(() => throttleRows.delete(kind));
      throttleRows.set(kind, made);
    }
    return made;
  }

  /** Whether `kind`'s next turn has come (settled() waits for nothing a turn still holds back). */
  async function turnFree(kind: string): Promise<boolean> {
    await ensureThrottleRow(kind);
    const row = await db
      .selectFrom('mail_throttles')
      .select('next_at')
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row === undefined || Number(row.next_at) <= now();
  }

  async function isSuppressed(address: string): Promise<boolean> {
    const row = await db
      .selectFrom('mail_suppressions')
      .select('until')
      .where('address', '=', address.toLowerCase())
      .executeTakeFirst();
    return row !== undefined && Number(row.until) > now();
  }

  /** The address is not written to for SUPPRESSION_MS from now. */
  async function suppress(address: string, reason: string) {
    const at = now();
    const values = {
      address: address.toLowerCase(),
      until: at + SUPPRESSION_MS,
      reason: reason.slice(0, 200),
      created_at: at,
    };
    await db
      .insertInto('mail_suppressions')
      .values(values)
      .onConflict((oc) =>
        oc.column('address').doUpdateSet({ until: values.until, reason: values.reason }),
      )
      .execute();
  }

  /** Records the outcome of a claimed row: `set`, its lease released. */
  async function release(row: OutboxRow, set: Updateable<MailOutboxTable>) {
    await db
      .updateTable('mail_outbox')
      .set({ ...set, locked_until: null })
      .where('id', '=', row.id)
      .execute();
  }

  /** Counts the outcome and logs it, the address masked. */
  function report(row: OutboxRow, outcome: keyof OutboxCounters, message: string, detail: object) {
    bump(counters[outcome], row.kind);
    const fields = { mailId: row.id, kind: row.kind, to: maskEmail(row.recipient), ...detail };
    log[OUTCOME_LEVEL[outcome]](fields, message);
  }

  async function finallyFailed(row: OutboxRow, reason: string, bounced = false) {
    await release(row, {
      status: 'failed',
      body: null,
      last_error: reason,
      ...(bounced ? { bounced_at: now() } : {}),
    });
    if (bounced) await suppress(row.recipient, reason);
    report(row, 'failed', 'E-mail finally failed', { attempts: row.attempts, reason });
    const handler = handlers.get(row.kind);
    if (handler) {
      await handler(row, { bounced }).catch((error: unknown) => {
        log.error(
          { err: error, mailId: row.id },
          'Could not withdraw what the failed e-mail carried',
        );
      });
    }
  }

  /** Its renderer decided, when its turn came, that it is not to be sent. */
  async function skipped(row: OutboxRow, reason: string) {
    await release(row, { status: 'skipped', body: null, last_error: reason.slice(0, 500) });
    report(row, 'skipped', 'E-mail not sent: skipped when its turn came', { reason });
  }

  async function deliver(row: OutboxRow): Promise<void> {
    if (row.body === null) {
      // Only a row finished elsewhere has no body; nothing to send.
      return;
    }
    // Queued before its address bounced (a reminder, a receipt): not written to either. Not a
    // bounce of its own: it was never sent.
    if (await isSuppressed(row.recipient)) {
      await finallyFailed(row, SUPPRESSED_REASON);
      return;
    }
    try {
      const render = renderers.get(row.kind);
      const rendering = render ? await render(row) : { subject: row.subject, text: row.body };
      if ('skip' in rendering) {
        await skipped(row, rendering.skip);
        return;
      }
      const { subject, text } = rendering;
      const headers = headerMakers.get(row.kind)?.(row);
      await mailer.send({
        to: row.recipient,
        subject,
        text,
        ...(headers ? { headers } : {}),
      });
    } catch (error) {
      const reason = mailErrorReason(error);
      const next = now() + backoffMs(row.attempts);
      if (isPermanentMailError(error)) {
        await finallyFailed(row, reason, true);
        return;
      }
      if (next >= row.give_up_at) {
        await finallyFailed(row, reason);
        return;
      }
      await release(row, { status: 'retrying', next_attempt_at: next, last_error: reason });
      report(row, 'retried', 'E-mail not sent yet: will retry', { attempts: row.attempts, reason });
      return;
    }
    await release(row, { status: 'sent', sent_at: now(), body: null });
    report(row, 'sent', 'E-mail sent', { attempts: row.attempts });
  }

  function track(row: OutboxRow) {
    const running: Promise<void> = deliver(row)
      .catch((error: unknown) => {
        // The database refused the outcome: the lease ends and another attempt follows.
        log.error({ err: error, mailId: row.id }, 'Could not record an e-mail delivery');
      })
      .finally(() => {
        inFlight.delete(running);
        if (!closed) void pump();
      });
    inFlight.add(running);
  }

  async function pumpOnce(): Promise<void> {
    do {
      again = false;
      const free = options.concurrency - inFlight.size;
      if (free <= 0 || closed) return;
      const rows = await claim(free);
      for (const row of rows) track(row);
      if (rows.length === free) again = true;
    } while (again && !closed);
  }

  function pump(): Promise<void> {
    if (pumping) {
      again = true;
      return pumping;
    }
    pumping = pumpOnce()
      .catch((error: unknown) => {
        log.error({ err: error }, 'Could not claim e-mails to send');
      })
      .finally(() => {
        pumping = null;
      });
    return pumping;
  }

  const timer =
    options.autoStart === false
      ? null
      : setInterval(() => {
          if (!closed) void pump();
        }, pollMs);
  timer?.unref();

  function rowOf(message: OutboxMessage) {
    const at = now();
    const giveUpAt = message.giveUpAt ?? message.code?.expiresAt ?? at + options.giveUpAfterMs;
    return {
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      voter_id: message.voterId ?? null,
      operator_id: message.operatorId ?? null,
      code_hash: message.code?.hash ?? null,
      issued_at: message.code?.issuedAt ?? null,
      status: 'queued' as const,
      next_attempt_at: at,
      locked_until: null,
      give_up_at: giveUpAt,
      last_error: null,
      created_at: at,
      sent_at: null,
    };
  }

  /**
   * How many wait, and how late the oldest is. A throttled kind's rows wait for their turns on
   * purpose (a reminder of 10,000 takes hours): they count as waiting, but their lateness is
   * only how long a turn and a due row have both been waiting (since the later of the two), so a
   * reminder being sent at its pace never reads as a stuck queue on the Painel or in the
   * VotacaoMailStuck alert, and a pace that stopped does.
   */
  async function depth() {
    const at = now();
    const throttled = [...throttles.keys()];
    const waitingRows = db
      .selectFrom('mail_outbox')
      .where('status', 'in', ['queued', 'retrying', 'sending']);
    const row = await waitingRows
      .select((eb) => [
        eb.fn.countAll<number>().as('waiting'),
        eb.fn
          .min(
            throttled.length === 0
              ? eb.ref('created_at')
              : eb.case().when('kind', 'in', throttled).then(null).else(eb.ref('created_at')).end(),
          )
          .as('oldest'),
      ])
      .executeTakeFirst();
    const oldest = row?.oldest == null ? null : Number(row.oldest);
    let lateMs = oldest === null ? 0 : at - oldest;
    if (throttled.length > 0) {
      // Per throttled kind: its next turn, and since when a row of it has been due.
      const kinds = await db
        .selectFrom('mail_throttles')
        .select((eb) => [
          'mail_throttles.next_at',
          eb
            .selectFrom('mail_outbox')
            .select((m) => m.fn.min('mail_outbox.next_attempt_at').as('since'))
            .whereRef('mail_outbox.kind', '=', 'mail_throttles.kind')
            .where((w) => isDue(w, at))
            .as('due_since'),
        ])
        .where('mail_throttles.kind', 'in', throttled)
        .execute();
      for (const { next_at, due_since } of kinds) {
        if (due_since == null) continue;
        lateMs = Math.max(lateMs, at - Math.max(Number(next_at), Number(due_since)));
      }
    }
    return {
      waiting: Number(row?.waiting ?? 0),
      oldestWaitingSeconds: Math.max(0, Math.floor(lateMs / 1000)),
    };
  }

  /**
   * The rate the queue drains at and how long its waiting messages take at that rate. Rows sent
   * in the window were created within the day (the created_at index bounds the read), save a
   * backlog over a day old, which the oldest-wait warning already shows.
   */
  async function drainRate(at: number) {
    const throttled = [...throttles.keys()];
    const sent = db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', at - 86_400_000)
      .where('status', '=', 'sent')
      .where('sent_at', '>=', at - DRAIN_WINDOW_MS)
      .where((w) => kindNotIn(w, throttled));
    const waiting = db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', 'in', ['queued', 'retrying'])
      .where((w) => kindNotIn(w, throttled));
    const sentInWindow = Number((await sent.executeTakeFirst())?.n ?? 0);
    const waitingNow = Number((await waiting.executeTakeFirst())?.n ?? 0);
    const perMs = sentInWindow / DRAIN_WINDOW_MS;
    return {
      sentPerMinute: Math.round(perMs * 60_000 * 10) / 10,
      expectedWaitSeconds:
        waitingNow === 0 ? 0 : perMs === 0 ? null : Math.ceil(waitingNow / perMs / 1000),
    };
  }

  return {
    counters,

    async enqueue(message, executor = db) {
      const { id } = await executor
        .insertInto('mail_outbox')
        .values(rowOf(message))
        .returning('id')
        .executeTakeFirstOrThrow();
      // Sent as soon as a connection is free; the request does not wait for it. Queued in a
      // transaction, it cannot be claimed before that commits: the caller pumps then.
      if (!closed && executor === db) void pump();
      return id;
    },

    renderWith(kind, render) {
      renderers.set(kind, render);
    },

    throttle(kind, perMinute) {
      if (!(perMinute > 0)) throw new Error(`throttle(${kind}): perMinute must be above 0`);
      throttles.set(kind, perMinute);
    },

    headersFor(kind, make) {
      headerMakers.set(kind, make);
    },

    onFinalFailure(kind, handler) {
      handlers.set(kind, handler);
    },

    pump,

    async settled() {
      for (;;) {
        await pump();
        if (inFlight.size > 0) {
          await Promise.allSettled([...inFlight]);
          continue;
        }
        const at = now();
        // A throttled kind waiting for its next turn is not "due" yet: that turn comes with
        // time (a test moves its clock on and calls settled() again).
        const waitingForTurn: string[] = [];
        for (const kind of throttles.keys()) {
          if (!(await turnFree(kind))) waitingForTurn.push(kind);
        }
        const due = await db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where((w) => w.and([isDue(w, at), kindNotIn(w, waitingForTurn)]))
          .executeTakeFirst();
        if (Number(due?.n ?? 0) === 0 && inFlight.size === 0) return;
      }
    },

    depth,
    isSuppressed,

    async health() {
      const at = now();
      const hourAgo = at - 3_600_000;
      const byStatus = await db
        .selectFrom('mail_outbox')
        .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
        .where('status', 'in', ['queued', 'retrying', 'sending'])
        .groupBy('status')
        .execute();
      const count = (status: MailStatus) =>
        Number(byStatus.find((r) => r.status === status)?.n ?? 0);
      const recent = await db
        .selectFrom('mail_outbox')
        .select((eb) => [
          eb.fn.sum<number>(eb.case().when('status', '=', 'sent').then(1).else(0).end()).as('sent'),
          eb.fn
            .sum<number>(eb.case().when('status', '=', 'failed').then(1).else(0).end())
            .as('failed'),
        ])
        .where('created_at', '>=', hourAgo)
        .executeTakeFirst();
      const lastSent = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.max('sent_at').as('at'))
        .where('status', '=', 'sent')
        .executeTakeFirst();
      const lastFailure = await db
        .selectFrom('mail_outbox')
        .select(['created_at', 'last_error'])
        .where('status', '=', 'failed')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const { oldestWaitingSeconds } = await depth();
      const dayAgo = at - 86_400_000;
      const day = await db
        .selectFrom('mail_outbox')
        .select((eb) => [
          eb.fn.countAll<number>().as('settled'),
          eb.fn
            .sum<number>(eb.case().when('bounced_at', 'is not', null).then(1).else(0).end())
            .as('bounced'),
        ])
        .where('status', 'in', ['sent', 'failed'])
        .where('created_at', '>=', dayAgo)
        .where((w) => w.or([w('last_error', 'is', null), w('last_error', '!=', SUPPRESSED_REASON)]))
        .executeTakeFirst();
      const suppressed = await db
        .selectFrom('mail_suppressions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('until', '>', at)
        .executeTakeFirst();
      const drain = await drainRate(at);
      const settledLastDay = Number(day?.settled ?? 0);
      const bouncedLastDay = Number(day?.bounced ?? 0);
      const bounceRate = settledLastDay === 0 ? 0 : bouncedLastDay / settledLastDay;
      return {
        bouncedLastDay,
        settledLastDay,
        bounceRate,
        bounceAlert: settledLastDay >= BOUNCE_ALERT_MIN_SETTLED && bounceRate >= BOUNCE_ALERT_RATE,
        suppressedAddresses: Number(suppressed?.n ?? 0),
        ...drain,
        transport: mailer.kind,
        queued: count('queued'),
        retrying: count('retrying'),
        sending: count('sending'),
        oldestWaitingSeconds,
        sentLastHour: Number(recent?.sent ?? 0),
        failedLastHour: Number(recent?.failed ?? 0),
        lastSentAt: lastSent?.at == null ? null : Number(lastSent.at),
        lastFailure: lastFailure
          ? { at: Number(lastFailure.created_at), reason: lastFailure.last_error ?? '' }
          : null,
      };
    },

    async deliveriesOf(voterId, limit = 10) {
      const rows = await db
        .selectFrom('mail_outbox')
        .select([
          'id',
          'kind',
          'status',
          'attempts',
          'created_at',
          'sent_at',
          'next_attempt_at',
          'last_error',
        ])
        .where('voter_id', '=', voterId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        status: r.status,
        attempts: r.attempts,
        createdAt: Number(r.created_at),
        sentAt: r.sent_at === null ? null : Number(r.sent_at),
        nextAttemptAt: r.status === 'retrying' ? Number(r.next_attempt_at) : null,
        lastError: r.last_error,
      }));
    },

    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await pumping;
      await Promise.allSettled([...inFlight]);
    },
  };
}

/**
 * A statement in place of queueing a message, changing nothing (issue 37): send-otp-code for a
 * CPF nobody registered does the work of a registered voter's (auth/otp.ts rehearseIssue), and
 * this stands for the code e-mail's INSERT: an update by key of a row no message has.
 */
export async function rehearseEnqueue(executor: Kysely<Database>): Promise<void> {
  await executor
    .updateTable('mail_outbox')
    .set({ locked_until: null })
    .where('id', '=', 0)
    .execute();
}

/**
 * Old rows (sent, failed or skipped, bodies already gone) older than `before`: housekeeping. A
 * reminder's rows stay: they are its progress (sent, skipped, failed) on the console, as its
 * jobs were before migration 019; they hold no body, and go with their voter.
 */
export async function deleteFinishedMail(db: Kysely<Database>, before: number): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('status', 'in', ['sent', 'failed', 'skipped'])
    .where('created_at', '<', before)
    .where('reminder_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
