/** GET /categories/app and POST /votes, for the signed-in voter (Bearer JWT). */
import type { FastifyReply, FastifyRequest } from 'fastify';

import { newReceiptCode } from '../../../domain/receipt';
import type { AppContext } from '../../context';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/database';
import { HttpError } from '../../errors';
import {
  bearerToken,
  bearer,
  categoriesResponse,
  errors,
  noContent,
  voteBody,
  voteCreated,
} from '../../http/schemas';
import { apiMessages } from '../../messages';
import { networkPrefix } from '../../networkPrefix';
import type { Api } from '../../typeProvider';
import { createCatalogCache, categoryExists, findCompany } from '../catalogue';
import { endVoterSessions } from '../codes';
import type { VoterToken, CodesServices } from '../codes';
import type { ElectionService } from '../election';

import { categoriesForVoter } from './ballot';
import { createChoicesReader, createVoteWriter, type OnVotesStored } from './repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in voter's token payload, set by the authenticate hook. */
    voter: VoterToken | null;
  }
}

export function votingRoutes(
  ctx: AppContext,
  deps: { codes: CodesServices; election: ElectionService; onVotesStored: OnVotesStored },
) {
  const { db } = ctx.database;
  const catalog = createCatalogCache(db);
  // Each stored vote's receipt line goes to the outbox in the vote's own transaction.
  const votes = createVoteWriter(ctx.database, { onStored: deps.onVotesStored });
  const choices = createChoicesReader(ctx.database);
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };

  /**
   * Checks the token's signature and expiry only. Whether its version is still the voter's
   * (not gone, invalidated or signed out everywhere) is read by the list's query and the vote's
   * statement themselves, so neither costs a query of its own (decision 130).
   */
  async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    const payload = token ? await deps.codes.tokens.verify(token) : null;
    if (!payload) throw new HttpError(401, apiMessages.unauthorized);
    request.voter = payload;
  }

  /** The rare paths (a refused vote): the session read from the database, not from a cache. */
  async function requireCurrentSession(voter: VoterToken): Promise<void> {
    deps.codes.sessions.forget(voter.id);
    if (!(await deps.codes.sessions.isCurrent(voter.id, voter.ver))) {
      throw new HttpError(401, apiMessages.unauthorized);
    }
  }

  const voterOf = (request: FastifyRequest): VoterToken => {
    if (!request.voter) throw new HttpError(401, apiMessages.unauthorized);
    return request.voter;
  };

  return async function routes(app: Api) {
    app.decorateRequest('voter', null);

    // Sign-out on the server (issue 25): the token version goes up, so this token (and any copy
    // of it) gets 401 from now on. Every session of the voter ends: tokens carry no session id.
    app.post(
      '/auth/sign-out',
      {
        schema: { headers: bearer, response: { 204: noContent, ...errors(401, 429, 500) } },
        config: { rateLimit },
        onRequest: authenticate,
      },
      async (request, reply) => {
        const voter = voterOf(request);
        await requireCurrentSession(voter);
        await endVoterSessions({ database: ctx.database, sessions: deps.codes.sessions }, voter.id);
        request.log.info({ voterId: voter.id }, 'Signed out (token version bumped)');
        return reply.code(204).send();
      },
    );

    app.get(
      '/categories/app',
      {
        schema: {
          headers: bearer,
          response: { 200: categoriesResponse, ...errors(401, 429, 500) },
        },
        config: { rateLimit },
        onRequest: authenticate,
      },
      async (request, reply) => {
        const answer = await categoriesForVoter(choices.read, catalog, voterOf(request));
        if (answer === null) throw new HttpError(401, apiMessages.unauthorized);
        // Serialised by Fastify with the 200 schema above.
        return reply.send(answer);
      },
    );

    app.post(
      '/votes',
      {
        schema: {
          headers: bearer,
          body: voteBody,
          response: { 201: voteCreated, ...errors(401, 403, 404, 409, 413, 415, 422, 429, 500) },
        },
        config: { rateLimit },
        onRequest: authenticate,
      },
      async (request, reply) => {
        const voter = voterOf(request);
        const { idCompany, idCategory } = request.body;
        // The server's clock decides; the election is cached in memory (no query per vote).
        const status = await deps.election.status();
        if (status !== 'open') {
          // A stale session is told so first, as when voting is open.
          await requireCurrentSession(voter);
          throw new HttpError(
            403,
            status === 'scheduled' ? apiMessages.votingNotStarted : apiMessages.votingClosed,
          );
        }

        // The receipt (issue 26): random, 60 bits, stored with the vote; a collision with a
        // stored one (about 2^-60 per pair) would fail the insert, as a second vote does.
        const receipt = newReceiptCode();
        let inserted: boolean;
        try {
          // One statement: inserted only if the company is in the category. No read-then-write:
          // the UNIQUE (voter_id, category_id) constraint guards against a second vote.
          inserted = await votes.insert({
            voterId: voter.id,
            tokenVersion: voter.ver,
            categoryId: idCategory,
            companyId: idCompany,
            createdAt: ctx.now(),
            prefix: networkPrefix(request.ip),
            receipt,
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, apiMessages.alreadyVoted);
          // The token's voter no longer exists (e.g. the database was reset).
          if (isForeignKeyViolation(error)) throw new HttpError(401, apiMessages.unauthorized);
          throw error;
        }
        if (!inserted) {
          // Nothing inserted: say why (the rare path, so the extra reads cost nothing).
          await requireCurrentSession(voter);
          if (!(await categoryExists(db, idCategory)))
            throw new HttpError(404, apiMessages.categoryNotFound);
          if (!(await findCompany(db, idCompany)))
            throw new HttpError(404, apiMessages.companyNotFound);
          throw new HttpError(422, apiMessages.companyNotInCategory);
        }
        // Whom the voter chose stays out of the logs.
        request.logFields = { event: 'Vote recorded', voterId: voter.id, idCategory };
        // Its receipt e-mail line was queued with it; with no wait it is sent at once.
        if (ctx.config.mail.receiptWaitSeconds === 0) void ctx.outbox.pump();
        return reply.code(201).send({ idCompany, idCategory, receipt });
      },
    );
  };
}
