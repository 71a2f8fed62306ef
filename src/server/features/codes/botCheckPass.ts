/**
 * One bot check per sign-in (issue 40 §9, decision 281). A voter whose CPF is under attack (or
 * whose network spent its unknown-CPF budget) solves the bot check to get a code; the code's
 * tries then needed another check each. A pass, given with the code sent after a check (and
 * after a try a fresh check let through), lets that voter try the code without another check
 * until the pass ends: the code's own life. It is an HMAC over the voter's id and its end, so
 * every process accepts it without shared state.
 *
 * What it gives away: the tries of one code (at most OTP_MAX_TRIES_PER_CODE, 5) for one check
 * instead of one try per check. A new code still needs a check of its own (the pass is never
 * read by send-otp-code), a wrong try never lengthens the pass, and the per-CPF cap of failures
 * a day still stands, so the chance of guessing a code stays what decision 080 sets.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** `<end in ms>.<HMAC-SHA-256, base64url>`: what the API's schemas accept. */
export const BOT_CHECK_PASS_PATTERN = '^[0-9]{13}\\.[A-Za-z0-9_-]{43}$';

export interface BotCheckPasses {
  /** A pass for this voter, valid for the passes' lifetime from now. */
  issue(voterId: number): string;
  /** Whether `pass` is this voter's and still valid (anything else, absent included: false). */
  valid(pass: string | undefined, voterId: number): boolean;
}

export function createBotCheckPasses(options: {
  /** The server's secret (JWT_SECRET); a key of its own is derived from it. */
  secret: string;
  now: () => number;
  /** How long a pass lasts: the code's validity. */
  lifetimeMs: number;
}): BotCheckPasses {
  const key = createHmac('sha256', options.secret).update('votacao-bot-check-pass-v1').digest();
  const mac = (voterId: number, end: number) =>
    createHmac('sha256', key).update(`${voterId}:${end}`).digest('base64url');
  const pattern = new RegExp(BOT_CHECK_PASS_PATTERN);
  return {
    issue(voterId) {
      const end = options.now() + options.lifetimeMs;
      return `${end}.${mac(voterId, end)}`;
    },
    valid(pass, voterId) {
      if (pass === undefined || !pattern.test(pass)) return false;
      const [endText = '', given = ''] = pass.split('.');
      const end = Number(endText);
      if (!(end > options.now())) return false;
      const expected = Buffer.from(mac(voterId, end));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
