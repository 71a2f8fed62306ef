/** Redis for the shared-limit tests: TEST_REDIS_URL (.ci/run sets it) and a random prefix. */
import { randomBytes } from 'node:crypto';

import type { RedisConfig } from '../../../src/server/config';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? '';

/** A Redis config of its own for one test: keys under a random prefix nobody else uses. */
export function testRedis(): RedisConfig {
  return { url: TEST_REDIS_URL, keyPrefix: `votacao-test:${randomBytes(6).toString('hex')}:` };
}

/** A Redis URL nobody listens on (port 1 on loopback refuses at once). */
export const UNREACHABLE_REDIS_URL = 'redis://127.0.0.1:1';
