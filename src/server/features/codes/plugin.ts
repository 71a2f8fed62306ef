/**
 * The codes feature: sign-up, one-time codes and sign-in links, voters' tokens and sessions
 * (`app.codes`), the code e-mail's outbox handler and the sweep of expired codes.
 */
import fastifyPlugin from 'fastify-plugin';

import { apiRoutes } from '../../http/scopes';
import type { Api } from '../../typeProvider';

import { authRoutes } from './routes';
import { createCodesServices, withdrawOnGiveUp, type CodesServices } from './services';

const SWEEP_EVERY_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Voters' codes, tokens and sessions. */
    readonly codes: CodesServices;
  }
}

export const codesFeature = fastifyPlugin(
  async (app: Api) => {
    const ctx = app.votacao;
    const codes = createCodesServices(ctx);
    app.decorate('codes', codes);
    withdrawOnGiveUp(ctx.outbox, 'voter', codes.otp);
    const sweeper = setInterval(() => {
      codes.sweepExpiredCodes().catch((error: unknown) => {
        app.log.error({ err: error }, 'Could not delete expired one-time codes');
      });
    }, SWEEP_EVERY_MS);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
    await apiRoutes(app, authRoutes(ctx, codes));
  },
  { name: 'codes', dependencies: ['infrastructure'] },
);
