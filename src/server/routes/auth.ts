/** POST /auth/register, /auth/send-otp-code, /auth/validate-otp-code (docs/architecture.md#api-calls-and-statuses). */
import type { FastifyInstance } from 'fastify';

import type { RegisterPayload, SendCodePayload, ValidateCodePayload } from '../../domain/types';
import { OtpLimitError } from '../auth/otp';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/database';
import { HttpError } from '../errors';
import { networkPrefix } from '../integrity/prefix';
import { apiMessages } from '../messages';
import { maskCpf, maskEmail } from '../redact';
import { findVoterByCpf, insertVoter } from '../repositories/voters';

import { normaliseBody } from './normalise';
import {
  accessToken,
  errors,
  noContent,
  registerBody,
  registered,
  sendCodeBody,
  validateCodeBody,
} from './schemas';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export function authRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  const { rateLimit } = ctx.config;

  const findVoter = (cpf: string) => findVoterByCpf(db, cpf);

  return async function routes(app: FastifyInstance) {
    // Validated fields are normalised once, here at the edge (CPF to bare digits, …).
    app.addHook('preHandler', normaliseBody);

    app.post<{ Body: RegisterPayload }>(
      '/auth/register',
      {
        schema: {
          body: registerBody,
          response: { 201: registered, ...errors(400, 401, 413, 415, 422, 429, 500) },
        },
        config: { rateLimit: { max: rateLimit.registerPerHour, timeWindow: '1 hour' } },
      },
      async (request, reply) => {
        const body = request.body;
        // Fields were checked by the schema (422) before the bot-check token is spent.
        const human = await ctx.botCheck.verify(body['cf-turnstile-response'], request.ip);
        if (!human) throw new HttpError(401, apiMessages.botCheckFailed);

        const { cpf, email } = body;
        try {
          const voter = await insertVoter(db, {
            nome: body.nome,
            email,
            celular: body.celular,
            cpf,
            created_at: ctx.now(),
            // The network, not the address (IPv4 /24, IPv6 /64): for the integrity review.
            signup_prefix: networkPrefix(request.ip),
          });
          request.log.info({ voterId: voter.id, cpf: maskCpf(cpf) }, 'Voter registered');
          return reply.code(201).send({ id: voter.id });
        } catch (error) {
          // CPF or e-mail already taken: the unique constraints decide, even under a race.
          if (isUniqueViolation(error)) {
            request.log.info(
              { cpf: maskCpf(cpf), email: maskEmail(email) },
              'Registration refused: CPF or e-mail already registered',
            );
            throw new HttpError(400, apiMessages.userExists);
          }
          throw error;
        }
      },
    );

    app.post<{ Body: SendCodePayload }>(
      '/auth/send-otp-code',
      {
        schema: {
          body: sendCodeBody,
          response: { 204: noContent, ...errors(403, 413, 415, 422, 429, 500, 503) },
        },
        config: { rateLimit: { max: rateLimit.otpPerHour, timeWindow: '1 hour' } },
      },
      async (request, reply) => {
        const { cpf } = request.body;
        const voter = await findVoter(cpf);
        if (!voter) throw new HttpError(403, apiMessages.cpfNotFound);

        let issued;
        try {
          issued = await ctx.otp.issue(voter);
        } catch (error) {
          if (!(error instanceof OtpLimitError)) throw error;
          request.log.info(
            { cpf: maskCpf(cpf), reason: error.reason, retryAfter: error.retryAfterSeconds },
            'One-time code refused by a per-CPF limit',
          );
          const message =
            error.reason === 'cooldown'
              ? apiMessages.resendTooSoon(error.retryAfterSeconds)
              : error.reason === 'sends'
                ? apiMessages.tooManySends(minutes(error.retryAfterSeconds))
                : apiMessages.tooManyFailures(minutes(error.retryAfterSeconds));
          throw new HttpError(429, message, { retryAfterSeconds: error.retryAfterSeconds });
        }

        try {
          await ctx.mailer.sendCode({
            to: voter.email,
            nome: voter.nome.split(' ')[0] ?? voter.nome,
            code: issued.code,
            ttlMinutes: ctx.config.otp.ttlMinutes,
          });
        } catch (error) {
          request.log.error(
            { err: (error as Error).message, to: maskEmail(voter.email) },
            'Could not send the one-time code e-mail',
          );
          await issued.revoke().catch((revokeError: unknown) => {
            request.log.error({ err: revokeError }, 'Could not revoke the unsent code');
          });
          throw new HttpError(503, apiMessages.sendCodeFailed);
        }
        request.log.info({ cpf: maskCpf(cpf), to: maskEmail(voter.email) }, 'One-time code sent');
        return reply.code(204).send();
      },
    );

    app.post<{ Body: ValidateCodePayload }>(
      '/auth/validate-otp-code',
      {
        schema: {
          body: validateCodeBody,
          response: { 200: accessToken, ...errors(401, 413, 415, 422, 429, 500) },
        },
        config: { rateLimit: { max: rateLimit.otpPerHour, timeWindow: '1 hour' } },
      },
      async (request) => {
        const { cpf } = request.body;
        const voter = await findVoter(cpf);
        if (!voter) throw new HttpError(401, apiMessages.invalidCode);

        const result = await ctx.otp.verify(voter, request.body.codigoVerificacao);
        if (!result.ok) {
          request.log.info({ cpf: maskCpf(cpf), reason: result.reason }, 'One-time code refused');
          if (result.reason === 'locked') {
            throw new HttpError(
              429,
              apiMessages.tooManyFailures(minutes(result.retryAfterSeconds)),
              {
                retryAfterSeconds: result.retryAfterSeconds,
              },
            );
          }
          throw new HttpError(401, apiMessages.invalidCode);
        }
        request.log.info({ voterId: voter.id }, 'Signed in');
        return { accessToken: await ctx.tokens.sign(voter) };
      },
    );
  };
}
