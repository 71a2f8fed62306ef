/**
 * Attack review, round two (issue 25), items 4 and 5: per-client budgets spent by parallel calls
 * (memory store and Redis, on SQLite and PostgreSQL), the in-memory store never dropping a live
 * counter, validate-otp-code telling registered CPFs from unknown ones, IPv6 clients changing
 * address inside their /64, and code e-mails per CPF without a bot check.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMemoryLimitStore, LimitStoreFull } from '../../../src/server/limits/store';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { MemoryMailer } from '../helpers/mail';
import { TEST_REDIS_URL, testRedis } from '../helpers/redis';
import { API, cpfFrom, newVoter, register, sendCode } from '../helpers/voters';

const PROXY = '127.0.0.1';
let unknownSeq = 0;
const unknownCpf = () =>
  cpfFrom(800_000_000 + Math.floor(Math.random() * 1e6) * 100 + ++unknownSeq);

const stores = TEST_REDIS_URL ? (['memory', 'redis'] as const) : (['memory'] as const);

const call = (app: FastifyInstance, path: string, payload: object, address: string) =>
  app.inject({
    method: 'POST',
    url: `${API}/auth/${path}`,
    payload,
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': address },
  });

describe.each(databaseKinds)('round two, on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  const start = (store: 'memory' | 'redis', rateLimit = {}): Promise<TestApp> =>
    startTestApp(database, {
      config: {
        trustProxy: [PROXY],
        ...(store === 'redis' ? { redis: testRedis() } : {}),
        rateLimit: { otpPerHour: 100_000, ...rateLimit },
      },
      deps: { mailer: new MemoryMailer() },
    });

  describe.each(stores)('with the %s limit store', (store) => {
    it('300 parallel wrong codes from one client: exactly the budget of 30 is looked at', async () => {
      const t = await start(store);
      try {
        const answers = await Promise.all(
          Array.from({ length: 300 }, () =>
            call(
              t.app,
              'validate-otp-code',
              { cpf: unknownCpf(), codigoVerificacao: '123456' },
              '198.51.100.7',
            ),
          ),
        );
        const statuses = answers.map((a) => a.statusCode);
        expect(statuses.filter((s) => s === 401)).toHaveLength(30);
        expect(statuses.filter((s) => s === 429)).toHaveLength(270);
      } finally {
        await t.close();
      }
    });

    it('60 parallel unknown CPFs from one client: exactly the budget of 20 get an answer, the rest a bot check', async () => {
      const t = await start(store);
      try {
        const answers = await Promise.all(
          Array.from({ length: 60 }, () =>
            call(t.app, 'send-otp-code', { cpf: unknownCpf() }, '198.51.100.8'),
          ),
        );
        const statuses = answers.map((a) => a.statusCode);
        expect(statuses.filter((s) => s === 403)).toHaveLength(20);
        // The rest are asked for the bot check (issue 40 §4): none is looked up without one.
        expect(statuses.filter((s) => s === 428)).toHaveLength(40);
      } finally {
        await t.close();
      }
    });

    it('an IPv6 client that changes address inside its /64 keeps one budget', async () => {
      const t = await start(store, { otpFailuresPerHour: 5 });
      try {
        const statuses: number[] = [];
        for (let i = 1; i <= 7; i++) {
          const address = `2001:db8:aa:bb::${i.toString(16)}:${(i * 7).toString(16)}`;
          const answer = await call(
            t.app,
            'validate-otp-code',
            { cpf: unknownCpf(), codigoVerificacao: '123456' },
            address,
          );
          statuses.push(answer.statusCode);
        }
        expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
        // Another /64 has a budget of its own.
        const other = await call(
          t.app,
          'validate-otp-code',
          { cpf: unknownCpf(), codigoVerificacao: '123456' },
          '2001:db8:aa:bc::1',
        );
        expect(other.statusCode).toBe(401);
      } finally {
        await t.close();
      }
    });
  });

  it('validate-otp-code answers a registered CPF exactly as an unknown one', async () => {
    const t = await start('memory');
    try {
      const voter = newVoter();
      expect((await register(t.app, voter)).statusCode).toBe(201);
      const known = await call(
        t.app,
        'validate-otp-code',
        { cpf: voter.cpf, codigoVerificacao: '123456' },
        '198.51.100.20',
      );
      const unknown = await call(
        t.app,
        'validate-otp-code',
        { cpf: unknownCpf(), codigoVerificacao: '123456' },
        '198.51.100.21',
      );
      expect(known.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual(known.json());
    } finally {
      await t.close();
    }
  });

  it('a known CPF gets 3 code e-mails an hour, then each needs a bot check', async () => {
    const mailer = new MemoryMailer();
    const t = await startTestApp(database, { deps: { mailer } });
    try {
      const voter = newVoter();
      await register(t.app, voter);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await sendCode(t.app, voter.cpf)).statusCode);
        t.clock.advance(31_000);
      }
      expect(statuses).toEqual([200, 200, 200, 428, 428]);
      expect(mailer.sent).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});

describe('the in-memory limit store', () => {
  it('never drops a live counter to make room: a full store refuses (fails closed)', async () => {
    const store = createMemoryLimitStore(3);
    const at = 1_000_000;
    const hour = 3_600_000;
    expect(await store.take('a', hour, at, 2)).toBe(true);
    expect(await store.take('a', hour, at, 2)).toBe(true);
    await store.hit('b', hour, at);
    await store.hit('c', hour, at);
    // An attacker's fourth key would have pushed out 'a' and handed its client a fresh budget.
    await expect(store.hit('d', hour, at)).rejects.toBeInstanceOf(LimitStoreFull);
    expect(await store.take('a', hour, at, 2)).toBe(false);
    // Once the window has ended, the old counters go and there is room again.
    const later = (Math.floor(at / hour) + 1) * hour;
    expect(await store.hit('d', hour, later)).toBe(1);
    expect(await store.take('a', hour, later, 2)).toBe(true);
  });

  it('a unit given back can be taken again, never below zero', async () => {
    const store = createMemoryLimitStore();
    expect(await store.take('x', 1000, 0, 1)).toBe(true);
    expect(await store.take('x', 1000, 0, 1)).toBe(false);
    await store.giveBack('x', 1000, 0);
    await store.giveBack('x', 1000, 0);
    expect(await store.count('x', 1000, 0)).toBe(0);
  });
});
