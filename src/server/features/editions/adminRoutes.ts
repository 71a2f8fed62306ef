/**
 * GET /admin/editions (every edition and its state), POST /admin/editions (the next edition,
 * from the last one's catalogue), POST /admin/editions/:id/current (issue 41 §1) and
 * POST /admin/members/import (the current edition's member list, decision 321).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import { MEMBER_FILE_MAX_BYTES } from '../../../domain/memberList';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import {
  edition,
  editionsList,
  memberImportBody,
  memberImportResult,
} from '../../../domain/schemas/editionsApi';
import { errorHandler, HttpError, sendError } from '../../errors';
import { idParams, importErrors } from '../../http/adminSchemas';
import { errors } from '../../http/schemas';
import type { Api } from '../../typeProvider';
import { operatorOf } from '../operators';

import type { EditionsService } from './service';

const MEMBERS_IMPORT = '/members/import';

export function adminEditionsRoutes(editions: EditionsService, apiPerMinute: number) {
  const rateLimit = { max: apiPerMinute, timeWindow: '1 minute' };
  return async function routes(app: Api) {
    // A file over the limit gets the import's own message rather than the generic one. The
    // route's path as registered (with its prefix), not the URL: that may carry a query string.
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' &&
      request.routeOptions.url?.endsWith(MEMBERS_IMPORT) === true
        ? sendError(reply, new HttpError(413, operatorApiMessages.members.tooLarge))
        : errorHandler(error, request, reply),
    );

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

    app.post(
      MEMBERS_IMPORT,
      {
        // JSON escaping can make the body larger than the file itself; the file's own limit is
        // checked below, on its bytes.
        bodyLimit: MEMBER_FILE_MAX_BYTES * 2 + 4096,
        schema: {
          body: memberImportBody,
          response: {
            200: memberImportResult,
            422: importErrors,
            ...errors(400, 401, 403, 413, 415, 429, 500),
          },
        },
        config: { rateLimit },
      },
      async (request, reply) => {
        if (Buffer.byteLength(request.body.content, 'utf8') > MEMBER_FILE_MAX_BYTES) {
          throw new HttpError(413, operatorApiMessages.members.tooLarge);
        }
        const outcome = await editions.importMembers(
          operatorOf(request).email,
          request.body,
          request.log,
        );
        if (!outcome.ok) {
          return reply.code(422).send({ message: outcome.message, errors: outcome.errors });
        }
        return outcome.result;
      },
    );
  };
}
