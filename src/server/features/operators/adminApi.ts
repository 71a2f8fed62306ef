/**
 * The operator API, under `${API_PREFIX}/admin`: sign-in is open; everything else passes the
 * operator guard first (401 without a valid token, 403 for a voter's token).
 */
import type { AppContext } from '../../context';
import { operator } from '../../http/adminSchemas';
import { errors, noContent } from '../../http/schemas';
import type { Api } from '../../typeProvider';
import { onAdminAction } from '../audit/actions';
import { adminCatalogRoutes } from '../catalogue/adminRoutes';
import { adminElectionRoutes } from '../election/adminRoutes';
import { adminResultsRoutes } from '../election/resultsRoutes';
import { adminIntegrityRoutes } from '../integrity/adminRoutes';
import { adminMailRoutes } from '../ops/mailRoutes';
import { adminReminderRoutes } from '../reminders/adminRoutes';

import { operatorGuard, operatorOf } from './guard';
import { adminAuthRoutes } from './routes';
import type { AdminServices } from './services';

export function adminRoutes(ctx: AppContext, admin: AdminServices) {
  return async function routes(app: Api) {
    app.decorateRequest('operator', null);
    await app.register(adminAuthRoutes(ctx, admin));
    await app.register(async (guarded: Api) => {
      guarded.addHook('onRequest', operatorGuard(admin));
      guarded.get(
        '/me',
        {
          schema: { response: { 200: operator, ...errors(401, 403, 429, 500) } },
          config: { rateLimit: { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' } },
        },
        async (request) => operatorOf(request),
      );
      // 'Sair' on the server (issue 25): the operator's token version goes up, so this token and
      // any copy of it get 401 from now on, on every device (tokens carry no session id).
      guarded.post(
        '/auth/sign-out',
        {
          schema: { response: { 204: noContent, ...errors(401, 403, 429, 500) } },
          config: { rateLimit: { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' } },
        },
        async (request, reply) => {
          const signedOut = operatorOf(request);
          await admin.operators.endSessions(signedOut.id);
          await onAdminAction(
            ctx.database.db,
            request.log,
            {
              actor: signedOut.email,
              action: 'operator.sign-out',
              target: `operator:${signedOut.id}`,
            },
            ctx.now(),
          );
          return reply.code(204).send();
        },
      );
      await guarded.register(adminElectionRoutes(ctx, admin));
      await guarded.register(adminResultsRoutes(ctx));
      await guarded.register(adminCatalogRoutes(ctx));
      await guarded.register(adminIntegrityRoutes(ctx));
      await guarded.register(adminReminderRoutes(ctx, admin));
      await guarded.register(adminMailRoutes(ctx));
    });
  };
}
