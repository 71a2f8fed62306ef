/**
 * The web feature: the runtime config, the development mailbox, the prerendered pages (the
 * landing filled per state) and the built web app's files. Registered last: it answers every
 * path no other feature does.
 */
import fastifyPlugin from 'fastify-plugin';

import type { Api } from '../../typeProvider';

import { webRoutes } from './routes';

export const webFeature = fastifyPlugin(
  async (app: Api) => {
    await webRoutes(app.votacao, app.election)(app);
  },
  { name: 'web', dependencies: ['infrastructure', 'election'] },
);
