/**
 * The operator's nominations routes (issue 41 §3, decision 305), under /admin:
 * GET /nominations (sealed while open: the total received only), PUT /nominations/window,
 * POST /nominations/categories/:categoryId/merge and …/split, PUT …/groups/:groupId/name,
 * PUT …/finalists, POST /nominations/publish (the finalists become the edition's catalogue).
 */
import type { FastifyRequest } from 'fastify';

import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import {
  adminNominations,
  ballotPublished,
  categoryParams,
  finalistsBody,
  groupNameBody,
  groupParams,
  mergeBody,
  nominationCategoryGroups,
  nominationWindowBody,
  splitBody,
  type NominationCategoryGroupsAnswer,
} from '../../../domain/schemas/nominationsApi';
import { HttpError } from '../../errors';
import { errors } from '../../http/schemas';
import type { Api } from '../../typeProvider';
import type { ActedBy } from '../audit';
import { parseElectionDate } from '../election';
import { actedBy } from '../operators';

import type { Answer, NominationsService } from './service';

function valueOf<T>(answer: Answer<T>): T {
  if (!answer.ok) throw new HttpError(answer.status, answer.message);
  return answer.value;
}

/** A grouping route's answer: `call` for who asks, on the path's category (a refusal: its error). */
async function inCategory(
  request: FastifyRequest & { params: { categoryId: string } },
  call: (by: ActedBy, categoryId: number) => Promise<Answer<NominationCategoryGroupsAnswer>>,
): Promise<NominationCategoryGroupsAnswer> {
  return valueOf(await call(actedBy(request), Number(request.params.categoryId)));
}

export function adminNominationsRoutes(nominations: NominationsService, apiPerMinute: number) {
  const rateLimit = { max: apiPerMinute, timeWindow: '1 minute' };
  const groupsAnswer = {
    200: nominationCategoryGroups,
    ...errors(400, 401, 403, 404, 409, 422, 429, 500),
  };
  return async function routes(app: Api) {
    app.get(
      '/nominations',
      {
        schema: { response: { 200: adminNominations, ...errors(401, 403, 429, 500) } },
        config: { rateLimit },
      },
      async () => nominations.adminView(),
    );

    app.put(
      '/nominations/window',
      {
        schema: {
          body: nominationWindowBody,
          response: { 200: adminNominations, ...errors(400, 401, 403, 409, 422, 429, 500) },
        },
        config: { rateLimit },
      },
      async (request) => {
        const e = operatorApiMessages.election;
        const fieldErrors: Record<string, string> = {};
        const date = (field: 'opensAt' | 'closesAt', label: string) => {
          const parsed = parseElectionDate(request.body[field]);
          if (parsed.ok) return parsed.ms;
          fieldErrors[field] =
            parsed.reason === 'format' ? e.dateFormat(label) : e.dateInvalid(label);
          return 0;
        };
        const opensAt = date('opensAt', e.opensAt);
        const closesAt = date('closesAt', e.closesAt);
        if (Object.keys(fieldErrors).length === 0 && closesAt <= opensAt) {
          fieldErrors.closesAt = e.closesBeforeOpens;
        }
        const first = Object.values(fieldErrors)[0];
        if (first) throw new HttpError(422, first, { errors: fieldErrors });
        return valueOf(await nominations.setWindow(actedBy(request), { opensAt, closesAt }));
      },
    );

    app.post(
      '/nominations/categories/:categoryId/merge',
      {
        schema: { params: categoryParams, body: mergeBody, response: groupsAnswer },
        config: { rateLimit },
      },
      async (request) =>
        inCategory(request, (who, id) =>
          nominations.merge(who, id, request.body.ids, request.body.into),
        ),
    );

    app.post(
      '/nominations/categories/:categoryId/split',
      {
        schema: { params: categoryParams, body: splitBody, response: groupsAnswer },
        config: { rateLimit },
      },
      async (request) =>
        inCategory(request, (who, id) =>
          nominations.split(who, id, request.body.groupId, request.body.texts),
        ),
    );

    app.put(
      '/nominations/categories/:categoryId/groups/:groupId/name',
      {
        schema: { params: groupParams, body: groupNameBody, response: groupsAnswer },
        config: { rateLimit },
      },
      async (request) =>
        inCategory(request, (who, id) =>
          nominations.rename(who, id, Number(request.params.groupId), request.body.name),
        ),
    );

    app.put(
      '/nominations/categories/:categoryId/finalists',
      {
        schema: { params: categoryParams, body: finalistsBody, response: groupsAnswer },
        config: { rateLimit },
      },
      async (request) =>
        inCategory(request, (who, id) => nominations.finalists(who, id, request.body.ids)),
    );

    app.post(
      '/nominations/publish',
      {
        schema: { response: { 200: ballotPublished, ...errors(401, 403, 409, 422, 429, 500) } },
        config: { rateLimit },
      },
      async (request) => valueOf(await nominations.publish(actedBy(request))),
    );

    // Encerrar agora: the close at the server's time, whatever the operator's clock says.
    app.post(
      '/nominations/close-now',
      {
        schema: { response: { 200: adminNominations, ...errors(401, 403, 409, 429, 500) } },
        config: { rateLimit },
      },
      async (request) => valueOf(await nominations.closeNow(actedBy(request))),
    );
  };
}
