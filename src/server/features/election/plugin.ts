/**
 * The election feature: the voting window (`app.election`, cached), its public view, the
 * console's Eleição and Resultados, and the publication that stands: results, receipts list,
 * history and ata, frozen once published.
 */
import fastifyPlugin from 'fastify-plugin';

import { apiRoutes } from '../../http/scopes';
import type { Api } from '../../typeProvider';
import { adminRoutes } from '../operators';

import { adminElectionRoutes } from './adminRoutes';
import { createElectionService, type ElectionService } from './electionService';
import { publicElectionRoutes } from './publicRoutes';
import { electionRepository } from './repository';
import { adminResultsRoutes } from './resultsRoutes';
import { publicTrustRoutes } from './trustRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The election's window and state, cached (electionService.ts). */
    readonly election: ElectionService;
  }
}

export const electionFeature = fastifyPlugin(
  async (app: Api) => {
    const ctx = app.votacao;
    const election = createElectionService(electionRepository(ctx.database.db), ctx.now, {
      sealHoldMinutes: ctx.config.resultsSealHoldMinutes,
    });
    app.decorate('election', election);
    const { mailOperator } = app.audit;
    await apiRoutes(app, publicElectionRoutes(ctx, election));
    await apiRoutes(app, publicTrustRoutes(ctx, election));
    await adminRoutes(app, adminElectionRoutes(ctx, election, mailOperator));
    await adminRoutes(app, adminResultsRoutes(ctx, election, mailOperator));
  },
  { name: 'election', dependencies: ['infrastructure', 'operators', 'audit'] },
);
