/**
 * Public, no token: GET /election (the window and its status) and GET /results (once published,
 * from the publication as stored).
 */
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import { election as electionSchema, publicResults } from '../../../domain/schemas/adminApi';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { errors } from '../../http/schemas';
import type { Api } from '../../typeProvider';

import type { ElectionService } from './electionService';
import { standingPublication } from './publication';
import { currentResults, publicResults as toPublic } from './ranking';
import { resultsRepository } from './resultsRepository';

export function publicElectionRoutes(ctx: AppContext, election: ElectionService) {
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };
  const repo = resultsRepository(ctx.database.db);

  return async function routes(app: Api) {
    app.get(
      '/election',
      { schema: { response: { 200: electionSchema, ...errors(429, 500) } }, config: { rateLimit } },
      async () => election.view(),
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
        const publication = await standingPublication(ctx.database.db, election, ctx.config);
        if (!publication) throw new HttpError(404, operatorApiMessages.results.notPublished);
        return publication.results ?? toPublic(await currentResults(repo, ctx.now()));
      },
    );
  };
}
