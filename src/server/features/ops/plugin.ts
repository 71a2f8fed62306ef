/**
 * The operations feature: /livez and /readyz (`app.readiness()` for the start-up wait and the
 * watchdog), Prometheus /metrics behind METRICS_TOKEN, and the console's mail health.
 */
import fastifyPlugin from 'fastify-plugin';

import type { Api } from '../../typeProvider';
import { adminRoutes } from '../operators';

import { healthRoutes, readinessOf, type Readiness } from './health';
import { adminMailRoutes } from './mailRoutes';
import { metricsRoute, type createMetrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** What /readyz answers (database, Redis, mail queue). */
    readiness(): Promise<Readiness>;
  }
}

export const opsFeature = fastifyPlugin(
  async (app: Api, options: { metrics: ReturnType<typeof createMetrics> | null }) => {
    const ctx = app.votacao;
    app.decorate('readiness', () => readinessOf(ctx));
    await app.register(healthRoutes(ctx));
    // The metrics are created with the app (app.ts), so their hook sees every route.
    const { metrics } = options;
    const token = ctx.config.metricsToken;
    if (metrics && token) {
      metrics.attach(ctx);
      await app.register(metricsRoute(metrics, token));
    }
    await adminRoutes(app, adminMailRoutes(ctx));
  },
  { name: 'ops', dependencies: ['infrastructure', 'operators'] },
);
