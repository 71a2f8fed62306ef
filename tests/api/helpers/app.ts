/** Builds a test app on a test database with a controllable clock and quiet logs. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import { buildApp, type AppDeps } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';

import type { TestDatabase } from './databases';

export const TEST_JWT_SECRET = 'test-secret-for-the-api-suite-0123456789abcdef';

export class TestClock {
  constructor(public t = Date.now()) {}
  now = () => this.t;
  advance(ms: number) {
    this.t += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  clock: TestClock;
  dataDir: string;
  close(): Promise<void>;
}

type ConfigOverrides = Partial<Omit<Config, 'otp' | 'rateLimit'>> & {
  otp?: Partial<Config['otp']>;
  rateLimit?: Partial<Config['rateLimit']>;
};

/** A config as the environment would give it, for a test database, with overrides. */
export function testConfig(
  database: TestDatabase | null,
  overrides: ConfigOverrides = {},
  env: NodeJS.ProcessEnv = {},
): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-data-'));
  const base = loadConfig({
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    SEED_DEMO: 'true',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  return {
    ...base,
    ...overrides,
    otp: { ...base.otp, ...overrides.otp },
    rateLimit: { ...base.rateLimit, ...overrides.rateLimit },
  };
}

export async function startTestApp(
  database: TestDatabase,
  options: { config?: ConfigOverrides; env?: NodeJS.ProcessEnv; deps?: AppDeps } = {},
): Promise<TestApp> {
  const clock = new TestClock();
  const config = testConfig(database, options.config, options.env);
  const app = buildApp(config, { now: clock.now, logger: false, ...options.deps });
  await app.ready();
  return {
    app,
    config,
    clock,
    dataDir: config.dataDir,
    close: async () => {
      await app.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
