/**
 * Counters for the limits that must hold across processes (docs/decisions/081): per-client
 * budgets for codes and unknown CPFs, and the bot-check replay guard. In Redis when REDIS_URL
 * is set (every process shares them), in memory otherwise (one process).
 *
 * Windows are fixed and computed from the app's clock (`at`), so tests move time with a fake
 * clock on either store; Redis expiry only cleans up.
 */
import { Redis } from 'ioredis';

import type { RedisConfig } from '../configTypes';

/** Redis could not be reached: code and sign-up calls answer 503 (fail closed). */
export class LimitStoreUnavailable extends Error {
  constructor(cause?: unknown) {
    super('The shared limit store (Redis) is unreachable');
    this.name = 'LimitStoreUnavailable';
    if (cause !== undefined) this.cause = cause;
  }
}

export interface LimitStore {
  readonly kind: 'memory' | 'redis';
  /** Counts one hit in the window holding `at`; the count after it. */
  hit(key: string, windowMs: number, at: number): Promise<number>;
  /** The count in the window holding `at`, without counting. */
  count(key: string, windowMs: number, at: number): Promise<number>;
  /** True the first time `key` is claimed (for `ttlMs`); false for a replay. */
  claimOnce(key: string, ttlMs: number, at: number): Promise<boolean>;
  /** True when the store can answer now (Redis connected). */
  ready(): boolean;
  /** Waits (up to the connect time-out) for the first connection; never throws. */
  connect(): Promise<void>;
  /** The ioredis client, for @fastify/rate-limit's Redis store. */
  readonly redis: Redis | null;
  close(): Promise<void>;
}

const windowKey = (key: string, windowMs: number, at: number) =>
  `${key}:${Math.floor(at / windowMs)}`;

const MAX_MEMORY_KEYS = 200_000;

export function createMemoryLimitStore(): LimitStore {
  const counters = new Map<string, { count: number; until: number }>();
  const prune = (at: number) => {
    if (counters.size < MAX_MEMORY_KEYS) return;
    for (const [k, v] of counters) if (v.until <= at) counters.delete(k);
    for (const k of counters.keys()) {
      if (counters.size < MAX_MEMORY_KEYS) break;
      counters.delete(k);
    }
  };
  return {
    kind: 'memory',
    redis: null,
    ready: () => true,
    async connect() {},
    async hit(key, windowMs, at) {
      const k = windowKey(key, windowMs, at);
      const entry = counters.get(k);
      if (entry && entry.until > at) {
        entry.count += 1;
        return entry.count;
      }
      prune(at);
      counters.set(k, { count: 1, until: (Math.floor(at / windowMs) + 1) * windowMs });
      return 1;
    },
    async count(key, windowMs, at) {
      const entry = counters.get(windowKey(key, windowMs, at));
      return entry && entry.until > at ? entry.count : 0;
    },
    async claimOnce(key, ttlMs, at) {
      const entry = counters.get(key);
      if (entry && entry.until > at) return false;
      prune(at);
      counters.set(key, { count: 1, until: at + ttlMs });
      return true;
    },
    async close() {
      counters.clear();
    },
  };
}

/** A Redis client that fails fast instead of queueing while Redis is away. */
export function connectRedis(url: string, onError: (error: Error) => void): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', onError);
  return redis;
}

/**
 * The Redis store. When Redis cannot be reached it keeps reconnecting in the background and,
 * meanwhile, ready() is false and every call throws LimitStoreUnavailable.
 */
export function createRedisLimitStore(
  config: RedisConfig,
  onError: (error: Error) => void,
): LimitStore {
  const redis = connectRedis(config.url, onError);
  let connecting: Promise<void> | null = null;
  const prefix = config.keyPrefix;
  const guard = async <T>(run: () => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') throw new LimitStoreUnavailable();
    try {
      return await run();
    } catch (error) {
      throw new LimitStoreUnavailable(error);
    }
  };
  return {
    kind: 'redis',
    redis,
    ready: () => redis.status === 'ready',
    connect() {
      connecting ??= redis.connect().catch(() => undefined);
      return connecting;
    },
    hit: (key, windowMs, at) =>
      guard(async () => {
        const k = prefix + windowKey(key, windowMs, at);
        const result = await redis
          .multi()
          .incr(k)
          .pexpire(k, windowMs * 2)
          .exec();
        return Number(result?.[0]?.[1] ?? 0);
      }),
    count: (key, windowMs, at) =>
      guard(async () => Number((await redis.get(prefix + windowKey(key, windowMs, at))) ?? 0)),
    claimOnce: (key, ttlMs) =>
      guard(async () => (await redis.set(prefix + key, '1', 'PX', ttlMs, 'NX')) === 'OK'),
    async close() {
      redis.disconnect();
    },
  };
}
