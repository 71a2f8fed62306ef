/** The voting feature: the voter's categories, votes and sign-out (docs/architecture.md). */
import fastifyPlugin from 'fastify-plugin';

import { apiRoutes } from '../../http/scopes';
import type { Api } from '../../typeProvider';

import { votingRoutes } from './routes';

export const votingFeature = fastifyPlugin(
  async (app: Api) => {
    const routes = votingRoutes(app.votacao, {
      codes: app.codes,
      election: app.election,
      // Each stored vote's receipt line goes to the outbox in the vote's own transaction.
      onVotesStored: app.receipts.onVotesStored,
    });
    await apiRoutes(app, routes);
  },
  { name: 'voting', dependencies: ['infrastructure', 'codes', 'election', 'receipts'] },
);
