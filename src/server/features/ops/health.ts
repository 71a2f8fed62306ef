/**
 * GET /livez and GET /readyz for load balancers and orchestrators (docs/deploy.md), JSON always,
 * never the web app's page:
 * - /livez: the process answers (no dependency is asked): restart it when this fails.
 * - /readyz: the database answers `SELECT 1`, Redis answers PING when REDIS_URL is set, and the
 *   mail queue's depth and age. 503 + Retry-After when the database or Redis is away (send no
 *   traffic here); the mail queue is reported but never fails readiness: every process shares
 *   the same mail server, so taking one out would not help.
 * Both skip the rate limits and are not logged per request at info level.
 */
import { sql } from 'kysely';

import type { AppContext } from '../../context';
import type { LimitStore } from '../../limits';
import type { Api } from '../../typeProvider';

const CHECK_TIMEOUT_MS = 2_000;
export const READY_RETRY_AFTER_SECONDS = 5;

/** Paths a proxy or a probe may try: answered as JSON 404 when not served, never the SPA page. */
export const OPERATIONAL_PATHS = new Set(['/healthz', '/health', '/ready', '/metrics']);

interface Check {
  ok: boolean;
  ms?: number;
  error?: string;
}

async function timed(work: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      ok: false,
      ms: Math.round(performance.now() - started),
      error: (error as Error).message.slice(0, 200),
    };
  } finally {
    clearTimeout(timer);
  }
}

export interface Readiness {
  ready: boolean;
  checks: { database: Check; redis?: Check; mail: Record<string, unknown> };
}

/** What /readyz answers; also asked at start-up and by the watchdog (server.ts). */
export async function readinessOf(ctx: AppContext): Promise<Readiness> {
  const { limits } = ctx;
  const database = await timed(() => sql`select 1`.execute(ctx.database.db));
  const redis = limits.redis
    ? await timed(() => (limits.redis as NonNullable<LimitStore['redis']>).ping())
    : null;
  const mail = await ctx.outbox.depth().then(
    (depth) => ({ ok: true, ...depth }),
    (error: unknown) => ({ ok: false, error: (error as Error).message.slice(0, 200) }),
  );
  return {
    ready: database.ok && (redis === null || redis.ok),
    checks: { database, ...(redis ? { redis } : {}), mail },
  };
}

export function healthRoutes(ctx: AppContext) {
  return async function routes(app: Api) {
    const quiet = { logLevel: 'warn' as const };
    app.get('/livez', quiet, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok' }),
    );

    app.get('/readyz', quiet, async (_request, reply) => {
      const { ready, checks } = await readinessOf(ctx);
      reply.header('cache-control', 'no-store');
      if (!ready) reply.code(503).header('retry-after', String(READY_RETRY_AFTER_SECONDS));
      return reply.send({ status: ready ? 'ok' : 'unavailable', checks });
    });
  };
}
