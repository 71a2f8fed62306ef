/**
 * One-time codes (OWASP ASVS 2.7/2.8 style): 6 digits from a CSPRNG, stored only as an HMAC,
 * valid for a few minutes, single use, replaced by the next code, a few wrong tries per code,
 * a per-CPF failure budget that a resend does not reset, a resend cool-down and an hourly cap
 * on sends. Every decision is taken inside a transaction that holds the voter's otp_limits row
 * (SELECT … FOR UPDATE on PostgreSQL; SQLite has one writer), so parallel requests cannot
 * spend the same try twice.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { OtpConfig } from '../config';
import type { DatabaseKind } from '../db/database';
import type { Database, Voter } from '../db/schema';
import * as codes from '../repositories/codes';

export const CODE_LENGTH = 6;
const HOUR_MS = 3_600_000;

/** A limit bit: the route answers 429 with Retry-After. */
export class OtpLimitError extends Error {
  constructor(
    readonly reason: 'cooldown' | 'sends' | 'locked',
    readonly retryAfterSeconds: number,
  ) {
    super(reason);
    this.name = 'OtpLimitError';
  }
}

export type VerifyResult =
  | { ok: true }
  | { ok: false; reason: 'wrong' | 'expired' | 'missing' | 'exhausted' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

export interface IssuedCode {
  code: string;
  /** Undoes the issue when the e-mail could not be sent (no cool-down for a code never sent). */
  revoke(): Promise<void>;
}

export interface OtpService {
  issue(voter: Voter): Promise<IssuedCode>;
  verify(voter: Voter, code: string): Promise<VerifyResult>;
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export function createOtpService(options: {
  db: Kysely<Database>;
  kind: DatabaseKind;
  secret: string;
  config: OtpConfig;
  now: () => number;
}): OtpService {
  const { db, kind, config, now } = options;
  const key = createHmac('sha256', options.secret).update('votacao-otp-v1').digest();
  const hash = (voterId: number, code: string) =>
    createHmac('sha256', key).update(`${voterId}:${code}`).digest('hex');
  const sameHash = (a: string, b: string) => {
    const x = Buffer.from(a, 'hex');
    const y = Buffer.from(b, 'hex');
    return x.length === y.length && timingSafeEqual(x, y);
  };
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return {
    async issue(voter) {
      const at = now();
      const code = generateCode();
      const codeHash = hash(voter.id, code);
      const previous = await codes.withLockedLimits(db, kind, voter.id, async (trx, limits) => {
        if (limits.locked_until !== null && limits.locked_until > at) {
          throw new OtpLimitError('locked', seconds(limits.locked_until - at));
        }
        const cooldownMs = config.resendCooldownSeconds * 1000;
        if (limits.last_sent_at !== null && at - limits.last_sent_at < cooldownMs) {
          throw new OtpLimitError('cooldown', seconds(limits.last_sent_at + cooldownMs - at));
        }
        let windowStart = limits.send_window_start;
        let count = limits.send_count;
        if (windowStart === null || at - windowStart >= HOUR_MS) {
          windowStart = at;
          count = 0;
        }
        if (count >= config.maxSendsPerHour) {
          throw new OtpLimitError('sends', seconds(windowStart + HOUR_MS - at));
        }
        await codes.updateLimits(trx, voter.id, {
          last_sent_at: at,
          send_window_start: windowStart,
          send_count: count + 1,
        });
        await codes.replaceCode(trx, {
          voter_id: voter.id,
          code_hash: codeHash,
          expires_at: at + config.ttlMinutes * 60_000,
          created_at: at,
        });
        return { lastSentAt: limits.last_sent_at };
      });
      return {
        code,
        async revoke() {
          await codes.withLockedLimits(db, kind, voter.id, async (trx) => {
            await codes.deleteCode(trx, voter.id, codeHash);
            await codes.undoSend(trx, voter.id, at, previous.lastSentAt);
          });
        },
      };
    },

    async verify(voter, code) {
      const at = now();
      return codes.withLockedLimits(
        db,
        kind,
        voter.id,
        async (trx, limits): Promise<VerifyResult> => {
          if (limits.locked_until !== null && limits.locked_until > at) {
            return {
              ok: false,
              reason: 'locked',
              retryAfterSeconds: seconds(limits.locked_until - at),
            };
          }
          const stored = await codes.findCode(trx, voter.id);

          let reason: 'wrong' | 'expired' | 'missing' | 'exhausted';
          if (!stored) reason = 'missing';
          else if (stored.expires_at <= at) reason = 'expired';
          else if (stored.tries >= config.maxTriesPerCode) reason = 'exhausted';
          else if (!sameHash(stored.code_hash, hash(voter.id, code))) reason = 'wrong';
          else {
            // Right code: single use, and the failure budget starts over.
            await codes.deleteCode(trx, voter.id);
            await codes.updateLimits(trx, voter.id, {
              failure_count: 0,
              failure_window_start: null,
              locked_until: null,
            });
            return { ok: true };
          }

          if (stored && reason !== 'expired') {
            await codes.countWrongTry(trx, voter.id);
          }
          const lockMs = config.lockMinutes * 60_000;
          let windowStart = limits.failure_window_start;
          let failures = limits.failure_count;
          if (windowStart === null || at - windowStart >= lockMs) {
            windowStart = at;
            failures = 0;
          }
          failures += 1;
          const lockedUntil = failures >= config.maxFailuresPerCpf ? at + lockMs : null;
          await codes.updateLimits(trx, voter.id, {
            failure_window_start: windowStart,
            failure_count: failures,
            locked_until: lockedUntil,
          });
          return { ok: false, reason };
        },
      );
    },
  };
}
