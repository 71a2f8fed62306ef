/**
 * GET /admin/editions (every edition and its state), POST /admin/editions (the next edition,
 * from the last one's catalogue), POST /admin/editions/:id/current (issue 41 §1) and
 * POST /admin/members/import (the current edition's member list, decision 321).
 */
import { MEMBER_FILE_MAX_BYTES } from '../../../domain/memberList';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import {
  edition,
  editionsList,
  memberImportBody,
  memberImportResult,
} from '../../../domain/schemas/editionsApi';
import { HttpError } from '../../errors';
import { idParams, importErrors } from '../../http/adminSchemas';
import { fileUpload } from '../../http/fileUpload';
import { errors } from '../../http/schemas';
import type { Api } from '../../typeProvider';
import { actedBy } from '../operators';

import type { EditionsService } from './service';

const memberFile = fileUpload(MEMBER_FILE_MAX_BYTES, operatorApiMessages.members.tooLarge);

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
        const result = await editions.create(actedBy(request));
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
        const result = await editions.makeCurrent(actedBy(request), id);
        if (!result.ok) throw new HttpError(result.status, result.message);
        return result.edition;
      },
    );

    app.post(
      '/members/import',
      {
        ...memberFile.options,
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
        memberFile.checkSize(request.body.content);
        const outcome = await editions.importMembers(actedBy(request), request.body);
        if (!outcome.ok) {
          return reply.code(422).send({ message: outcome.message, errors: outcome.errors });
        }
        return outcome.result;
      },
    );
  };
}
