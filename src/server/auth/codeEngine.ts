/**
 * The one-time-code rules, independent of who signs in: 6 digits from a CSPRNG, stored only as
 * an HMAC, valid for a few minutes, single use, replaced by the next code, a few wrong tries per
 * code, a failure budget that a resend does not reset (then a lock), a resend cool-down and an
 * hourly cap on sends. Voters (otp.ts) and operators (operatorCodes.ts) each give it a store
 * over their own tables; every decision is taken inside the store's transaction, which holds
 * the subject's limits row.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

import type { OtpConfig } from '../config';

export const CODE_LENGTH = 6;
const HOUR_MS = 3_600_000;

/** A limit hit: the route answers 429 with Retry-After (or hides it, for operators). */
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

export interface CodeLimits {
  last_sent_at: number | null;
  send_window_start: number | null;
  send_count: number;
  failure_window_start: number | null;
  failure_count: number;
  locked_until: number | null;
}

export interface StoredCode {
  code_hash: string;
  expires_at: number;
  tries: number;
}

/** What the engine needs of a subject's rows, inside one transaction. */
export interface CodeStoreTx {
  setLimits(patch: Partial<CodeLimits>): Promise<void>;
  readCode(): Promise<StoredCode | undefined>;
  /** Replaces the subject's code (tries back to 0). */
  saveCode(code: { code_hash: string; expires_at: number; created_at: number }): Promise<void>;
  /** Deletes the subject's code; only when its hash matches, if one is given. */
  deleteCode(codeHash?: string): Promise<void>;
  addTry(): Promise<void>;
  /** Undoes one send made at `sentAt` (only if no other send happened since). */
  undoSend(sentAt: number, previousLastSentAt: number | null): Promise<void>;
}

export interface CodeStore {
  /** Runs `fn` in a transaction holding the subject's limits row (created on first use). */
  withLockedLimits<T>(
    subjectId: number,
    fn: (tx: CodeStoreTx, limits: CodeLimits) => Promise<T>,
  ): Promise<T>;
}

export interface CodeService {
  issue(subjectId: number): Promise<IssuedCode>;
  verify(subjectId: number, code: string): Promise<VerifyResult>;
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

export function createCodeService(options: {
  store: CodeStore;
  secret: string;
  /** Kept apart per kind of subject, so a voter's code can never match an operator's row. */
  hashPrefix: string;
  config: OtpConfig;
  now: () => number;
}): CodeService {
  const { store, config, now, hashPrefix } = options;
  const key = createHmac('sha256', options.secret).update('votacao-otp-v1').digest();
  const hash = (subjectId: number, code: string) =>
    createHmac('sha256', key).update(`${hashPrefix}${subjectId}:${code}`).digest('hex');
  const sameHash = (a: string, b: string) => {
    const x = Buffer.from(a, 'hex');
    const y = Buffer.from(b, 'hex');
    return x.length === y.length && timingSafeEqual(x, y);
  };
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return {
    async issue(subjectId) {
      const at = now();
      const code = generateCode();
      const codeHash = hash(subjectId, code);
      const previous = await store.withLockedLimits(subjectId, async (tx, limits) => {
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
        await tx.setLimits({
          last_sent_at: at,
          send_window_start: windowStart,
          send_count: count + 1,
        });
        await tx.saveCode({
          code_hash: codeHash,
          expires_at: at + config.ttlMinutes * 60_000,
          created_at: at,
        });
        return { lastSentAt: limits.last_sent_at };
      });
      return {
        code,
        async revoke() {
          await store.withLockedLimits(subjectId, async (tx) => {
            await tx.deleteCode(codeHash);
            await tx.undoSend(at, previous.lastSentAt);
          });
        },
      };
    },

    async verify(subjectId, code) {
      const at = now();
      return store.withLockedLimits(subjectId, async (tx, limits): Promise<VerifyResult> => {
        if (limits.locked_until !== null && limits.locked_until > at) {
          return {
            ok: false,
            reason: 'locked',
            retryAfterSeconds: seconds(limits.locked_until - at),
          };
        }
        const stored = await tx.readCode();
        let reason: 'wrong' | 'expired' | 'missing' | 'exhausted';
        if (!stored) reason = 'missing';
        else if (stored.expires_at <= at) reason = 'expired';
        else if (stored.tries >= config.maxTriesPerCode) reason = 'exhausted';
        else if (!sameHash(stored.code_hash, hash(subjectId, code))) reason = 'wrong';
        else {
          // Right code: single use, and the failure budget starts over.
          await tx.deleteCode();
          await tx.setLimits({ failure_count: 0, failure_window_start: null, locked_until: null });
          return { ok: true };
        }

        if (stored && reason !== 'expired') await tx.addTry();
        const lockMs = config.lockMinutes * 60_000;
        let windowStart = limits.failure_window_start;
        let failures = limits.failure_count;
        if (windowStart === null || at - windowStart >= lockMs) {
          windowStart = at;
          failures = 0;
        }
        failures += 1;
        await tx.setLimits({
          failure_window_start: windowStart,
          failure_count: failures,
          locked_until: failures >= config.maxFailuresPerCpf ? at + lockMs : null,
        });
        return { ok: false, reason };
      });
    },
  };
}
