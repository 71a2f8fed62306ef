/**
 * Rate-limited calls: an accepted call carries no x-ratelimit-* counters (nobody reads them, and
 * they cost time on every answer); a refused one says when to come back with Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { cpfFrom, sendCode } from '../helpers/voters';

describe('rate-limit headers', () => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    t = await startTestApp(database, {
      config: { rateLimit: { otpPerHour: 2 } },
      deps: { mailer: new MemoryMailer() },
    });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('accepted calls have no counters; the refused one has Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await sendCode(t.app, cpfFrom(910_000_000 + i)));
    expect(answers.map((res) => res.statusCode)).toEqual([403, 403, 429]);
    for (const res of answers.slice(0, 2)) {
      expect(Object.keys(res.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
      expect(res.headers['retry-after']).toBeUndefined();
    }
    expect(Number(answers[2]?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
