/**
 * GET and PUT /admin/election, POST /admin/election/publish, POST /admin/election/close-now
 * and /admin/election/open-now (the window closed or opened at the server's own clock: the
 * operator does not type the time, and a browser's wrong clock cannot shift it), and
 * POST /admin/election/withdraw-publication (issue 36).
 *
 * Issue 36: a published election refuses any window change (409: withdraw the publication
 * first); a change that reopens voting after the results per company were read needs a reason
 * (422 without it) and is its own audit action, election.reopen-after-results; close-now and
 * open-now are election.close-now and election.open-now.
 */
import type { FastifyRequest } from 'fastify';

import { formatElectionDate } from '../../../domain/election';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import { election as electionSchema, electionUpdateBody } from '../../../domain/schemas/adminApi';
import { WITHDRAWAL_CATEGORIES, withdrawPublicationBody } from '../../../domain/schemas/trustApi';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { errors } from '../../http/schemas';
import type { Api } from '../../typeProvider';
import {
  type AdminActionName,
  anchorPublication,
  checkVotesSeal,
  sealVotesIfClosed,
  type SendToOperator,
} from '../audit';
import { operatorAction } from '../operators';

import type { ElectionService } from './electionService';
import { currentPublication } from './publication';
import type { ElectionWindow } from './repository';
import { electionRepository } from './repository';
import { validateElectionUpdate, windowChangeEntry } from './validateUpdate';

const m = operatorApiMessages.election;

/**
 * An operator's reason: 5 to 500 characters once trimmed, no control characters (422 with
 * `message`); null when none was given.
 */
export function checkReason(raw: string | undefined, message: string): string | null {
  const reason = raw?.trim() ?? '';
  if (reason === '') return null;
  // Line breaks and tabs are fine (the console's field is multi-line); other controls are not.
  // eslint-disable-next-line no-control-regex
  const control = /[\u0000-\u0008\u000b-\u001f\u007f]/;
  if (reason.length < 5 || reason.length > 500 || control.test(reason)) {
    throw new HttpError(422, message);
  }
  return reason;
}

/** open-now's optional body ({ reason }); a POST without a body is fine. */
function reasonIn(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || !('reason' in body)) return undefined;
  const { reason } = body as { reason: unknown };
  return typeof reason === 'string' ? reason.slice(0, 5000) : undefined;
}

