/* eslint-disable max-lines -- the one-time code rules (issue, verify, links, withdraw) share one transaction shape under the limits row lock; the decoy keeps an unknown CPF's work the same */
/**
 * One-time codes without lock-out (docs/decisions/080): 6 digits from a CSPRNG, stored only as
 * an HMAC, valid for a few minutes, single use, replaced by the next code, a few wrong tries per
 * code. Nothing a third party does locks a voter out: past a few failures (or sends) a CPF is
 * "under attack" and every code call for it needs a bot check (428 until one is given); a hard
 * cap of failures per CPF per 24-hour window keeps the chance of guessing a code below 1 in
 * 10,000 a day whatever the number of addresses. Every decision is taken inside a transaction
 * that holds the voter's otp_limits row (SELECT … FOR UPDATE on PostgreSQL; SQLite has one
 * writer), so parallel requests cannot spend the same try twice.
 *
 * A CPF under attack (or capped) gets more than a code: the e-mail also carries a single-use
 * sign-in link (256 random bits, stored as an HMAC, with the code's expiry). Guessing it is
 * hopeless, so it needs no per-CPF budget and the cap never refuses it: whoever spends a CPF's
 * guesses cannot keep the voter, who reads the e-mail, out. A new code replaces the old code but
 * never a link already sent (decision 172): each link lives until it expires or is used, so a
 * stranger asking for codes every 30 s cannot take away the way in the voter already holds.
 *
 * The same rules serve voters and operators: each kind of subject gives them a store over its
 * own tables (codeStore.ts's tableCodeStore, over the voters' or the operators' tables).
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

import type { Kysely, Transaction } from 'kysely';

import type { OtpConfig } from '../../config';
import type { DatabaseKind } from '../../db/database';
import type { Database, Voter } from '../../db/schema';

import { decoyCodeStore, voterCodeStore } from './codesRepository';
import type { CodeLimits, CodeStore } from './codeStore';

export const CODE_LENGTH = 6;
const HOUR_MS = 3_600_000;
export const FAILURE_WINDOW_MS = 24 * HOUR_MS;
/** Random bytes in a sign-in link's token (256 bits; base64url: 43 characters). */
export const LINK_TOKEN_BYTES = 32;

/** The route answers 429 (cool-down) or 428 (bot check needed first). */
export class OtpLimitError extends Error {
  constructor(
    readonly reason: 'cooldown' | 'botCheck',
    readonly retryAfterSeconds: number,
  ) {
    super(reason);
    this.name = 'OtpLimitError';
  }
}

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'expired' | 'missing' | 'exhausted'; triesLeft: 0 }
  /** `botCheckNext`: this failure put the subject under attack: its next try needs a bot check. */
  | { ok: false; reason: 'wrong'; triesLeft: number; botCheckNext: boolean }
  | { ok: false; reason: 'botCheck' }
  | { ok: false; reason: 'capped'; retryAfterSeconds: number };

export type IssueResult =
  | {
      kind: 'sent';
      code: string;
      expiresAt: number;
      /** The sign-in link's token sent with the code (a CPF under attack or capped), else null. */
      link: string | null;
      /** When the resend cool-down that this send started ends. */
      resendAt: number;
      /** The stored code's HMAC and when it was issued (the outbox withdraws it by these). */
      codeHash: string;
      issuedAt: number;
    }
  /** A valid code is pending and the cool-down is running: nothing sent, no budget spent. */
  | {
      kind: 'pending';
      expiresAt: number;
      /** When the running cool-down ends. */ resendAt: number;
    };

/** A code just issued, as its e-mail needs it. */
export interface IssuedCode {
  code: string;
  codeHash: string;
  issuedAt: number;
  expiresAt: number;
  link: string | null;
}

export interface IssueOptions {
  botChecked?: boolean;
  /**
   * Queues the code's e-mail in the transaction that stores the code (the outbox, decision 200):
   * the code and its limits are stored only if its e-mail is queued. Its error rejects `issue`
   * as a CodeNotQueuedError, nothing stored, no cool-down started.
   */
  queue?: (trx: Transaction<Database>, issued: IssuedCode) => Promise<unknown>;
}

/** The code's e-mail could not be queued: nothing was stored (`cause` says why). */
export class CodeNotQueuedError extends Error {
  constructor(cause: unknown) {
    super('The one-time code e-mail could not be queued', { cause });
    this.name = 'CodeNotQueuedError';
  }
}

