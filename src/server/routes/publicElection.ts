/**
 * Public, no token: GET /election (the window and its status) and GET /results (once published,
 * from the publication as stored).
 */
import { operatorApiMessages } from '../../domain/operatorApiMessages';
import { currentResults, publicResults as toPublic } from '../admin/ranking';
import type { AdminServices } from '../admin/services';
import type { AppContext } from '../context';
import { HttpError } from '../errors';
import { resultsRepository } from '../repositories/results';
import { standingPublication } from '../results/publication';
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
        // Served from the publication as stored (issue 36), never counted again: a later change
        // cannot alter what was published. A publication from before issue 36 stored no
        // results: those are counted as then.
        const publication = await standingPublication(
          ctx.database.db,
          admin.election,
          ctx.config.integrity,
        );
        if (!publication) throw new HttpError(404, operatorApiMessages.results.notPublished);
        return publication.results ?? toPublic(await currentResults(repo, ctx.now()));
      },
    );
  };
}