export function adminElectionRoutes(
  ctx: AppContext,
  election: ElectionService,
  mailOperator: SendToOperator,
) {
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };
  const common = errors(401, 403, 429, 500);
  const repo = electionRepository(ctx.database.db);

  /**
   * The one way the window changes: `change` reads the election as it is and returns the new
   * window (or throws a refusal); the service's rules (published: 409; reopening after the
   * results were read: a reason, 422 without it), the update and its audit entry follow.
   */
  async function updateWindow(
    request: FastifyRequest,
    action: AdminActionName,
    reason: string | null,
    change: (current: {
      view: Awaited<ReturnType<ElectionService['view']>>;
      row: Awaited<ReturnType<ElectionService['row']>>;
    }) => ElectionWindow,
  ) {
    election.invalidate();
    const window = change({ view: await election.view(), row: await election.row() });
    const result = await election.update(window, { reason });
    if (!result.ok) {
      if (result.problem === 'published') throw new HttpError(409, m.publishedNoChange);
      throw new HttpError(
        422,
        m.reopenReasonRequired(formatElectionDate(new Date(result.resultsReadAt).toISOString())),
        { errors: { reopenReason: m.reopenReasonInvalid } },
      );
    }
    const entry = windowChangeEntry(result, action, reason);
    await operatorAction(ctx, request, entry);
    return result.election;
  }

  return async function routes(app: Api) {
    app.get(
      '/election',
      { schema: { response: { 200: electionSchema, ...common } }, config: { rateLimit } },
      async () => election.view(),
    );

    app.put(
      '/election',
      {
        schema: {
          body: electionUpdateBody,
          response: { 200: electionSchema, ...errors(400, 401, 403, 409, 413, 415, 422, 429, 500) },
        },
        config: { rateLimit },
      },
      async (request) => {
        const result = validateElectionUpdate(request.body);
        if (!result.ok) {
          const first = Object.values(result.errors)[0] ?? m.nameInvalid;
          throw new HttpError(422, first, { errors: result.errors as Record<string, string> });
        }
        const reason = checkReason(request.body.reopenReason, m.reopenReasonInvalid);
        return updateWindow(request, 'election.update', reason, () => result.window);
      },
    );

    // Closes an open window now: the closing time becomes the server's now.
    app.post(
      '/election/close-now',
      {
        schema: { response: { 200: electionSchema, ...errors(401, 403, 409, 429, 500) } },
        config: { rateLimit },
      },
      async (request) =>
        updateWindow(request, 'election.close-now', null, ({ view, row }) => {
          if (view.status !== 'open') throw new HttpError(409, m.notOpen);
          return { name: row.name, opens_at: row.opens_at, closes_at: ctx.now() };
        }),
    );

    // Opens a scheduled or closed window now: the opening becomes now (unless it already passed)
    // and a closing time already passed is removed (open until an operator closes it again).
    // After the results were read it needs `reason` (issue 36).
    app.post(
      '/election/open-now',
      {
        schema: { response: { 200: electionSchema, ...errors(401, 403, 409, 422, 429, 500) } },
        config: { rateLimit },
      },
      async (request) => {
        const reason = checkReason(reasonIn(request.body), m.reopenReasonInvalid);
        return updateWindow(request, 'election.open-now', reason, ({ view, row }) => {
          if (view.status === 'open') throw new HttpError(409, m.alreadyOpen);
          if (view.resultsPublished) throw new HttpError(409, m.publishedNoReopen);
          const now = ctx.now();
          return {
            name: row.name,
            opens_at: row.opens_at !== null && row.opens_at <= now ? row.opens_at : now,
            closes_at: row.closes_at !== null && row.closes_at > now ? row.closes_at : null,
          };
        });
      },
    );

    app.post(
      '/election/publish',
      {
        schema: { response: { 200: electionSchema, ...errors(401, 403, 409, 429, 500) } },
        config: { rateLimit },
      },
      async (request) => {
        // The votes sealed in the chain before the publication's row and the ata's head.
        await sealVotesIfClosed(ctx.database.db, ctx.now(), mailOperator);
        // The ata prints the sealed digest: a box that no longer matches it is never published.
        const sealCheck = await checkVotesSeal(ctx.database.db, ctx.now());
        if (sealCheck.status === 'changed' || sealCheck.status === 'close-moved') {
          throw new HttpError(409, m.votesChangedSinceSeal);
        }
        const result = await election.publish();
        if (!result.ok) {
          const unsealsAt = result.election.unsealsAt;
          throw new HttpError(
            409,
            result.problem === 'holding'
              ? m.publishHolding(unsealsAt ? formatElectionDate(unsealsAt) : null)
              : m.notClosed,
          );
        }
        await operatorAction(ctx, request, {
          action: 'election.publish',
          target: 'election',
          after: result.election,
        });
        // The ata and its digests, gathered once, after the publication's own audit entry.
        const publication = await currentPublication(ctx.database.db, election, ctx.config);
        // The ata's head, e-mailed to the operators (anchored outside the database).
        if (publication) {
          await anchorPublication(
            ctx.database.db,
            mailOperator,
            publication.digests.auditHead,
            publication.digests.publishedAt,
          );
        }
        return result.election;
      },
    );

    // "Retirar a publicação": the published ata stays (GET /api/results/ata.pdf?versao=N), the
    // history on /resultados says when and why (the category); the reason goes to the audit.
    app.post(
      '/election/withdraw-publication',
      {
        schema: {
          body: withdrawPublicationBody,
          response: { 200: electionSchema, ...errors(400, 401, 403, 409, 422, 429, 500) },
        },
        config: { rateLimit },
      },
      async (request) => {
        const category = request.body.category;
        if (!(WITHDRAWAL_CATEGORIES as readonly string[]).includes(category)) {
          throw new HttpError(422, m.withdrawCategoryInvalid, {
            errors: { category: m.withdrawCategoryInvalid },
          });
        }
        if (!request.body.reason.trim()) {
          throw new HttpError(422, m.withdrawReasonInvalid, {
            errors: { reason: m.withdrawReasonInvalid },
          });
        }
        const reason = checkReason(request.body.reason, m.withdrawReasonInvalid);
        const at = ctx.now();
        election.invalidate();
        const before = await election.view();
        if (!before.resultsPublished) throw new HttpError(409, m.notPublished);
        const version = await repo.withdrawPublication(at, category);
        election.invalidate();
        const after = await election.view();
        await operatorAction(
          ctx,
          request,
          {
            action: 'results.withdraw',
            target: 'election',
            before: { ...before, version },
            after: { ...after, category },
            reason,
          },
          at,
        );
        return after;
      },
    );
  };
}
