/**
 * Prometheus metrics (prom-client) at GET /metrics, only when METRICS_TOKEN is set and only for
 * a request carrying `Authorization: Bearer <METRICS_TOKEN>` (404 otherwise, like any unknown
 * path). What is measured:
 * - request latency per route and status (histogram), from the one onResponse hook;
 * - votes cast, sign-ins (code and link), codes and other e-mails sent / failed / retried;
 * - the mail queue's depth and the oldest waiting message's age;
 * - the PostgreSQL pool (connections in use, idle, clients waiting);
 * - with BACKUP_DIR, the age of the newest backup (deploy/backup/votacao-backup);
 * - Node's defaults: event-loop lag (and its percentiles), heap, GC, handles.
 * Each app has its own registry (tests build many apps in one process).
 */
import { timingSafeEqual } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

import type { FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

import type { AppContext } from '../../context';
import { apiMessages } from '../../messages';
import type { Api } from '../../typeProvider';

export interface Metrics {
  registry: Registry;
  /** Called by the app's onResponse hook for every answer. */
  observe(request: FastifyRequest, reply: FastifyReply): void;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A copy deploy/backup/votacao-backup wrote (a .partial one is not yet whole). */
const BACKUP_FILE = /^votacao-\d{8}-\d{6}-\d+\.(sqlite|dump)$/;

/** Seconds since the newest backup in `dir` was written; +Inf when there is none (or no dir). */
export async function backupAgeSeconds(dir: string, nowMs: number): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let newest = -Infinity;
  for (const name of names) {
    if (!BACKUP_FILE.test(name)) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info && info.mtimeMs > newest) newest = info.mtimeMs;
  }
  return newest === -Infinity ? Infinity : Math.max(0, (nowMs - newest) / 1000);
}

export function createMetrics(apiPrefix: string): Metrics & {
  attach(ctx: AppContext): void;
} {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const latency = new Histogram({
    name: 'votacao_http_request_duration_seconds',
    help: 'Time to answer, per route (its pattern, not the URL) and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const votes = new Counter({
    name: 'votacao_votes_total',
    help: 'Votes accepted (201)',
    registers: [registry],
  });
  const signIns = new Counter({
    name: 'votacao_sign_ins_total',
    help: 'Successful sign-ins, by kind (voter code, voter link, operator code)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const routesToSignIn = new Map([
    [`${apiPrefix}/auth/validate-otp-code`, 'voter-code'],
    [`${apiPrefix}/auth/validate-otp-link`, 'voter-link'],
    [`${apiPrefix}/admin/auth/validate-code`, 'operator-code'],
  ]);
  const votesRoute = `${apiPrefix}/votes`;

  return {
    registry,
    observe(request, reply) {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      latency.observe(
        { method: request.method, route, status: String(status) },
        reply.elapsedTime / 1000,
      );
      if (status === 201 && route === votesRoute) votes.inc();
      else if (status === 200) {
        const kind = routesToSignIn.get(route);
        if (kind) signIns.inc({ kind });
      }
    },
    attach(ctx) {
      const mail = (name: string, help: string, pick: 'sent' | 'failed' | 'retried') =>
        new Counter({
          name,
          help,
          labelNames: ['kind'] as const,
          registers: [registry],
          collect() {
            this.reset();
            for (const [kind, n] of Object.entries(ctx.outbox.counters[pick])) {
              this.inc({ kind }, n);
            }
          },
        });
      mail('votacao_mail_sent_total', 'E-mails sent by this process, by kind', 'sent');
      mail('votacao_mail_failed_total', 'E-mails that finally failed, by kind', 'failed');
      mail('votacao_mail_retried_total', 'Failed attempts that will be retried', 'retried');
      new Gauge({
        name: 'votacao_mail_queue_depth',
        help: 'E-mails waiting or being sent (all processes)',
        registers: [registry],
        async collect() {
          this.set((await ctx.outbox.depth()).waiting);
        },
      });
      new Gauge({
        name: 'votacao_mail_queue_oldest_seconds',
        help: 'Age of the oldest e-mail still waiting (0: none)',
        registers: [registry],
        async collect() {
          this.set((await ctx.outbox.depth()).oldestWaitingSeconds);
        },
      });
      const { backupDir } = ctx.config;
      if (backupDir) {
        new Gauge({
          name: 'votacao_backup_age_seconds',
          help: 'Seconds since the newest backup in BACKUP_DIR was written (+Inf: none there)',
          registers: [registry],
          async collect() {
            this.set(await backupAgeSeconds(backupDir, ctx.now()));
          },
        });
      }
      const pool = ctx.database.pool;
      if (pool) {
        new Gauge({
          name: 'votacao_db_pool_connections',
          help: 'PostgreSQL pool: connections by state, and clients waiting for one',
          labelNames: ['state'] as const,
          registers: [registry],
          collect() {
            const now = pool();
            this.set({ state: 'total' }, now.total);
            this.set({ state: 'idle' }, now.idle);
            this.set({ state: 'waiting' }, now.waiting);
          },
        });
      }
    },
  };
}

export function metricsRoute(metrics: Metrics, token: string) {
  return async function routes(app: Api) {
    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!sameToken(given, token)) {
        // Like any path that does not exist: no hint that metrics are here.
        return reply.code(404).send({ message: apiMessages.notFound });
      }
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.registry.contentType)
        .send(await metrics.registry.metrics());
    });
  };
}
