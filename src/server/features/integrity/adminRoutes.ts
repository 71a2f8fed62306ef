/**
 * The integrity review and the audit trail for operators: GET /admin/integrity, GET
 * /admin/voters?ids=… or ?q=… (search by name, e-mail or CPF digits), invalidate / restore one voter or many (a reason is required, and to invalidate a category of
 * the fixed list: what the ata counts by, decision 240), GET
 * /admin/audit (filters, paging) and /admin/audit.csv. Runs behind the operator guard.
 */
import {
  isInvalidationCategory,
  VOTER_SEARCH,
  type InvalidationCategory,
} from '../../../domain/admin';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { idParams } from '../../http/adminSchemas';
import { errors } from '../../http/schemas';
import { maskEmail } from '../../redact';
import type { Api } from '../../typeProvider';
import type { SessionGuard } from '../codes';
import { resultsSealed, type ElectionService } from '../election';
import { operatorOf } from '../operators';

import { analyseIntegrity } from './analyse';
import { integrityApiMessages as m } from './messages';
import {
  actionResult,
  adminVoters as adminVotersSchema,
  bulkBody,
  integrityReport,
  reasonBody,
  REASON_MAX,
  votersQuery,
} from './schemas';
import {
  changeVoters,
  MAX_VOTERS_PER_ACTION,
  ResultsPublishedError,
  UnknownVotersError,
} from './voterActions';
import { adminVoters, searchVoters } from './votersRepository';

function reasonOf(body: { reason?: unknown } | undefined): string {
  const reason = typeof body?.reason === 'string' ? body.reason.trim() : '';
  if (!reason) throw new HttpError(422, m.reasonRequired, { errors: { reason: m.reasonRequired } });
  if (reason.length > REASON_MAX) throw new HttpError(422, m.reasonTooLong(REASON_MAX));
  return reason;
}

function categoryOf(body: { category?: unknown } | undefined): InvalidationCategory {
  if (isInvalidationCategory(body?.category)) return body.category;
  throw new HttpError(422, m.categoryRequired, { errors: { category: m.categoryRequired } });
}

/** What changeVoters is asked: to invalidate, with the category; to restore. */
function change(
  invalidate: boolean,
  body: { category?: unknown } | undefined,
): { invalidate: true; category: InvalidationCategory } | { invalidate: false } {
  return invalidate ? { invalidate, category: categoryOf(body) } : { invalidate };
}

export function adminIntegrityRoutes(
  ctx: AppContext,
  election: ElectionService,
  sessions: SessionGuard,
) {
  const { db } = ctx.database;
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };

  async function act(
    voterIds: number[],
    reason: string,
    actor: string,
    what: { invalidate: true; category: InvalidationCategory } | { invalidate: false },
  ) {
    if (voterIds.length === 0) throw new HttpError(422, m.noVoters);
    if (voterIds.length > MAX_VOTERS_PER_ACTION) {
      throw new HttpError(422, m.tooManyVoters(MAX_VOTERS_PER_ACTION));
    }
    try {
      return await changeVoters(
        { database: ctx.database, sessions, now: ctx.now },
        { voterIds, reason, actor, ...what },
      );
    } catch (error) {
      if (error instanceof ResultsPublishedError) {
        throw new HttpError(409, operatorApiMessages.results.publishedNoVoterChange);
      }
      if (error instanceof UnknownVotersError) {
        throw new HttpError(
          404,
          voterIds.length === 1 ? m.voterNotFound : m.votersNotFound(error.ids),
        );
      }
      throw error;
    }
  }

  return async function routes(app: Api) {
    app.get(
      '/integrity',
      {
        schema: { response: { 200: integrityReport, ...errors(401, 403, 429, 500) } },
        config: { rateLimit },
      },
      // While sealed (results/seal.ts), no flag names a company or counts its votes (issue 36).
      async () =>
        analyseIntegrity(db, ctx.config.integrity, ctx.now(), {
          sealed: resultsSealed(await election.view()),
        }),
    );

    app.get(
      '/voters',
      {
        schema: {
          querystring: votersQuery,
          response: { 200: adminVotersSchema, ...errors(401, 403, 422, 429, 500) },
        },
        config: { rateLimit },
      },
      async (request) => {
        if (request.query.q !== undefined && request.query.ids === undefined) {
          const q = request.query.q.trim();
          if (q.length < VOTER_SEARCH.minQuery || q.length > VOTER_SEARCH.maxQuery)
            throw new HttpError(422, m.badSearch(VOTER_SEARCH.minQuery, VOTER_SEARCH.maxQuery));
          const limit = Number(request.query.limit ?? VOTER_SEARCH.limit);
          if (limit < 1 || limit > VOTER_SEARCH.maxLimit)
            throw new HttpError(422, m.badLimit(VOTER_SEARCH.maxLimit));
          return searchVoters(db, { q, limit, offset: Number(request.query.offset ?? 0) });
        }
        const raw = request.query.ids?.trim() ?? '';
        if (!/^\d{1,10}(,\d{1,10})*$/.test(raw)) throw new HttpError(422, m.badIds);
        const ids = raw.split(',').map(Number);
        if (ids.length > MAX_VOTERS_PER_ACTION)
          throw new HttpError(422, m.tooManyVoters(MAX_VOTERS_PER_ACTION));
        return { data: await adminVoters(db, ids) };
      },
    );

    for (const [verb, invalidate] of [
      ['invalidate', true],
      ['restore', false],
    ] as const) {
      app.post(
        `/voters/:id/${verb}`,
        {
          schema: {
            params: idParams,
            body: reasonBody,
            response: { 200: actionResult, ...errors(401, 403, 404, 409, 413, 415, 422, 429, 500) },
          },
          config: { rateLimit },
        },
        async (request) => {
          const operator = operatorOf(request);
          const id = Number(request.params.id);
          if (id < 1 || id > 2_147_483_647) throw new HttpError(404, m.voterNotFound);
          const what = change(invalidate, request.body);
          const result = await act([id], reasonOf(request.body), operator.email, what);
          request.log.info(
            { actor: maskEmail(operator.email), action: `voter.${verb}`, voterId: id },
            'Operator action',
          );
          return result;
        },
      );

      app.post(
        `/voters/${verb}`,
        {
          schema: {
            body: bulkBody,
            response: { 200: actionResult, ...errors(401, 403, 404, 409, 413, 415, 422, 429, 500) },
          },
          config: { rateLimit },
          // A bulk action lists up to 10,000 ids.
          bodyLimit: 256 * 1024,
        },
        async (request) => {
          const operator = operatorOf(request);
          const what = change(invalidate, request.body);
          const reason = reasonOf(request.body);
          const result = await act(request.body.voterIds, reason, operator.email, what);
          request.log.info(
            { actor: maskEmail(operator.email), action: `voter.${verb}`, ...result },
            'Operator action',
          );
          return result;
        },
      );
    }
  };
}
