/**
 * Counters for the limits that must hold across processes (docs/decisions/081): per-client
 * budgets for codes and unknown CPFs, and the bot-check replay guard. In Redis when REDIS_URL
 * is set (every process shares them), in memory otherwise (one process).
 *
 * Windows are fixed and computed from the app's clock (`at`), so tests move time with a fake
 * clock on either store; Redis expiry only cleans up.
 *
 * Not rate-limiter-flexible (11.4.0, decision 290): its memory limiter times every key with
 * Date.now() and setTimeout (lib/component/MemoryStorage/MemoryStorage.js) and its Redis one with
 * Redis's TTL in whole seconds, with no clock option, so the tests' clock could not end a claim
 * (claimOnce, claimOrWait); `consume` counts refused calls and `reward` goes below zero, so a
 * unit given back would need a second, non-atomic call; and its memory store has no key cap.
 */
import { Redis } from 'ioredis';

import type { RedisConfig } from '../config';

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
  /**
   * Spends one unit of a budget atomically (decision 170): counts the hit and answers whether it
   * fits under `budget`, in one step (INCR in Redis, no await in memory), so parallel calls can
   * never all see the same count. A hit over budget is not kept (the count stays at the budget).
   */
  take(key: string, windowMs: number, at: number, budget: number): Promise<boolean>;
  /** Gives back one unit taken in the window holding `at` (the call turned out not to spend it). */
  giveBack(key: string, windowMs: number, at: number): Promise<void>;
  /** The count in the window holding `at`, without counting. */
  count(key: string, windowMs: number, at: number): Promise<number>;
  /** True the first time `key` is claimed (for `ttlMs`); false for a replay. */
  claimOnce(key: string, ttlMs: number, at: number): Promise<boolean>;
  /** Claims `key` for `ttlMs` and answers 0 when free; else the milliseconds its claim has left. */
  claimOrWait(key: string, ttlMs: number, at: number): Promise<number>;
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

export const MAX_MEMORY_KEYS = 200_000;

/** The in-memory store is full of live counters: refused like an unreachable Redis (503). */
export class LimitStoreFull extends LimitStoreUnavailable {
  constructor() {
    super();
    this.message = 'The in-memory limit store is full of live counters';
    this.name = 'LimitStoreFull';
  }
}

export function createMemoryLimitStore(maxKeys = MAX_MEMORY_KEYS): LimitStore {
  const counters = new Map<string, { count: number; until: number }>();
  /** No counter ends before this: a full store of live counters is not scanned again till then. */
  let nextExpiry = 0;
  /**
   * Room for one more key. Only counters whose window has ended are dropped: dropping a live one
   * would hand its client a fresh budget (decision 170). Full of live counters, the call fails
   * closed, like Redis away.
   */
  const makeRoom = (at: number) => {
    if (counters.size < maxKeys) return;
    if (at >= nextExpiry) {
      let soonest = Number.POSITIVE_INFINITY;
      for (const [k, v] of counters) {
        if (v.until <= at) counters.delete(k);
        else if (v.until < soonest) soonest = v.until;
      }
      nextExpiry = soonest;
    }
    if (counters.size >= maxKeys) throw new LimitStoreFull();
  };
  const live = (k: string, at: number) => {
    const entry = counters.get(k);
    return entry && entry.until > at ? entry : undefined;
  };
  const add = (k: string, windowMs: number, at: number, count: number) => {
    if (!counters.has(k)) makeRoom(at);
    const entry = { count, until: (Math.floor(at / windowMs) + 1) * windowMs };
    counters.set(k, entry);
    return entry;
  };
  const claimOrWait = (key: string, ttlMs: number, at: number) => {
    const claimed = live(key, at);
    if (claimed) return claimed.until - at;
    if (!counters.has(key)) makeRoom(at);
    counters.set(key, { count: 1, until: at + ttlMs });
    return 0;
  };
  return {
    kind: 'memory',
    redis: null,
    ready: () => true,
    async connect() {},
    async hit(key, windowMs, at) {
      const k = windowKey(key, windowMs, at);
      const entry = live(k, at) ?? add(k, windowMs, at, 0);
      entry.count += 1;
      return entry.count;
    },
    async take(key, windowMs, at, budget) {
      const k = windowKey(key, windowMs, at);
      const entry = live(k, at) ?? add(k, windowMs, at, 0);
      if (entry.count >= budget) return false;
      entry.count += 1;
      return true;
    },
    async giveBack(key, windowMs, at) {
      const entry = live(windowKey(key, windowMs, at), at);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async count(key, windowMs, at) {
      return live(windowKey(key, windowMs, at), at)?.count ?? 0;
    },
    // A live claim has time left, so 0 means this call claimed it.
    claimOnce: async (key, ttlMs, at) => claimOrWait(key, ttlMs, at) === 0,
    claimOrWait: async (key, ttlMs, at) => claimOrWait(key, ttlMs, at),
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

/** INCR under a budget in one step: 1 when the unit was taken, 0 when the budget was spent. */
const TAKE_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
if n > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return 0
end
return 1`;

const GIVE_BACK_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

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
    take: (key, windowMs, at, budget) =>
      guard(async () => {
        const k = prefix + windowKey(key, windowMs, at);
        return (await redis.eval(TAKE_SCRIPT, 1, k, budget, windowMs * 2)) === 1;
      }),
    giveBack: (key, windowMs, at) =>
      guard(async () => {
        await redis.eval(GIVE_BACK_SCRIPT, 1, prefix + windowKey(key, windowMs, at));
      }),
    count: (key, windowMs, at) =>
      guard(async () => Number((await redis.get(prefix + windowKey(key, windowMs, at))) ?? 0)),
    claimOnce: (key, ttlMs) =>
      guard(async () => (await redis.set(prefix + key, '1', 'PX', ttlMs, 'NX')) === 'OK'),
    claimOrWait: (key, ttlMs) =>
      guard(async () => {
        if ((await redis.set(prefix + key, '1', 'PX', ttlMs, 'NX')) === 'OK') return 0;
        return Math.max(0, await redis.pttl(prefix + key));
      }),
    async close() {
      redis.disconnect();
    },
  };
}
