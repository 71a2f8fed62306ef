/**
 * The catalogue feature: the demo categories on a fresh database (SEED_DEMO) and the console's
 * Catálogo routes. The voters' cached list is the voting feature's (it reads cache.ts).
 */
import fastifyPlugin from 'fastify-plugin';

import type { Api } from '../../typeProvider';
import { adminRoutes } from '../operators';

import { adminCatalogRoutes } from './adminRoutes';
import { DEMO_CATALOG } from './demo';
import { importCatalog } from './import';
import { countCategories } from './repository';

export const catalogueFeature = fastifyPlugin(
  async (app: Api) => {
    const ctx = app.votacao;
    const { db } = ctx.database;
    if (ctx.config.seedDemo && (await countCategories(db)) === 0) {
      const summary = await importCatalog(db, DEMO_CATALOG, ctx.now);
      app.log.info(summary, 'Loaded the demo categories (SEED_DEMO=false turns this off)');
    }
    await adminRoutes(app, adminCatalogRoutes(ctx, app.election));
  },
  { name: 'catalogue', dependencies: ['infrastructure', 'operators', 'election'] },
);
