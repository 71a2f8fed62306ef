/**
 * The nominations feature (issue 41 §3, decision 305): the optional phase before voting in which
 * voters name one company per category, and the console's grouping, finalists and ballot.
 * `app.nominations`, the voter's routes (under the API prefix) and the operator's (under /admin).
 */
import fastifyPlugin from 'fastify-plugin';

import { apiRoutes } from '../../http/scopes';
import type { Api } from '../../typeProvider';
import { adminRoutes } from '../operators';

import { adminNominationsRoutes } from './adminRoutes';
import { createNominationsService, type NominationsService } from './service';
import { nominationsVoterRoutes } from './voterRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The nominations phase's actions (service.ts). */
    readonly nominations: NominationsService;
  }
}

export const nominationsFeature = fastifyPlugin(
  async (app: Api) => {
    const ctx = app.votacao;
    const nominations = createNominationsService(
      ctx.database.db,
      ctx.database.kind,
      ctx.now,
      app.election,
    );
    app.decorate('nominations', nominations);
    await apiRoutes(app, nominationsVoterRoutes(ctx, app.codes, nominations));
    await adminRoutes(app, adminNominationsRoutes(nominations, ctx.config.rateLimit.apiPerMinute));
  },
  {
    name: 'nominations',
    dependencies: ['infrastructure', 'operators', 'audit', 'election', 'codes'],
  },
);
