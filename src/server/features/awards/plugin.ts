/**
 * The awards feature (issue 41 §2, decision 317): the public archive of published editions
 * (/vencedores), a seal's verification (/vencedores/{year}/{slug}) and the console's seal
 * download, all answered from what each publication stored when it was made; the demo's past
 * edition (demoPastEdition.ts).
 */
import fastifyPlugin from 'fastify-plugin';

import { apiRoutes } from '../../http/scopes';
import type { Api } from '../../typeProvider';
import { adminRoutes } from '../operators';

import { seedPastDemoEdition } from './demoPastEdition';
import { adminAwardsRoutes, publicAwardsRoutes } from './routes';

export const awardsFeature = fastifyPlugin(
  async (app: Api) => {
    const ctx = app.votacao;
    // npm start's demo (SEED_DEMO_PAST_EDITION, a fresh database): a past, published edition
    // for /vencedores, before the catalogue feature loads the current edition's demo categories.
    if (
      ctx.config.seedDemoPastEdition &&
      (await seedPastDemoEdition(ctx.database.db, ctx.config, ctx.now()))
    ) {
      app.election.invalidate();
      app.log.info(
        'Loaded the demo past edition, published (SEED_DEMO_PAST_EDITION=false turns this off)',
      );
    }
    await apiRoutes(app, publicAwardsRoutes(ctx));
    await adminRoutes(app, adminAwardsRoutes(ctx));
  },
  { name: 'awards', dependencies: ['infrastructure', 'operators', 'election'] },
);