export interface OtpService {
  issue(voter: Voter, options?: IssueOptions): Promise<IssueResult>;
  verify(voter: Voter, code: string, options?: { botChecked?: boolean }): Promise<VerifyResult>;
  /** Uses up a sign-in link: the voter's id, or null for an unknown, used or expired link. */
  redeemLink(token: string): Promise<number | null>;
  /** The code's e-mail finally failed: the code goes and the voter may ask again at once. */
  withdraw(voterId: number, codeHash: string, issuedAt: number): Promise<void>;
  /**
   * For a CPF nobody registered (issue 37): the work of `issue` (a first code, its e-mail queued
   * by `queue`) against a subject that does not exist, statement for statement, changing
   * nothing; so send-otp-code takes as long for an unknown CPF as for a registered one.
   */
  rehearseIssue(queue: NonNullable<IssueOptions['queue']>): Promise<void>;
  /** The same for validate-otp-code: the work of `verify` for a subject with no code pending. */
  rehearseVerify(code: string): Promise<void>;
}

export interface CodeService {
  issue(subjectId: number, options?: IssueOptions): Promise<IssueResult>;
  verify(
    subjectId: number,
    code: string,
    options?: { botChecked?: boolean },
  ): Promise<VerifyResult>;
  redeemLink(token: string): Promise<number | null>;
  /** Deletes the code if it is still this one and ends the cool-down its send started. */
  withdraw(subjectId: number, codeHash: string, issuedAt: number): Promise<void>;
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** The failure window's counts at `at` (a window that has ended counts as empty). */
function failureWindow(limits: CodeLimits, at: number) {
  const start = limits.failure_window_start;
  const open = start !== null && at - start < FAILURE_WINDOW_MS;
  return { start: open ? start : at, failures: open ? limits.failure_count : 0 };
}

/** The voters' codes (the hash format of the first release is kept). */
export function createOtpService(options: {
  db: Kysely<Database>;
  kind: DatabaseKind;
  secret: string;
  config: OtpConfig;
  now: () => number;
}): OtpService {
  const rules = {
    secret: options.secret,
    hashPrefix: '',
    config: options.config,
    now: options.now,
    signInLinks: true,
  };
  const codes = createCodeService({ store: voterCodeStore(options.db, options.kind), ...rules });
  // The same rules over statements that touch no voter (codesRepository.ts).
  const decoy = createCodeService({ store: decoyCodeStore(options.db, options.kind), ...rules });
  return {
    issue: (voter, opts) => codes.issue(voter.id, opts),
    verify: (voter, code, opts) => codes.verify(voter.id, code, opts),
    redeemLink: (token) => codes.redeemLink(token),
    withdraw: (voterId, codeHash, issuedAt) => codes.withdraw(voterId, codeHash, issuedAt),
    async rehearseIssue(queue) {
      await decoy.issue(0, { queue });
    },
    async rehearseVerify(code) {
      await decoy.verify(0, code);
    },
  };
}

export function createCodeService(options: {
  store: CodeStore;
  secret: string;
  /** Keeps each kind of subject's hashes apart (voters: '', the first release's format). */
  hashPrefix: string;
  config: OtpConfig;
  now: () => number;
  /** Send a sign-in link with the code while the subject is under attack or capped. */
  signInLinks?: boolean;
  /** Send one with every code (operators: nobody may lock the console's operator out). */
  linkAlways?: boolean;
}): CodeService {
  const { store, config, now, hashPrefix, signInLinks = false, linkAlways = false } = options;
  const key = createHmac('sha256', options.secret).update('votacao-otp-v1').digest();
  const hash = (subjectId: number, code: string) =>
    createHmac('sha256', key).update(`${hashPrefix}${subjectId}:${code}`).digest('hex');
  const linkHash = (token: string) =>
    createHmac('sha256', key).update(`${hashPrefix}link:${token}`).digest('hex');
  const sameHash = (a: string, b: string) => {
    const x = Buffer.from(a, 'hex');
    const y = Buffer.from(b, 'hex');
    return x.length === y.length && timingSafeEqual(x, y);
  };
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  /** NIST's "stronger checks" after many consecutive failures: one try per code. */
  const triesPerCode = (limits: CodeLimits) =>
    limits.consecutive_failures >= config.maxConsecutiveFailures ? 1 : config.maxTriesPerCode;
  const underAttack = (limits: CodeLimits, at: number) =>
    failureWindow(limits, at).failures >= config.botCheckAfterFailures ||
    limits.consecutive_failures >= config.maxConsecutiveFailures;
  const capped = (limits: CodeLimits, at: number) =>
    failureWindow(limits, at).failures >= config.maxFailuresPerCpfPerDay;

  return {
    async issue(subjectId, { botChecked = false, queue } = {}) {
      const at = now();
      const code = generateCode();
      const codeHash = hash(subjectId, code);
      const cooldownMs = config.resendCooldownSeconds * 1000;
      const result = await store.withLockedLimits(subjectId, async (tx, limits) => {
        const inCooldown = limits.last_sent_at !== null && at - limits.last_sent_at < cooldownMs;
        const stored = await tx.findCode();
        const pending = stored && stored.expires_at > at && stored.tries < triesPerCode(limits);
        // Pressing ENTRAR again: the code in the inbox still works, so nothing is sent.
        if (pending && inCooldown) {
          const resendAt = (limits.last_sent_at ?? at) + cooldownMs;
          return { kind: 'pending' as const, expiresAt: stored.expires_at, resendAt };
        }
        if (inCooldown) {
          throw new OtpLimitError(
            'cooldown',
            seconds((limits.last_sent_at ?? at) + cooldownMs - at),
          );
        }
        let windowStart = limits.send_window_start;
        let count = limits.send_count;
        if (windowStart === null || at - windowStart >= HOUR_MS) {
          windowStart = at;
          count = 0;
        }
        if (!botChecked && (count >= config.maxSendsPerHour || underAttack(limits, at))) {
          throw new OtpLimitError('botCheck', 0);
        }
        await tx.updateLimits({
          last_sent_at: at,
          send_window_start: windowStart,
          send_count: count + 1,
        });
        const expiresAt = at + config.ttlMinutes * 60_000;
        // Under attack, the code alone may be useless (tries spent, the window capped): the
        // e-mail also carries a link the attacker can neither guess nor spend.
        const link =
          signInLinks && (linkAlways || underAttack(limits, at) || capped(limits, at))
            ? randomBytes(LINK_TOKEN_BYTES).toString('base64url')
            : null;
        await tx.replaceCode({ code_hash: codeHash, expires_at: expiresAt, created_at: at });
        if (link !== null) {
          await tx.addLink?.({ link_hash: linkHash(link), expires_at: expiresAt, created_at: at });
        }
        if (queue) {
          try {
            await queue(tx.transaction, { code, codeHash, issuedAt: at, expiresAt, link });
          } catch (error) {
            throw new CodeNotQueuedError(error);
          }
        }
        return { kind: 'sent' as const, expiresAt, link };
      });
      if (result.kind === 'pending') return result;
      return {
        kind: 'sent',
        code,
        expiresAt: result.expiresAt,
        link: result.link,
        resendAt: at + cooldownMs,
        codeHash,
        issuedAt: at,
      };
    },

    async verify(subjectId, code, { botChecked = false } = {}) {
      const at = now();
      return store.withLockedLimits(subjectId, async (tx, limits): Promise<VerifyResult> => {
        if (!botChecked && underAttack(limits, at)) return { ok: false, reason: 'botCheck' };
        const window = failureWindow(limits, at);
        if (window.failures >= config.maxFailuresPerCpfPerDay) {
          // The hard cap: no guess is even looked at until the window ends.
          const retryAfterSeconds = seconds(window.start + FAILURE_WINDOW_MS - at);
          return { ok: false, reason: 'capped', retryAfterSeconds };
        }
        const stored = await tx.findCode();
        const allowed = triesPerCode(limits);
        // No code, or one that cannot match: nothing was guessed, nothing is counted.
        if (!stored) return { ok: false, reason: 'missing', triesLeft: 0 };
        if (stored.expires_at <= at) return { ok: false, reason: 'expired', triesLeft: 0 };
        if (stored.tries >= allowed) return { ok: false, reason: 'exhausted', triesLeft: 0 };

        if (sameHash(stored.code_hash, hash(subjectId, code))) {
          // Right code: single use; the consecutive count starts over (the daily one does not).
          await tx.deleteCode();
          await tx.updateLimits({ consecutive_failures: 0 });
          return { ok: true };
        }
        await tx.countWrongTry();
        const counted = {
          failure_window_start: window.start,
          failure_count: window.failures + 1,
          consecutive_failures: limits.consecutive_failures + 1,
        };
        await tx.updateLimits(counted);
        return {
          ok: false,
          reason: 'wrong',
          triesLeft: Math.max(0, allowed - stored.tries - 1),
          botCheckNext: underAttack({ ...limits, ...counted }, at),
        };
      });
    },

    async withdraw(subjectId, codeHash, issuedAt) {
      await store.withLockedLimits(subjectId, async (tx) => {
        await tx.deleteCode(codeHash);
        // A later send moved last_sent_at on: then that send's cool-down stands.
        await tx.undoSend(issuedAt, null);
      });
    },

    async redeemLink(token) {
      if (!signInLinks || !store.findSubjectByLinkHash) return null;
      const at = now();
      const wanted = linkHash(token);
      const subjectId = await store.findSubjectByLinkHash(wanted);
      if (subjectId === undefined) return null;
      // Neither the bot check, the tries of the code nor the window's cap apply: the token
      // cannot be guessed (decision 080), and refusing it would lock the voter out.
      return store.withLockedLimits(subjectId, async (tx) => {
        // Single use: the DELETE of a live link decides, even for two parallel calls.
        if (!(await tx.takeLink?.(wanted, at))) return null;
        // The pending code goes with it. A sign-in ends the run of failures, like a code.
        await tx.deleteCode();
        await tx.updateLimits({ consecutive_failures: 0 });
        return subjectId;
      });
    },
  };
}
