/**
 * Bot check on sign-up. With Turnstile keys, the widget's token is verified server-side against
 * siteverify: fail closed on time-out, outage or an unexpected answer, and refuse a token seen
 * before (Cloudflare refuses replays too; refusing locally also covers parallel replays).
 * Without keys, the development check accepts Cloudflare's dummy token only (never in production:
 * loadConfig refuses to start without keys there).
 */
import { createHash } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import { DEV_BOT_CHECK_TOKEN } from '../../domain/types';
import type { TurnstileConfig } from '../config';
import { createMemoryLimitStore, type LimitStore } from '../limits';

export const MAX_TOKEN_LENGTH = 2048;
/** Turnstile tokens live 300 s; remembering them a little longer is enough to refuse replays. */
const REPLAY_WINDOW_MS = 310_000;

export interface BotCheck {
  readonly kind: 'turnstile' | 'dev';
  verify(token: string, remoteIp: string | undefined): Promise<boolean>;
}

export function createDevBotCheck(): BotCheck {
  return { kind: 'dev', verify: async (token) => token === DEV_BOT_CHECK_TOKEN };
}

interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
  hostname?: unknown;
}

export function createTurnstileBotCheck(
  config: TurnstileConfig,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
  /** The replay guard's store: Redis with REDIS_URL, so every process refuses a replay. */
  store: LimitStore = createMemoryLimitStore(),
): BotCheck {
  const remember = (key: string) => store.claimOnce(`turnstile:${key}`, REPLAY_WINDOW_MS, now());

  return {
    kind: 'turnstile',
    async verify(token, remoteIp) {
      if (!token || token.length > MAX_TOKEN_LENGTH) return false;
      const key = createHash('sha256').update(token).digest('hex');
      // A store outage throws LimitStoreUnavailable: the route answers 503 (fail closed).
      if (!(await remember(key))) {
        log.warn('Bot check: replayed Turnstile token refused');
        return false;
      }
      const form = new URLSearchParams({ secret: config.secretKey, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      try {
        const response = await fetch(config.verifyUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) {
          log.error({ status: response.status }, 'Bot check: siteverify answered an error status');
          return false;
        }
        const answer = (await response.json()) as SiteverifyAnswer;
        if (answer.success !== true) {
          log.info({ errorCodes: answer['error-codes'] }, 'Bot check: token refused by siteverify');
          return false;
        }
        if (
          config.hostnames.length > 0 &&
          !(typeof answer.hostname === 'string' && config.hostnames.includes(answer.hostname))
        ) {
          log.warn({ hostname: answer.hostname }, 'Bot check: token issued for another hostname');
          return false;
        }
        return true;
      } catch (error) {
        log.error(
          { err: (error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message },
          'Bot check: siteverify unreachable; refusing (fail closed)',
        );
        return false;
      }
    },
  };
}
