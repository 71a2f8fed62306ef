/** The integrity feature: the console's Integridade (the review, the voters, their actions). */
import fastifyPlugin from 'fastify-plugin';

import type { Api } from '../../typeProvider';
import { adminRoutes } from '../operators';

import { adminIntegrityRoutes } from './adminRoutes';

export const integrityFeature = fastifyPlugin(
  async (app: Api) => {
    await adminRoutes(app, adminIntegrityRoutes(app.votacao, app.election, app.codes.sessions));
  },
  { name: 'integrity', dependencies: ['infrastructure', 'operators', 'election', 'codes'] },
);
