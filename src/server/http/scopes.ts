/**
 * Where a feature's routes go: `apiRoutes` under API_PREFIX (answers carry tokens and personal
 * data, so none may be cached). The operator API's scope, behind the operators' guard, is
 * features/operators' `adminRoutes`.
 */
import type { onSendHookHandler } from 'fastify';

import type { Api } from '../typeProvider';

const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  done(null, payload);
};

/** Registers `routes` under API_PREFIX (plus `prefix`), in a scope of their own. */
export function apiRoutes(app: Api, routes: (api: Api) => Promise<void>, prefix = '') {
  return app.register(
    async (api: Api) => {
      api.addHook('onSend', noStore);
      await routes(api);
    },
    { prefix: `${app.votacao.config.apiPrefix}${prefix}` },
  );
}
