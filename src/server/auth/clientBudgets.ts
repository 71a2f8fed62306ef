/**
 * Budgets per client address (request.ip, which honours TRUST_PROXY), shared by every process
 * through the limit store: wrong codes per client, and send-code calls for unknown CPFs (walking
 * a list of CPFs is slow, and logged once per client and window, not once per request).
 */
import type { FastifyRequest } from 'fastify';

import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { apiMessages } from '../messages';

const HOUR_MS = 3_600_000;

export function clientBudgets(ctx: AppContext) {
  const { limits, now } = ctx;
  const { rateLimit } = ctx.config;
  const secondsLeft = (at: number) =>
    Math.max(1, Math.ceil(((Math.floor(at / HOUR_MS) + 1) * HOUR_MS - at) / 1000));
  const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

  return {
    /** 429 once this client has spent its wrong-code budget for the hour. */
    async assertFailuresLeft(request: FastifyRequest): Promise<void> {
      const at = now();
      const spent = await limits.count(`otp-fail:${request.ip}`, HOUR_MS, at);
      if (spent >= rateLimit.otpFailuresPerHour) {
        const retryAfterSeconds = secondsLeft(at);
        throw new HttpError(429, apiMessages.tooManyRequests(retryAfterSeconds), {
          retryAfterSeconds,
        });
      }
    },

    async countFailure(request: FastifyRequest): Promise<void> {
      await limits.hit(`otp-fail:${request.ip}`, HOUR_MS, now());
    },

    /**
     * 429 for any CPF once this client has spent its unknown-CPF budget: answering known CPFs
     * normally would let the walk go on (200 versus 429 tells them apart).
     */
    async assertUnknownCpfsLeft(request: FastifyRequest): Promise<void> {
      const at = now();
      const spent = await limits.count(`unknown-cpf:${request.ip}`, HOUR_MS, at);
      if (spent >= rateLimit.unknownCpfPerHour) {
        const retryAfterSeconds = secondsLeft(at);
        throw new HttpError(429, apiMessages.walkingCpfs(minutes(retryAfterSeconds)), {
          retryAfterSeconds,
        });
      }
    },

    /** Counts an unknown CPF; the call that spends the budget logs the one warning. */
    async countUnknownCpf(request: FastifyRequest): Promise<void> {
      const count = await limits.hit(`unknown-cpf:${request.ip}`, HOUR_MS, now());
      const budget = rateLimit.unknownCpfPerHour;
      if (count === budget) {
        request.log.warn(
          { client: request.ip, budget },
          'Send-code: this client has asked for as many unknown CPFs as an hour allows and may be walking a list of CPFs; its send-code calls answer 429 until the hour ends (one warning per client per hour)',
        );
      }
    },
  };
}
