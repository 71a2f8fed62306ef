/** Public, no token: GET /election (the window and its status) and GET /results (once published). */
import { operatorApiMessages } from '../../domain/operatorApiMessages';
import { currentResults, publicResults as toPublic } from '../admin/ranking';
import type { AdminServices } from '../admin/services';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { resultsRepository } from '../repositories/results';
import type { Api } from '../typeProvider';

import { election, publicResults } from './admin/schemas';
import { errors } from './schemas';

export function publicElectionRoutes(ctx: AppContext, admin: AdminServices) {
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };
  const repo = resultsRepository(ctx.database.db);

  return async function routes(app: Api) {
    app.get(
      '/election',
      { schema: { response: { 200: election, ...errors(429, 500) } }, config: { rateLimit } },
      async () => admin.election.view(),
    );

    app.get(
      '/results',
      {
        schema: { response: { 200: publicResults, ...errors(404, 429, 500) } },
        config: { rateLimit },
      },
      async () => {
        const view = await admin.election.view();
        if (!view.resultsPublished)
          throw new HttpError(404, operatorApiMessages.results.notPublished);
        return toPublic(await currentResults(repo, ctx.now()));
      },
    );
  };
}
