/**
 * The operators feature: their accounts, codes and tokens (`app.operators`), sign-in (open),
 * and the guarded `/me` and `/auth/sign-out`.
 */
import fastifyPlugin from 'fastify-plugin';

import { operator } from '../../../domain/schemas/adminApi';
import { errors, noContent } from '../../http/schemas';
import { apiRoutes } from '../../http/scopes';
import type { Api } from '../../typeProvider';
import { withdrawOnGiveUp } from '../codes';

import { adminRoutes } from './adminApi';
import { operatorAction, operatorGuard, operatorOf } from './guard';
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
    withdrawOnGiveUp(ctx.outbox, 'operator', operators.codes);
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
          const { id } = operatorOf(request);
          await operators.accounts.endSessions(id);
          await operatorAction(ctx, request, {
            action: 'operator.sign-out',
            target: `operator:${id}`,
          });
          return reply.code(204).send();
        },
      );
    });
  },
  { name: 'operators', dependencies: ['infrastructure'] },
);
