/**
 * GET /api/nominations and PUT /api/nominations/:categoryId, for the signed-in voter (Bearer
 * JWT, the voting's sign-in): the window, the categories with this voter's nomination, the
 * suggestions; one nomination per category, rewritten while the phase is open. A voter whose
 * session ended (signed out, invalidated) gets 401, as on the voting's routes.
 */
import type { FastifyRequest } from 'fastify';

import {
  categoryParams,
  nominationBody,
  nominationsBody,
  nominationStored,
  nominationsStored,
  voterNominations,
} from '../../../domain/schemas/nominationsApi';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { bearer, bearerToken, errors } from '../../http/schemas';
import { apiMessages } from '../../messages';
import type { Api } from '../../typeProvider';
import type { CodesServices, VoterToken } from '../codes';

import type { NominationsService } from './service';

export function nominationsVoterRoutes(
  ctx: AppContext,
  codes: CodesServices,
  nominations: NominationsService,
) {
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };

  /** The token's signature and expiry, then its version read afresh (a rare route). */
  async function voterOf(request: FastifyRequest): Promise<VoterToken> {
    const token = bearerToken(request);
    const voter = token ? await codes.tokens.verify(token) : null;
    if (!voter) throw new HttpError(401, apiMessages.unauthorized);
    codes.sessions.forget(voter.id);
    if (!(await codes.sessions.isCurrent(voter.id, voter.ver))) {
      throw new HttpError(401, apiMessages.unauthorized);
    }
    return voter;
  }

  return async function routes(app: Api) {
    app.get(
      '/nominations',
      {
        schema: {
          headers: bearer,
          // sugestoes=0: the phase without the suggestions (up to 10,000 member names), for
          // /perfil's notice on a phone.
          querystring: {
            type: 'object',
            additionalProperties: false,
            properties: { sugestoes: { type: 'string', enum: ['0', '1'] } },
          },
          response: { 200: voterNominations, ...errors(401, 422, 429, 500) },
        },
        config: { rateLimit },
      },
      async (request) =>
        nominations.voterView((await voterOf(request)).id, request.query.sugestoes !== '0'),
    );

    app.put(
      '/nominations/:categoryId',
      {
        schema: {
          headers: bearer,
          params: categoryParams,
          body: nominationBody,
          response: {
            200: nominationStored,
            ...errors(400, 401, 403, 404, 413, 415, 422, 429, 500),
          },
        },
        config: { rateLimit },
      },
      async (request) => {
        const voter = await voterOf(request);
        const categoryId = Number(request.params.categoryId);
        const result = await nominations.nominate(voter.id, [
          { categoryId, text: request.body.text },
        ]);
        if (!result.ok) throw new HttpError(result.status, result.message);
        // What the voter wrote stays out of the logs.
        request.logFields = { event: 'Nomination stored', voterId: voter.id, categoryId };
        return result.value[0]!;
      },
    );

    // ENVIAR INDICAÇÕES: every filled field at once, all stored or none.
    app.post(
      '/nominations',
      {
        schema: {
          headers: bearer,
          body: nominationsBody,
          response: {
            200: nominationsStored,
            ...errors(400, 401, 403, 404, 413, 415, 422, 429, 500),
          },
        },
        config: { rateLimit },
      },
      async (request) => {
        const voter = await voterOf(request);
        const result = await nominations.nominate(voter.id, request.body.nominations);
        if (!result.ok) throw new HttpError(result.status, result.message);
        request.logFields = {
          event: 'Nominations stored',
          voterId: voter.id,
          categories: result.value.length,
        };
        return { data: result.value };
      },
    );
  };
}
