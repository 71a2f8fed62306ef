/**
 * Keeps a process that cannot serve out of nginx's rotation (issue 37). Open-source nginx has no
 * active health checks and, since one client could use its failure count to take processes out
 * (decision 250), counts nothing: a process pointed at a wrong Redis or cut from its database kept
 * getting voters, and failed them (6 of 12 sign-ups, 39 of 40 requests). So:
 * - at start, the process listens only once its database (and Redis, when set) answer, waiting up
 *   to START_READY_WAIT_MS; otherwise it exits 1 and systemd starts it again. Meanwhile its port
 *   refuses connections, which nginx retries on another process at once, safely, whatever the
 *   method (nothing was sent).
 * - while serving, a database that has not answered for UNREADY_EXIT_MS makes it stop listening
 *   and exit 1, for the same reason. Redis away does not: every process shares it, the voters
 *   already signed in keep voting without it, and only code and sign-up calls fail closed.
 */
import type { Readiness } from './health';

export const START_READY_WAIT_MS = 15_000;
export const READY_POLL_MS = 1_000;
export const WATCH_INTERVAL_MS = 5_000;
export const UNREADY_EXIT_MS = 20_000;

/** What is not answering, for the operator's log line: "database (timed out)". */
export function unreadyParts(readiness: Readiness): string {
  const parts = Object.entries(readiness.checks)
    .filter(([name, check]) => name !== 'mail' && check && check.ok === false)
    .map(
      ([name, check]) => `${name} (${String((check as { error?: string }).error ?? 'no answer')})`,
    );
  return parts.join(', ') || 'unknown';
}

/**
 * Resolves once `check` says ready; rejects with the parts that never answered after `waitMs`.
 * `sleep` is injected so tests run it on fake timers.
 */
export async function waitUntilReady(
  check: () => Promise<Readiness>,
  waitMs = START_READY_WAIT_MS,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<void> {
  let waited = 0;
  for (;;) {
    const readiness = await check();
    if (readiness.ready) return;
    if (waited >= waitMs) {
      throw new Error(
        `not ready after ${Math.round(waited / 1000)} s: ${unreadyParts(readiness)} did not answer`,
      );
    }
    await sleep(READY_POLL_MS);
    waited += READY_POLL_MS;
  }
}

/**
 * Every `intervalMs`, asks `check`; once the database has failed for `exitAfterMs` in a row,
 * calls `onDead` once with what failed. Returns a stop function.
 */
export function watchDatabase(
  check: () => Promise<Readiness>,
  onDead: (why: string) => void,
  { intervalMs = WATCH_INTERVAL_MS, exitAfterMs = UNREADY_EXIT_MS, now = Date.now } = {},
): () => void {
  let failingSince: number | null = null;
  let done = false;
  const timer = setInterval(() => {
    void check().then(
      (readiness) => {
        if (done) return;
        if (readiness.checks.database.ok) {
          failingSince = null;
          return;
        }
        failingSince ??= now();
        if (now() - failingSince >= exitAfterMs) {
          done = true;
          clearInterval(timer);
          onDead(unreadyParts(readiness));
        }
      },
      () => undefined,
    );
  }, intervalMs);
  timer.unref();
  return () => {
    done = true;
    clearInterval(timer);
  };
}
