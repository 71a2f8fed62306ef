/**
 * The bot check on sign-up against a local stand-in for Cloudflare's siteverify: success,
 * failure, time-out, outage and replay; fail closed every time something is off.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { messages } from '../../../src/domain/messages';
import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';
import { startTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../helpers/databases';
import { SiteverifyStandIn } from '../helpers/turnstile';
import { newVoter, register } from '../helpers/voters';

let tokens = 0;
const freshToken = () => `0.turnstile-token-${process.pid}-${++tokens}-${'x'.repeat(200)}`;

describe.each(databaseKinds)('Turnstile bot check on %s', (kind) => {
  let database: TestDatabase;
  let standIn: SiteverifyStandIn;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    standIn = new SiteverifyStandIn();
    await standIn.start();
    t = await startTestApp(database, {
      env: {
        TURNSTILE_SITE_KEY: SiteverifyStandIn.SITE_KEY,
        TURNSTILE_SECRET_KEY: SiteverifyStandIn.SECRET,
        TURNSTILE_VERIFY_URL: standIn.url,
        // Generous: on a busy machine a loopback answer can take longer than 500 ms, and a
        // too-short limit would turn a success into a 401. The time-out test pays it once.
        TURNSTILE_TIMEOUT_MS: '3000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
    await database.drop();
  });
  afterEach(() => {
    standIn.mode = 'success';
  });

  it('201 when siteverify says success; the secret, token and remote IP were sent', async () => {
    const token = freshToken();
    const res = await register(t.app, newVoter({ 'cf-turnstile-response': token }));
    expect(res.statusCode).toBe(201);
    const call = standIn.calls.at(-1);
    expect(call?.get('secret')).toBe(SiteverifyStandIn.SECRET);
    expect(call?.get('response')).toBe(token);
    expect(call?.get('remoteip')).toBe('127.0.0.1');
  });

  it('the web app gets the site key at run time', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(res.json()).toMatchObject({
      apiBaseUrl: '/api',
      turnstileSiteKey: SiteverifyStandIn.SITE_KEY,
    });
  });

  it('401 when siteverify refuses the token', async () => {
    standIn.mode = 'failure';
    const res = await register(t.app, newVoter({ 'cf-turnstile-response': freshToken() }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: messages.errors.botCheckFailed });
  });

  it('401 (fail closed) when siteverify does not answer in time', async () => {
    // The stand-in never answers, so a 401 can only come from the time-out (no wall-clock bound,
    // which a busy machine could break).
    standIn.mode = 'timeout';
    const res = await register(t.app, newVoter({ 'cf-turnstile-response': freshToken() }));
    expect(res.statusCode).toBe(401);
  });

  it('401 (fail closed) on an outage or an answer that is not JSON', async () => {
    for (const mode of ['outage', 'garbage'] as const) {
      standIn.mode = mode;
      const res = await register(t.app, newVoter({ 'cf-turnstile-response': freshToken() }));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(messages.errors.botCheckFailed);
    }
  });

  it('401 when siteverify is unreachable', async () => {
    const down = await startTestApp(database, {
      env: {
        TURNSTILE_SITE_KEY: SiteverifyStandIn.SITE_KEY,
        TURNSTILE_SECRET_KEY: SiteverifyStandIn.SECRET,
        TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
        TURNSTILE_TIMEOUT_MS: '500',
      },
    });
    try {
      const res = await register(down.app, newVoter({ 'cf-turnstile-response': freshToken() }));
      expect(res.statusCode).toBe(401);
    } finally {
      await down.close();
    }
  });

  it('401 for a replayed token, refused without asking siteverify again', async () => {
    const token = freshToken();
    expect((await register(t.app, newVoter({ 'cf-turnstile-response': token }))).statusCode).toBe(
      201,
    );
    const calls = standIn.calls.length;
    const replay = await register(t.app, newVoter({ 'cf-turnstile-response': token }));
    expect(replay.statusCode).toBe(401);
    expect(standIn.calls.length).toBe(calls);
  });

  it('401 for parallel replays of one token: only one sign-up passes', async () => {
    const token = freshToken();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        register(t.app, newVoter({ 'cf-turnstile-response': token })),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 401, 401, 401, 401]);
  });

  it('the development dummy token is not taken on trust when keys are configured', async () => {
    const res = await register(t.app, newVoter({ 'cf-turnstile-response': DEV_BOT_CHECK_TOKEN }));
    expect(res.statusCode).toBe(401);
    // It went to siteverify like any token (Cloudflare's test secrets would accept it).
    expect(standIn.calls.at(-1)?.get('response')).toBe(DEV_BOT_CHECK_TOKEN);
  });

  it('401 when the token was issued for another hostname (TURNSTILE_HOSTNAMES)', async () => {
    const strict = await startTestApp(database, {
      env: {
        TURNSTILE_SITE_KEY: SiteverifyStandIn.SITE_KEY,
        TURNSTILE_SECRET_KEY: SiteverifyStandIn.SECRET,
        TURNSTILE_VERIFY_URL: standIn.url,
        TURNSTILE_HOSTNAMES: 'votacao.example.org',
      },
    });
    try {
      expect(
        (await register(strict.app, newVoter({ 'cf-turnstile-response': freshToken() })))
          .statusCode,
      ).toBe(201);
      standIn.hostname = 'evil.example.com';
      expect(
        (await register(strict.app, newVoter({ 'cf-turnstile-response': freshToken() })))
          .statusCode,
      ).toBe(401);
    } finally {
      standIn.hostname = 'votacao.example.org';
      await strict.close();
    }
  });

  it('422 for a token longer than 2048 characters (the bot check is not even asked)', async () => {
    const calls = standIn.calls.length;
    const res = await register(t.app, newVoter({ 'cf-turnstile-response': 'x'.repeat(2049) }));
    expect(res.statusCode).toBe(422);
    expect(standIn.calls.length).toBe(calls);
  });
});
