import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Readiness } from '../../../src/server/features/ops/health';
import {
  UNREADY_EXIT_MS,
  WATCH_INTERVAL_MS,
  waitUntilReady,
  watchDatabase,
} from '../../../src/server/features/ops/watchdog';

const ready: Readiness = { ready: true, checks: { database: { ok: true }, mail: { ok: true } } };
const noRedis: Readiness = {
  ready: false,
  checks: {
    database: { ok: true },
    redis: { ok: false, error: 'connect ECONNREFUSED 127.0.0.1:6390' },
    mail: { ok: true },
  },
};
const noDatabase: Readiness = {
  ready: false,
  checks: { database: { ok: false, error: 'timed out' }, mail: { ok: true } },
};

describe('start-up waits for readiness', () => {
  it('resolves as soon as the dependencies answer', async () => {
    const answers = [noRedis, noRedis, ready];
    const slept: number[] = [];
    await waitUntilReady(
      async () => answers.shift()!,
      15_000,
      async (ms) => {
        slept.push(ms);
      },
    );
    expect(slept).toEqual([1000, 1000]);
  });

  it('gives up after the wait, naming what never answered', async () => {
    await expect(
      waitUntilReady(
        async () => noRedis,
        3_000,
        async () => undefined,
      ),
    ).rejects.toThrow(
      'not ready after 3 s: redis (connect ECONNREFUSED 127.0.0.1:6390) did not answer',
    );
  });
});

describe('the watchdog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`calls it dead once the database failed for ${UNREADY_EXIT_MS} ms in a row, once`, async () => {
    let answer = noDatabase;
    const dead: string[] = [];
    const stop = watchDatabase(
      async () => answer,
      (why) => dead.push(why),
      { now: () => Date.now() },
    );
    // A blip that recovers resets the count.
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS * 2);
    answer = ready;
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS);
    answer = noDatabase;
    await vi.advanceTimersByTimeAsync(UNREADY_EXIT_MS);
    expect(dead).toEqual([]);
    await vi.advanceTimersByTimeAsync(WATCH_INTERVAL_MS);
    expect(dead).toEqual(['database (timed out)']);
    await vi.advanceTimersByTimeAsync(UNREADY_EXIT_MS * 3);
    expect(dead).toHaveLength(1);
    stop();
  });

  it('does not act on Redis away: every process shares it, and voting goes on without it', async () => {
    const dead: string[] = [];
    const stop = watchDatabase(
      async () => noRedis,
      (why) => dead.push(why),
      { now: () => Date.now() },
    );
    await vi.advanceTimersByTimeAsync(UNREADY_EXIT_MS * 3);
    expect(dead).toEqual([]);
    stop();
  });
});
