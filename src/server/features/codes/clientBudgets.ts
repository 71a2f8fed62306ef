/**
 * Budgets per client (request.ip, which honours TRUST_PROXY; IPv6 by its /64, decision 171),
 * shared by every process through the limit store: wrong codes per client, and send-code calls
 * for unknown CPFs (walking a list of CPFs is slow, and logged once per client and window, not
 * once per request).
 *
 * A unit is taken before the call is looked at and given back when the call turns out not to
 * spend it (decision 170): checking first and counting after an await let 300 parallel wrong
 * codes through a budget of 30.
 */
import type { FastifyRequest } from 'fastify';

import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { clientKey } from '../../limits/clientKey';
import { apiMessages } from '../../messages';

const HOUR_MS = 3_600_000;

export function clientBudgets(ctx: AppContext) {
  const { limits, now } = ctx;
  const { rateLimit } = ctx.config;
  const secondsLeft = (at: number) =>
    Math.max(1, Math.ceil(((Math.floor(at / HOUR_MS) + 1) * HOUR_MS - at) / 1000));
  const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

  const refuse = (at: number, message: (seconds: number) => string) => {
    const retryAfterSeconds = secondsLeft(at);
    return new HttpError(429, message(retryAfterSeconds), { retryAfterSeconds });
  };

  return {
    /**
     * Takes one try from this client's wrong-code budget for the hour (429 once it is spent).
     * The caller gives it back (giveBackFailure) when the try was not a failure.
     */
    async takeFailure(request: FastifyRequest, prefix = 'otp-fail'): Promise<void> {
      const at = now();
      const key = `${prefix}:${clientKey(request.ip)}`;
      if (!(await limits.take(key, HOUR_MS, at, rateLimit.otpFailuresPerHour))) {
        throw refuse(at, apiMessages.tooManyRequests);
      }
    },

    async giveBackFailure(request: FastifyRequest, prefix = 'otp-fail'): Promise<void> {
      await limits.giveBack(`${prefix}:${clientKey(request.ip)}`, HOUR_MS, now());
    },

    /**
     * Takes one unknown CPF from this client's budget before the CPF is looked up (429 for any
     * CPF once it is spent: answering known CPFs normally would let the walk go on); given back
     * when the CPF is known.
     */
    async takeUnknownCpf(request: FastifyRequest): Promise<void> {
      const refused = await this.tryTakeUnknownCpf(request);
      if (refused) throw refused;
    },

    /**
     * takeUnknownCpf without throwing: null when a unit was taken, else the 429 the spent budget
     * answers (the caller decides: a registered voter gets through with the bot check, issue 40
     * §4). Nothing is taken when it is spent.
     */
    async tryTakeUnknownCpf(request: FastifyRequest): Promise<HttpError | null> {
      const at = now();
      const key = `unknown-cpf:${clientKey(request.ip)}`;
      if (await limits.take(key, HOUR_MS, at, rateLimit.unknownCpfPerHour)) return null;
      return refuse(at, (seconds) => apiMessages.walkingCpfs(minutes(seconds)));
    },

    /** The CPF was unknown: the call that spent the budget logs the one warning. */
    async noteUnknownCpf(request: FastifyRequest): Promise<void> {
      const client = clientKey(request.ip);
      const budget = rateLimit.unknownCpfPerHour;
      if ((await limits.count(`unknown-cpf:${client}`, HOUR_MS, now())) === budget) {
        request.log.warn(
          { client, budget },
          'Send-code: this client has asked for as many unknown CPFs as an hour allows and may be walking a list of CPFs; its send-code calls answer 429 until the hour ends (one warning per client per hour)',
        );
      }
    },

    async giveBackUnknownCpf(request: FastifyRequest): Promise<void> {
      await limits.giveBack(`unknown-cpf:${clientKey(request.ip)}`, HOUR_MS, now());
    },
  };
}
