/**
 * GET /admin/editions (every edition and its state), POST /admin/editions (the next edition,
 * from the last one's catalogue) and POST /admin/editions/:id/current (issue 41 §1).
 */
import { edition, editionsList } from '../../../domain/schemas/editionsApi';
import { HttpError } from '../../errors';
import { idParams } from '../../http/adminSchemas';
import { errors } from '../../http/schemas';
import type { Api } from '../../typeProvider';
import { operatorOf } from '../operators';

import type { EditionsService } from './service';

export function adminEditionsRoutes(editions: EditionsService, apiPerMinute: number) {
  const rateLimit = { max: apiPerMinute, timeWindow: '1 minute' };
  return async function routes(app: Api) {
    app.get(
      '/editions',
      {
        schema: { response: { 200: editionsList, ...errors(401, 403, 429, 500) } },
        config: { rateLimit },
      },
      async () => ({ data: await editions.list() }),
    );

    app.post(
      '/editions',
      {
        schema: { response: { 201: edition, ...errors(401, 403, 409, 429, 500) } },
        config: { rateLimit },
      },
      async (request, reply) => {
        const result = await editions.create(operatorOf(request).email, request.log);
        if (!result.ok) throw new HttpError(result.status, result.message);
        return reply.code(201).send(result.edition);
      },
    );

    app.post(
      '/editions/:id/current',
      {
        schema: {
          params: idParams,
          response: { 200: edition, ...errors(400, 401, 403, 404, 409, 429, 500) },
        },
        config: { rateLimit },
      },
      async (request) => {
        const id = Number(request.params.id);
        const result = await editions.makeCurrent(operatorOf(request).email, id, request.log);
        if (!result.ok) throw new HttpError(result.status, result.message);
        return result.edition;
      },
    );
  };
}
