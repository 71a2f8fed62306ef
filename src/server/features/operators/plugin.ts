/**
 * The operators feature: their accounts, codes and tokens (`app.operators`), sign-in (open),
 * and the guarded `/me` and `/auth/sign-out`.
 */
import fastifyPlugin from 'fastify-plugin';

import { operator } from '../../http/adminSchemas';
import { errors, noContent } from '../../http/schemas';
import { apiRoutes } from '../../http/scopes';
import type { Api } from '../../typeProvider';
import { onAdminAction } from '../audit';

import { adminRoutes } from './adminApi';
import { operatorGuard, operatorOf } from './guard';
import { adminAuthRoutes } from './routes';
import { createOperatorServices, type OperatorServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** Operators' accounts, codes and tokens, and the guard of the operator API. */
    readonly operators: OperatorServices & { guard: ReturnType<typeof operatorGuard> };
  }
}

export const operatorsFeature = fastifyPlugin(
  async (app: Api) => {
    const ctx = app.votacao;
    const operators = createOperatorServices(ctx);
    app.decorate('operators', { ...operators, guard: operatorGuard(operators) });
    app.decorateRequest('operator', null);
    // A code whose e-mail gave up in time (the mail server away) is withdrawn: the operator may
    // ask again at once. One refused for good (a bounce) counts as the send it was (issue 37).
    ctx.outbox.onFinalFailure('operator-code', async (row, { bounced }) => {
      if (bounced) return;
      if (row.operator_id !== null && row.code_hash !== null && row.issued_at !== null) {
        await operators.codes.withdraw(row.operator_id, row.code_hash, Number(row.issued_at));
      }
    });
    await apiRoutes(app, adminAuthRoutes(ctx, operators), '/admin');
    const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };
    await adminRoutes(app, async (guarded) => {
      guarded.get(
        '/me',
        {
          schema: { response: { 200: operator, ...errors(401, 403, 429, 500) } },
          config: { rateLimit },
        },
        async (request) => operatorOf(request),
      );
      // 'Sair' on the server (issue 25): the operator's token version goes up, so this token and
      // any copy of it get 401 from now on, on every device (tokens carry no session id).
      guarded.post(
        '/auth/sign-out',
        {
          schema: { response: { 204: noContent, ...errors(401, 403, 429, 500) } },
          config: { rateLimit },
        },
        async (request, reply) => {
          const signedOut = operatorOf(request);
          await operators.accounts.endSessions(signedOut.id);
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
    });
  },
  { name: 'operators', dependencies: ['infrastructure'] },
);
