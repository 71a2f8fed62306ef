/**
 * The operator API, under `${API_PREFIX}/admin`: sign-in is open; every other route passes the
 * operators' guard first (401 without a valid token, 403 for a voter's token). A feature puts its
 * console routes there with `adminRoutes(app, routes)`.
 */
import type { Api } from '../../typeProvider';

/** Registers a feature's console routes under `${API_PREFIX}/admin`, behind the guard. */
export function adminRoutes(app: Api, routes: (guarded: Api) => Promise<void>) {
  return app.register(
    async (guarded: Api) => {
      guarded.addHook('onRequest', app.operators.guard);
      await routes(guarded);
    },
    { prefix: `${app.votacao.config.apiPrefix}/admin` },
  );
}
