/**
 * Operator sign-in: POST /admin/auth/send-code and /admin/auth/validate-code. Neither answer
 * tells whether an e-mail belongs to an operator: send-code answers every well-formed e-mail
 * alike (the e-mail goes through the outbox, so timing does not tell either) and validate-code is
 * the same 401 for an unknown e-mail, a wrong, used or expired code and a locked operator.
 *
 * send-code says whether a code went out now or one went out less than the cool-down ago, and
 * when another can be sent (decision 190). For an address that is no operator's, the cool-down is
 * kept in the limits store under a hash of the address, so that answer reads like an operator's.
 */
import { createHash } from 'node:crypto';

import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

import type { OperatorSendCodeAnswer } from '../../../domain/admin';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import { emailBody, sendCodeAnswer, validateCodeBody } from '../../../domain/schemas/adminApi';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { normaliseEmail } from '../../formats';
import { accessToken, errors, validateLinkBody } from '../../http/schemas';
import { maskEmail } from '../../redact';
import type { Api } from '../../typeProvider';
import { onAdminAction } from '../audit';
import { clientBudgets, queueCodeMail } from '../codes';
import { CodeNotQueuedError, OtpLimitError, type IssueOptions } from '../codes';

import type { OperatorServices } from './services';

export function adminAuthRoutes(ctx: AppContext, operators: OperatorServices) {
  const limit = { max: ctx.config.rateLimit.otpPerHour, timeWindow: '1 hour' };
  const budgets = clientBudgets(ctx);

  /**
   * An e-mail under attack (issue 25): after OTP_BOT_CHECK_AFTER_FAILURES wrong codes for it in
   * the hour, send-code and validate-code ask for the bot check first (428), as for a voter's
   * CPF. Counted for every e-mail typed, an operator's or not, in the limit store under a hash
   * of it: the 428 then says nothing about who is an operator.
   */
  const HOUR_MS = 3_600_000;
  const attackKey = (email: string) =>
    `operator-email-fail:${createHash('sha256').update(email).digest('base64url')}`;
  async function requireHumanIfUnderAttack(
    request: FastifyRequest & { body: { 'cf-turnstile-response'?: string } },
    email: string,
  ) {
    const failures = await ctx.limits.count(attackKey(email), HOUR_MS, ctx.now());
    if (failures < ctx.config.otp.botCheckAfterFailures) return;
    const token = request.body['cf-turnstile-response'];
    const human = token ? await ctx.botCheck.verify(token, request.ip) : false;
    if (!human) {
      request.log.info(
        { to: maskEmail(email), tokenGiven: Boolean(token) },
        'Bot check required for this e-mail (under attack)',
      );
      throw new HttpError(428, operatorApiMessages.botCheckRequired, {
        extras: { botCheckRequired: true },
      });
    }
  }
  const countFailure = (email: string) =>
    ctx.limits.hit(attackKey(email), HOUR_MS, ctx.now()).then(() => undefined);
  /** Wrong operator codes and links are budgeted per client, apart from the voters' calls. */
  const OPERATOR_FAILURES = 'operator-fail';
  const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
  const cooldownMs = ctx.config.otp.resendCooldownSeconds * 1000;
  const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
  const sent: OperatorSendCodeAnswer = {
    alreadySent: false,
    resendInSeconds: seconds(cooldownMs),
  };
  const waiting = (ms: number): OperatorSendCodeAnswer =>
    ms > 0 ? { alreadySent: true, resendInSeconds: seconds(ms) } : sent;
  /**
   * The answer for an address that is no operator's: the first ask "sent", the next ones within
   * the cool-down "sent moments ago", as an operator's would read. Without the limits store
   * (Redis away), "sent".
   */
  const strangerAnswer = async (email: string, log: FastifyBaseLogger) => {
    if (cooldownMs <= 0) return sent;
    const key = `operator-send:${createHash('sha256').update(email).digest('base64url')}`;
    try {
      return waiting(await ctx.limits.claimOrWait(key, cooldownMs, ctx.now()));
    } catch (error) {
      log.warn(
        { err: (error as Error).message },
        'Operator send-code answered without its cool-down',
      );
      return sent;
    }
  };
  const signedIn = async (
    operator: { id: number; email: string; nome: string; token_version: number },
    log: FastifyBaseLogger,
  ) => {
    await onAdminAction(
      ctx.database.db,
      { actor: operator.email, log },
      { action: 'operator.sign-in', target: `operator:${operator.id}` },
      ctx.now(),
    );
    return { accessToken: await operators.tokens.sign(operator) };
  };

  return async function routes(app: Api) {
    app.post(
      '/auth/send-code',
      {
        schema: {
          body: emailBody,
          response: { 200: sendCodeAnswer, ...errors(400, 413, 415, 422, 428, 429, 500) },
        },
        config: { rateLimit: limit },
      },
      async (request) => {
        const email = normaliseEmail(request.body.email);
        await requireHumanIfUnderAttack(request, email);
        const operator = await operators.accounts.findByEmail(email);
        if (!operator) {
          request.log.info({ to: maskEmail(email) }, 'Operator code asked for a non-operator');
          return strangerAnswer(email, request.log);
        }
        // Into the outbox like every e-mail (decision 200), in the code's own transaction: the
        // code is stored only if its e-mail is queued; the answer never waits for SMTP.
        const queue: IssueOptions['queue'] = (trx, code) =>
          queueCodeMail(ctx, 'operator', operator, code, trx);
        let issued;
        try {
          // No bot check on the console: the daily cap on wrong codes bounds guessing, and a
          // 428 would tell who is an operator.
          issued = await operators.codes.issue(operator.id, { botChecked: true, queue });
        } catch (error) {
          if (error instanceof CodeNotQueuedError) {
            // Nothing stored, no cool-down: the operator may ask again at once. The answer reads
            // as a sent code's (it must not tell who is an operator, nor that mail is down).
            request.log.error(
              { err: (error.cause as Error | undefined)?.message, to: maskEmail(operator.email) },
              'Could not queue the operator code e-mail',
            );
            return sent;
          }
          if (!(error instanceof OtpLimitError)) throw error;
          // The cool-down of a code already used, spent or expired: nothing new goes out, and
          // the answer reads like the one for a pending code (whether the last code still works
          // would tell who is an operator), with the wait before 'Enviar o código novamente.'.
          request.log.info(
            { operatorId: operator.id, reason: error.reason },
            'Operator code refused by a limit',
          );
          return waiting(Math.max(1000, error.retryAfterSeconds * 1000));
        }
        if (issued.kind === 'pending') {
          // A valid code was sent moments ago: it still works, nothing new goes out.
          return waiting(Math.max(1000, issued.resendAt - ctx.now()));
        }
        void ctx.outbox.pump();
        return { alreadySent: false, resendInSeconds: seconds(issued.resendAt - ctx.now()) };
      },
    );

    app.post(
      '/auth/validate-code',
      {
        schema: {
          body: validateCodeBody,
          response: { 200: accessToken, ...errors(400, 401, 413, 415, 422, 428, 429, 500) },
        },
        config: { rateLimit: limit },
      },
      async (request) => {
        // One failure is taken from this client's budget before anything is looked at (decision
        // 170): one address can no longer spend an operator's daily cap in minutes.
        await budgets.takeFailure(request, OPERATOR_FAILURES);
        const email = normaliseEmail(request.body.email);
        try {
          await requireHumanIfUnderAttack(request, email);
        } catch (error) {
          await budgets.giveBackFailure(request, OPERATOR_FAILURES);
          throw error;
        }
        const operator = await operators.accounts.findByEmail(email);
        if (!operator) {
          await countFailure(email);
          throw new HttpError(401, operatorApiMessages.invalidCode);
        }
        const result = await operators.codes.verify(operator.id, request.body.codigoVerificacao, {
          botChecked: true,
        });
        if (!result.ok) {
          request.log.info(
            { operatorId: operator.id, reason: result.reason },
            'Operator code refused',
          );
          if (result.reason === 'capped') {
            await budgets.giveBackFailure(request, OPERATOR_FAILURES);
            // Says why, and the way in that still works (the link in the e-mail).
            throw new HttpError(
              429,
              operatorApiMessages.capped(minutes(result.retryAfterSeconds)),
              { retryAfterSeconds: result.retryAfterSeconds },
            );
          }
          await countFailure(email);
          throw new HttpError(401, operatorApiMessages.invalidCode);
        }
        await budgets.giveBackFailure(request, OPERATOR_FAILURES);
        return signedIn(operator, request.log);
      },
    );

    // The operator's sign-in link: no cap, no tries; only the per-client failure budget.
    app.post(
      '/auth/validate-link',
      {
        schema: {
          body: validateLinkBody,
          response: { 200: accessToken, ...errors(401, 413, 415, 422, 429, 500) },
        },
        config: { rateLimit: limit },
      },
      async (request) => {
        await budgets.takeFailure(request, OPERATOR_FAILURES);
        const operatorId = await operators.codes.redeemLink(request.body.token);
        const operator =
          operatorId === null ? undefined : await operators.accounts.findById(operatorId);
        if (!operator) {
          request.log.info('Operator sign-in link refused: unknown, used or expired');
          throw new HttpError(401, operatorApiMessages.invalidLink);
        }
        await budgets.giveBackFailure(request, OPERATOR_FAILURES);
        return signedIn(operator, request.log);
      },
    );
  };
}
