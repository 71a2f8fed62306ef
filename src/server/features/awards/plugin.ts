/**
 * The awards feature (issue 41 §2, decision 317): the public archive of published editions
 * (/vencedores), a seal's verification (/vencedores/{year}/{slug}) and the console's seal
 * download, all answered from what each publication stored when it was made.
 */
import fastifyPlugin from 'fastify-plugin';

import { apiRoutes } from '../../http/scopes';
import type { Api } from '../../typeProvider';
import { adminRoutes } from '../operators';

import { adminAwardsRoutes, publicAwardsRoutes } from './routes';

export const awardsFeature = fastifyPlugin(
  async (app: Api) => {
    const ctx = app.votacao;
    await apiRoutes(app, publicAwardsRoutes(ctx));
    await adminRoutes(app, adminAwardsRoutes(ctx));
  },
  { name: 'awards', dependencies: ['infrastructure', 'operators', 'election'] },
);
