/**
 * The codes feature: sign-up, one-time codes and sign-in links, voters' tokens and sessions
 * (`app.codes`), the code e-mail's outbox handler and the sweep of expired codes.
 */
import fastifyPlugin from 'fastify-plugin';

import { apiRoutes } from '../../http/scopes';
import type { Api } from '../../typeProvider';

import { authRoutes } from './routes';
import { createCodesServices, type CodesServices } from './services';

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
    // A code whose e-mail gave up in time (the mail server away) is withdrawn: the voter may ask
    // again at once. One refused for good (a bounce) is not: it counts as the send it was, and
    // its address is suppressed for a day (mail/outbox.ts), so asking again cannot pump bounces.
    ctx.outbox.onFinalFailure('voter-code', async (row, { bounced }) => {
      if (bounced) return;
      if (row.voter_id !== null && row.code_hash !== null && row.issued_at !== null) {
        await codes.otp.withdraw(row.voter_id, row.code_hash, Number(row.issued_at));
      }
    });
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
