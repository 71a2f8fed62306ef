/* eslint-disable max-lines -- the four sign-in routes share the bot-check, budget and unknown-CPF rules that make them answer alike (decisions 080, 171, 280, 281) */
/**
 * POST /auth/register, /auth/send-otp-code, /auth/validate-otp-code (docs/architecture.md#api-calls-and-statuses),
 * and /auth/validate-otp-link (the sign-in link of a CPF under attack, decision 080).
 */
import type { FastifyRequest } from 'fastify';

import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/database';
import { HttpError } from '../../errors';
import { normaliseBody } from '../../http/normalise';
import {
  accessToken,
  errors,
  registerBody,
  registered,
  sendCodeAnswer,
  sendCodeBody,
  validateCodeBody,
  validateLinkBody,
} from '../../http/schemas';
import { rehearseEnqueue } from '../../mail/outbox';
import { apiMessages } from '../../messages';
import { networkPrefix } from '../../networkPrefix';
import { maskCpf, maskEmail, maskEmailForVoter } from '../../redact';
import type { Api } from '../../typeProvider';

import { createBotCheckPasses } from './botCheckPass';
import { clientBudgets } from './clientBudgets';
import { CodeNotQueuedError, OtpLimitError, type IssueOptions } from './otp';
import { queueCodeMail, type CodesServices } from './services';
import { findVoterByCpf, findVoterById, insertVoter } from './votersRepository';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The address an unknown CPF's rehearsal looks up as suppressed (none is: no voter has it). */
const NO_ADDRESS = '';

/** A request whose body may carry a bot-check token (send-otp-code, validate-otp-code). */
type WithBotCheck = FastifyRequest & { body: { 'cf-turnstile-response'?: string } };

