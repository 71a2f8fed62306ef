/**
 * Picks the limit store for a configuration and reports Redis outages once per outage, in
 * words an operator can act on (the per-request 503s are not logged one by one).
 */
import type { FastifyBaseLogger } from 'fastify';

import type { Config } from '../config';

import { createMemoryLimitStore, createRedisLimitStore, type LimitStore } from './store';

export { createMemoryLimitStore, LimitStoreUnavailable, type LimitStore } from './store';

export function createLimitStore(config: Config, log: FastifyBaseLogger): LimitStore {
  if (!config.redis) return createMemoryLimitStore();
  let down = false;
  const store = createRedisLimitStore(config.redis, (error) => {
    if (down) return;
    down = true;
    log.error(
      { err: error.message },
      'Redis (REDIS_URL) is unreachable: shared limits are unavailable, so code and sign-up calls answer 503 until it is back (fail closed)',
    );
  });
  store.redis?.on('ready', () => {
    if (down) log.warn('Redis (REDIS_URL) is reachable again: shared limits restored');
    down = false;
  });
  return store;
}
