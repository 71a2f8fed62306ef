/**
 * GET and PUT /admin/election, POST /admin/election/publish, and POST /admin/election/close-now
 * and /admin/election/open-now: the window closed or opened at the server's own clock (the
 * operator does not type the time, and a browser's wrong clock cannot shift it).
 */
import type { FastifyRequest } from 'fastify';

import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import { onAdminAction } from '../../admin/actions';
import type { AdminServices } from '../../admin/services';
import { anchorPublication, sealVotesIfClosed } from '../../audit/anchor';
import type { AppContext } from '../../context';
import { validateElectionUpdate } from '../../election/validateUpdate';
import { HttpError } from '../../errors';
import { currentPublication } from '../../results/publication';
import type { Api } from '../../typeProvider';
import { errors } from '../schemas';

import { operatorOf } from './guard';
import { election, electionUpdateBody } from './schemas';

export function adminElectionRoutes(ctx: AppContext, admin: AdminServices) {
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };
  const common = errors(401, 403, 429, 500);

  /**
   * The one way the window changes: `change` reads the election as it is and returns the new
   * window (or throws a refusal); the update and its audit entry (before and after) follow.
   */
  async function updateWindow(
    request: FastifyRequest,
    change: (current: {
      view: Awaited<ReturnType<AdminServices['election']['view']>>;
      row: Awaited<ReturnType<AdminServices['election']['row']>>;
    }) => Parameters<AdminServices['election']['update']>[0],
  ) {
    const before = await admin.election.view();
    const window = change({ view: before, row: await admin.election.row() });
    const after = await admin.election.update(window);
    await onAdminAction(
      ctx.database.db,
      request.log,
      {
        actor: operatorOf(request).email,
        action: 'election.update',
        target: 'election',
        before,
        after,
      },
      ctx.now(),
    );
    return after;
  }

  return async function routes(app: Api) {
    app.get(
      '/election',
      { schema: { response: { 200: election, ...common } }, config: { rateLimit } },
      async () => admin.election.view(),
    );

    app.put(
      '/election',
      {
        schema: {
          body: electionUpdateBody,
          response: { 200: election, ...errors(400, 401, 403, 413, 415, 422, 429, 500) },
        },
        config: { rateLimit },
      },
      async (request) => {
        const result = validateElectionUpdate(request.body);
        if (!result.ok) {
          const first = Object.values(result.errors)[0] ?? operatorApiMessages.election.nameInvalid;
          throw new HttpError(422, first, { errors: result.errors as Record<string, string> });
        }
        return updateWindow(request, () => result.window);
      },
    );

    // Closes an open window now: the closing time becomes the server's now.
    app.post(
      '/election/close-now',
      {
        schema: { response: { 200: election, ...errors(401, 403, 409, 429, 500) } },
        config: { rateLimit },
      },
      async (request) =>
        updateWindow(request, ({ view, row }) => {
          if (view.status !== 'open') {
            throw new HttpError(409, operatorApiMessages.election.notOpen);
          }
          return { name: row.name, opens_at: row.opens_at, closes_at: ctx.now() };
        }),
    );

    // Opens a scheduled or closed window now: the opening becomes now (unless it already passed)
    // and a closing time already passed is removed (open until an operator closes it again).
    app.post(
      '/election/open-now',
      {
        schema: { response: { 200: election, ...errors(401, 403, 409, 429, 500) } },
        config: { rateLimit },
      },
      async (request) =>
        updateWindow(request, ({ view, row }) => {
          if (view.status === 'open') {
            throw new HttpError(409, operatorApiMessages.election.alreadyOpen);
          }
          if (view.resultsPublished) {
            throw new HttpError(409, operatorApiMessages.election.publishedNoReopen);
          }
          const now = ctx.now();
          return {
            name: row.name,
            opens_at: row.opens_at !== null && row.opens_at <= now ? row.opens_at : now,
            closes_at: row.closes_at !== null && row.closes_at > now ? row.closes_at : null,
          };
        }),
    );

    app.post(
      '/election/publish',
      {
        schema: { response: { 200: election, ...errors(401, 403, 409, 429, 500) } },
        config: { rateLimit },
      },
      async (request) => {
        // The votes sealed in the chain before the publication's row and the ata's head.
        await sealVotesIfClosed(ctx.database.db, ctx.now(), ctx.mailOperator);
        const result = await admin.election.publish();
        if (!result.ok) throw new HttpError(409, operatorApiMessages.election.notClosed);
        await onAdminAction(
          ctx.database.db,
          request.log,
          {
            actor: operatorOf(request).email,
            action: 'election.publish',
            target: 'election',
            after: result.election,
          },
          ctx.now(),
        );
        // The ata and its digests, gathered once, after the publication's own audit entry.
        const publication = await currentPublication(
          ctx.database.db,
          admin.election,
          ctx.config.integrity,
        );
        // The ata's head, e-mailed to the operators (anchored outside the database).
        if (publication) {
          await anchorPublication(
            ctx.database.db,
            ctx.mailOperator,
            publication.digests.auditHead,
            publication.digests.publishedAt,
          );
        }
        return result.election;
      },
    );
  };
}
