/** GET /admin/turnout, /admin/results and /admin/results.csv. */
import type { FastifyRequest } from 'fastify';

import { adminResults, turnout } from '../../../domain/schemas/adminApi';
import type { AppContext } from '../../context';
import { errors } from '../../http/schemas';
import { sendAttachment } from '../../http/sendRaw';
import type { Api } from '../../typeProvider';
import { sealVotesIfClosed, type SendToOperator } from '../audit';
import { operatorAction } from '../operators';

import type { ElectionService } from './electionService';
import { currentResults, resultsCsv } from './ranking';
import { resultsRepository } from './resultsRepository';
import { refuseWhileSealed } from './seal';

export function adminResultsRoutes(
  ctx: AppContext,
  election: ElectionService,
  mailOperator: SendToOperator,
) {
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };
  const repo = resultsRepository(ctx.database.db);
  const common = errors(401, 403, 429, 500);
  // Results per company are sealed while voting is open and until the close has stood
  // RESULTS_SEAL_HOLD_MINUTES (results/seal.ts): 403 with unsealsAt.

  /** Refuses while sealed; notes (and audits) the first read since the close (issue 36). */
  async function readResults(request: FastifyRequest, csv: boolean) {
    refuseWhileSealed(await election.view());
    // The first read after the close seals the votes (audit/anchor.ts), if nothing did yet.
    await sealVotesIfClosed(ctx.database.db, ctx.now(), mailOperator);
    if (await election.resultsRead()) {
      await operatorAction(ctx, request, {
        action: 'results.read-after-close',
        target: 'results',
        after: { via: csv ? 'csv' : 'console' },
      });
    }
  }

  return async function routes(app: Api) {
    app.get(
      '/turnout',
      { schema: { response: { 200: turnout, ...common } }, config: { rateLimit } },
      async () => {
        const at = ctx.now();
        const figures = await repo.turnout();
        const percent =
          figures.registeredVoters === 0
            ? 0
            : Math.round((figures.votersWhoVoted / figures.registeredVoters) * 1000) / 10;
        return { generatedAt: new Date(at).toISOString(), turnoutPercent: percent, ...figures };
      },
    );

    app.get(
      '/results',
      { schema: { response: { 200: adminResults, ...common } }, config: { rateLimit } },
      async (request) => {
        await readResults(request, false);
        return currentResults(repo, ctx.now());
      },
    );

    app.get(
      '/results.csv',
      { schema: { response: { 200: { type: 'string' }, ...common } }, config: { rateLimit } },
      async (request, reply) => {
        await readResults(request, true);
        const csv = resultsCsv(await currentResults(repo, ctx.now()));
        return sendAttachment(reply, 'text/csv; charset=utf-8', 'resultados.csv', csv);
      },
    );
  };
}
