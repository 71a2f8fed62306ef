/**
 * Limits that hold across processes: two app instances on one database sharing one Redis
 * budget per client address, the bot-check replay guard in Redis, and fail-closed 503s in
 * Portuguese when Redis is unreachable (code and sign-up calls only).
 */
import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../../src/server/app';
import { apiMessages } from '../../../src/server/messages';
import { loggerOptions } from '../../../src/server/redact';
import { startTestApp, testConfig, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { TEST_REDIS_URL, testRedis, UNREACHABLE_REDIS_URL } from '../helpers/redis';
import { SiteverifyStandIn } from '../helpers/turnstile';
import { API, cpfFrom, newVoter, register, sendCode } from '../helpers/voters';

const unknownCpf = (n: number) => cpfFrom(900_000_000 + n);

describe.skipIf(!TEST_REDIS_URL).each(databaseKinds)(
  'shared limits through Redis on %s',
  (kind) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(kind);
    });
    afterAll(async () => {
      await database.drop();
    });

    it('two processes share one per-client budget for code calls', async () => {
      const redis = testRedis();
      const config = { redis, rateLimit: { otpPerHour: 4 } };
      const a = await startTestApp(database, { config, deps: { mailer: new MemoryMailer() } });
      const b = await startTestApp(database, { config, deps: { mailer: new MemoryMailer() } });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) {
          const app = i % 2 === 0 ? a.app : b.app;
          statuses.push((await sendCode(app, unknownCpf(i))).statusCode);
        }
        // 4 calls in all, whichever process answered; then both refuse the same client.
        expect(statuses).toEqual([403, 403, 403, 403, 429, 429]);
        const refused = await sendCode(a.app, unknownCpf(9));
        expect(refused.json().message).toMatch(
          /^Muitas requisições desta rede \(Wi-Fi ou operadora\)/,
        );
        // Another client address still has its own budget.
        const other = await a.app.inject({
          method: 'POST',
          url: `${API}/auth/send-otp-code`,
          payload: { cpf: unknownCpf(10) },
          remoteAddress: '10.1.2.3',
        });
        expect(other.statusCode).toBe(403);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it("an e-mail that is no operator's keeps its send-code cool-down across processes (decision 190)", async () => {
      const redis = testRedis();
      const a = await startTestApp(database, { config: { redis } });
      const b = await startTestApp(database, { config: { redis } });
      try {
        const email = `ninguem-${Date.now()}@example.com`;
        const send = (app: TestApp['app']) =>
          app.inject({ method: 'POST', url: `${API}/admin/auth/send-code`, payload: { email } });
        const cooldown = a.config.otp.resendCooldownSeconds;
        expect((await send(a.app)).json()).toEqual({
          alreadySent: false,
          resendInSeconds: cooldown,
        });
        const again = (await send(b.app)).json() as {
          alreadySent: boolean;
          resendInSeconds: number;
        };
        expect(again.alreadySent).toBe(true);
        expect(again.resendInSeconds).toBeGreaterThan(cooldown - 5);
        expect(again.resendInSeconds).toBeLessThanOrEqual(cooldown);
      } finally {
        await a.close();
        await b.close();
      }
    });

    it('a bot-check token accepted by one process is refused by the other without asking Cloudflare', async () => {
      const standIn = new SiteverifyStandIn();
      await standIn.start();
      const env = {
        TURNSTILE_SITE_KEY: SiteverifyStandIn.SITE_KEY,
        TURNSTILE_SECRET_KEY: SiteverifyStandIn.SECRET,
        TURNSTILE_VERIFY_URL: standIn.url,
      };
      const redis = testRedis();
      const a = await startTestApp(database, { env, config: { redis } });
      const b = await startTestApp(database, { env, config: { redis } });
      try {
        const token = `0.replayed-token-${Date.now()}-${'y'.repeat(100)}`;
        expect(
          (await register(a.app, newVoter({ 'cf-turnstile-response': token }))).statusCode,
        ).toBe(201);
        const replay = await register(b.app, newVoter({ 'cf-turnstile-response': token }));
        expect(replay.statusCode).toBe(401);
        expect(standIn.calls).toHaveLength(1);
      } finally {
        await a.close();
        await b.close();
        await standIn.stop();
      }
    });
  },
);

describe('Redis unreachable', () => {
  let database: TestDatabase;
  let t: TestApp;
  let logs = '';
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logs += chunk.toString('utf8');
        callback();
      },
    });
    const config = testConfig(database, {}, { REDIS_URL: UNREACHABLE_REDIS_URL });
    const app = buildApp(config, { logger: loggerOptions('info', stream) });
    await app.ready();
    t = { app, config, clock: null as never, dataDir: config.dataDir, close: () => app.close() };
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('code and sign-up calls answer 503 in Portuguese (fail closed), with a clear log line', async () => {
    const send = await sendCode(t.app, unknownCpf(1));
    expect(send.statusCode).toBe(503);
    expect(send.json()).toEqual({ message: apiMessages.limitsUnavailable });
    const validate = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/validate-otp-code`,
      payload: { cpf: unknownCpf(1), codigoVerificacao: '123456' },
    });
    expect(validate.statusCode).toBe(503);
    expect((await register(t.app, newVoter())).statusCode).toBe(503);
    expect(logs).toContain('Redis (REDIS_URL) is unreachable');
    expect(logs).toContain('fails closed');
  });

  it('the other calls keep answering (no 503 for the signed-in voter)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API}/categories/app` });
    expect(res.statusCode).toBe(401);
    const config = await t.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(config.statusCode).toBe(200);
  });
});