export function authRoutes(ctx: AppContext, codes: CodesServices) {
  const { db } = ctx.database;
  const { rateLimit } = ctx.config;

  const findVoter = (cpf: string) => findVoterByCpf(db, cpf);
  const budgets = clientBudgets(ctx);
  // One bot check per sign-in (decision 281). ctx.secret is the server's secret
  // (JWT_SECRET); the passes derive a key of their own from it.
  const passes = createBotCheckPasses({
    secret: ctx.secret,
    now: ctx.now,
    lifetimeMs: ctx.config.otp.ttlMinutes * 60_000,
  });

  const botCheckNeeded = (reason: 'cpf' | 'network' = 'cpf') =>
    new HttpError(
      428,
      reason === 'network' ? apiMessages.networkBotCheckRequired : apiMessages.botCheckRequired,
      { extras: { botCheckRequired: true, botCheckReason: reason } },
    );

  /**
   * Whether the request's bot-check token passes. Asked once per request: a token is single use,
   * so the answer is kept for the request's second question.
   */
  const human = new WeakMap<FastifyRequest, Promise<boolean>>();
  function isHuman(request: WithBotCheck): Promise<boolean> {
    let answer = human.get(request);
    if (!answer) {
      const token = request.body['cf-turnstile-response'];
      answer = token ? ctx.botCheck.verify(token, request.ip) : Promise.resolve(false);
      human.set(request, answer);
    }
    return answer;
  }

  /** A CPF under attack: the call goes on only with a bot-check token that passes (else 428). */
  async function requireHuman(request: WithBotCheck, cpf: string) {
    if (!(await isHuman(request))) {
      request.log.info(
        { cpf: maskCpf(cpf), tokenGiven: Boolean(request.body['cf-turnstile-response']) },
        'Bot check required for this CPF (under attack)',
      );
      throw botCheckNeeded();
    }
  }

  /**
   * An invalidated voter (integrity review) is told at sign-in, after the right code or link (so
   * only the voter learns it), that the account is under review and whom to write to, instead
   * of a token that every call would refuse with a bare 401.
   */
  function refuseUnderReview(
    voter: { id: number; invalidated_at: number | null },
    request: FastifyRequest,
  ) {
    if (voter.invalidated_at === null) return;
    request.log.info({ voterId: voter.id }, 'Sign-in refused: voter invalidated (under review)');
    throw new HttpError(403, apiMessages.accountUnderReview(ctx.config.privacy.contact));
  }

  return async function routes(app: Api) {
    // Validated fields are normalised once, here at the edge (CPF to bare digits, …).
    app.addHook('preHandler', normaliseBody);

    app.post(
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

        // Every registry field of the sign-up but the bot-check token is a column of its own.
        const { 'cf-turnstile-response': _botToken, ...voterFields } = body;
        const { cpf, email } = voterFields;
        try {
          const voter = await insertVoter(db, {
            ...voterFields,
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

    app.post(
      '/auth/send-otp-code',
      {
        schema: {
          body: sendCodeBody,
          response: {
            200: sendCodeAnswer,
            ...errors(403, 409, 413, 415, 422, 428, 429, 500, 503),
          },
        },
        config: { rateLimit: { max: rateLimit.otpPerHour, timeWindow: '1 hour' } },
      },
      async (request) => {
        const { cpf } = request.body;
        // The bot check passed in this call: the code's tries need none (decision 281).
        let botChecked = false;
        const spent = await budgets.tryTakeUnknownCpf(request);
        let voter;
        if (spent) {
          // This network asked for too many unknown CPFs (a venue's Wi-Fi, a carrier's NAT): a
          // registered voter behind it goes on with the bot check instead of waiting out the hour
          // (issue 40 §4). Every CPF gets the same 428 until a check passes, so a walk learns
          // nothing from it; after the check an unknown CPF still gets the 429 (the walk stays
          // stopped, each step now costing a solved check).
          if (!(await isHuman(request))) {
            request.log.info(
              { cpf: maskCpf(cpf), tokenGiven: Boolean(request.body['cf-turnstile-response']) },
              'Send-code: unknown-CPF budget of this network spent; bot check required',
            );
            throw botCheckNeeded('network');
          }
          voter = await findVoter(cpf);
          if (!voter) throw spent;
          botChecked = true;
        } else {
          voter = await findVoter(cpf);
          if (!voter) {
            // The reads and the transaction of a registered CPF's first code, changing nothing
            // (issue 37): an unknown CPF answered ~7 ms sooner, which told the two apart.
            await ctx.outbox.isSuppressed(NO_ADDRESS);
            await codes.otp.rehearseIssue((trx) => rehearseEnqueue(trx));
            void ctx.outbox.pump();
            await budgets.noteUnknownCpf(request);
            throw new HttpError(403, apiMessages.cpfNotFound);
          }
          await budgets.giveBackUnknownCpf(request);
        }
        // The address refused a code for good within the day: another code would only bounce
        // again (and bounces get the association's mail suspended). Say so, and whom to ask.
        if (await ctx.outbox.isSuppressed(voter.email)) {
          request.log.info({ cpf: maskCpf(cpf) }, 'One-time code refused: address bounced');
          throw new HttpError(409, apiMessages.mailUndeliverable(ctx.config.privacy.contact));
        }

        // The code's e-mail goes into the outbox in the code's own transaction (decision 200):
        // the code is stored only if its e-mail is queued; the answer never waits for SMTP.
        const queue: IssueOptions['queue'] = (trx, code) =>
          queueCodeMail(ctx, 'voter', voter, code, trx);
        const issue = async (botChecked: boolean) => {
          try {
            return await codes.otp.issue(voter, { botChecked, queue });
          } catch (error) {
            if (error instanceof CodeNotQueuedError) {
              request.log.error(
                { err: error.cause, to: maskEmail(voter.email) },
                'Could not queue the one-time code e-mail',
              );
              throw new HttpError(503, apiMessages.sendCodeFailed);
            }
            if (!(error instanceof OtpLimitError) || error.reason === 'botCheck') throw error;
            request.log.info(
              { cpf: maskCpf(cpf), retryAfter: error.retryAfterSeconds },
              'One-time code refused: resend cool-down',
            );
            throw new HttpError(429, apiMessages.resendTooSoon(error.retryAfterSeconds), {
              retryAfterSeconds: error.retryAfterSeconds,
            });
          }
        };
        let issued;
        try {
          issued = await issue(botChecked);
        } catch (error) {
          if (!(error instanceof OtpLimitError) || botChecked) throw error;
          await requireHuman(request, cpf);
          botChecked = true;
          issued = await issue(true).catch((again: unknown) => {
            throw again instanceof OtpLimitError ? botCheckNeeded() : again;
          });
        }
        const answer = (alreadySent: boolean) => ({
          maskedEmail: maskEmailForVoter(voter.email),
          expiresInSeconds: Math.max(0, Math.floor((issued.expiresAt - ctx.now()) / 1000)),
          alreadySent,
          // The server's cool-down, so /acesso counts down from when the code really went out.
          resendInSeconds: Math.max(0, Math.ceil((issued.resendAt - ctx.now()) / 1000)),
          // A check passed here: the code's tries need no second one (decision 281).
          ...(botChecked ? { botCheckPass: passes.issue(voter.id) } : {}),
        });
        if (issued.kind === 'pending') {
          request.log.info({ cpf: maskCpf(cpf) }, 'One-time code still pending: nothing sent');
          return answer(true);
        }

        // Queued with the code, now committed: the worker sends it as soon as it can.
        void ctx.outbox.pump();
        request.log.info(
          { cpf: maskCpf(cpf), to: maskEmail(voter.email), withLink: issued.link !== null },
          'One-time code queued',
        );
        return answer(false);
      },
    );

    app.post(
      '/auth/validate-otp-code',
      {
        schema: {
          body: validateCodeBody,
          response: { 200: accessToken, ...errors(401, 403, 413, 415, 422, 428, 429, 500) },
        },
        config: { rateLimit: { max: rateLimit.otpPerHour, timeWindow: '1 hour' } },
      },
      async (request) => {
        const { cpf, codigoVerificacao } = request.body;
        // One try is taken before anything is looked at, and given back unless the call fails.
        await budgets.takeFailure(request);
        const voter = await findVoter(cpf);
        if (!voter) {
          // The same answer as a registered CPF with no live code (triesLeft 0): the answer must
          // not tell a registered CPF from an unknown one (decision 171); nor its time, so the
          // same work as that check, changing nothing (issue 37).
          await codes.otp.rehearseVerify(codigoVerificacao);
          throw new HttpError(401, apiMessages.invalidCode, { extras: { triesLeft: 0 } });
        }

        // A pass from a check this sign-in already passed (decision 281) stands for the check.
        const passed = passes.valid(request.body.botCheckPass, voter.id);
        let checkedNow = false;
        let result = await codes.otp.verify(voter, codigoVerificacao, { botChecked: passed });
        if (!result.ok && result.reason === 'botCheck') {
          await requireHuman(request, cpf).catch(async (error: unknown) => {
            await budgets.giveBackFailure(request);
            throw error;
          });
          checkedNow = true;
          result = await codes.otp.verify(voter, codigoVerificacao, { botChecked: true });
        }
        if (!result.ok) {
          request.log.info({ cpf: maskCpf(cpf), reason: result.reason }, 'One-time code refused');
          // Refused before any guess was looked at: not a failure of this client.
          if (result.reason === 'botCheck' || result.reason === 'capped') {
            await budgets.giveBackFailure(request);
          }
          if (result.reason === 'botCheck') throw botCheckNeeded();
          if (result.reason === 'capped') {
            throw new HttpError(
              429,
              apiMessages.tooManyFailures(minutes(result.retryAfterSeconds)),
              { retryAfterSeconds: result.retryAfterSeconds },
            );
          }
          throw new HttpError(401, apiMessages.invalidCode, {
            extras: {
              triesLeft: result.triesLeft,
              // A check passed in this call: the rest of the code's tries need none. Without a
              // check (or a pass) behind it, say when the next try will need one, so the screen
              // does not promise tries that a challenge stands before (issue 40 §9).
              ...(checkedNow
                ? { botCheckPass: passes.issue(voter.id) }
                : !passed && result.reason === 'wrong' && result.botCheckNext
                  ? { botCheckNext: true }
                  : {}),
            },
          });
        }
        await budgets.giveBackFailure(request);
        refuseUnderReview(voter, request);
        request.log.info({ voterId: voter.id }, 'Signed in');
        return { accessToken: await codes.tokens.sign(voter) };
      },
    );

    // The sign-in link (decision 080): budgeted per client like the code calls, never per CPF
    // (no CPF is given, and 256 random bits need no guessing budget), so no cap refuses it.
    app.post(
      '/auth/validate-otp-link',
      {
        schema: {
          body: validateLinkBody,
          response: { 200: accessToken, ...errors(401, 403, 413, 415, 422, 429, 500) },
        },
        config: { rateLimit: { max: rateLimit.otpPerHour, timeWindow: '1 hour' } },
      },
      async (request) => {
        await budgets.takeFailure(request);
        const voterId = await codes.otp.redeemLink(request.body.token);
        const voter = voterId === null ? undefined : await findVoterById(db, voterId);
        if (!voter) {
          request.log.info('Sign-in link refused: unknown, used or expired');
          throw new HttpError(401, apiMessages.invalidLink);
        }
        await budgets.giveBackFailure(request);
        refuseUnderReview(voter, request);
        request.log.info({ voterId: voter.id }, 'Signed in (link)');
        return { accessToken: await codes.tokens.sign(voter) };
      },
    );
  };
}
