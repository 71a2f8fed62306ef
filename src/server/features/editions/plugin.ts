/**
 * The editions feature (issue 41 §1, decision 310): the award's years, `app.editions`, and the
 * console's routes. Which edition is current is in the database (editions.is_current); every
 * other feature's queries read it there, so this plugin only has to forget the election's copy
 * in memory when another edition becomes current.
 */
import fastifyPlugin from 'fastify-plugin';

import type { Api } from '../../typeProvider';
import { adminRoutes } from '../operators';

import { adminEditionsRoutes } from './adminRoutes';
import { createEditionsService, type EditionsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The editions: list, create the next, make one current (service.ts). */
    readonly editions: EditionsService;
  }
}

export const editionsFeature = fastifyPlugin(
  async (app: Api) => {
    const ctx = app.votacao;
    const editions = createEditionsService(ctx.database, ctx.now, () => app.election.invalidate());
    app.decorate('editions', editions);
    await adminRoutes(app, adminEditionsRoutes(editions, ctx.config.rateLimit.apiPerMinute));
  },
  { name: 'editions', dependencies: ['infrastructure', 'operators', 'audit', 'election'] },
);
