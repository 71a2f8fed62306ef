/**
 * The operators' door: every /admin/* route except sign-in runs this first. No token or an
 * invalid one (other key, `alg: none`, expired, operator since removed): 401. A valid token
 * that is not an operator's (a voter's): 403.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { Operator } from '../../../domain/admin';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { bearerToken } from '../../http/schemas';
import { apiMessages } from '../../messages';
import { onAdminAction, type ActedBy, type AdminAction } from '../audit';

import type { OperatorServices } from './services';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator, set by the admin guard. */
    operator: Operator | null;
  }
}

export function operatorGuard(operators: OperatorServices) {
  return async function requireOperator(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerToken(request);
    const check = token ? await operators.tokens.check(token) : { kind: 'invalid' as const };
    if (check.kind === 'not-operator') throw new HttpError(403, operatorApiMessages.forbidden);
    if (check.kind === 'invalid') throw new HttpError(401, apiMessages.unauthorized);
    // Removing an operator ends their sessions at once, and so does 'Sair' (the version goes up).
    const row = await operators.accounts.findById(check.operatorId);
    if (!row || row.token_version !== (check.payload.ver ?? 0)) {
      throw new HttpError(401, apiMessages.unauthorized);
    }
    request.operator = { id: row.id, email: row.email, nome: row.nome };
  };
}

export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw new HttpError(401, apiMessages.unauthorized);
  return request.operator;
}

/** Logs and audits what the signed-in operator did from the console (audit's onAdminAction). */
export function operatorAction(
  ctx: Pick<AppContext, 'database' | 'now'>,
  request: FastifyRequest,
  entry: AdminAction,
  at: number = ctx.now(),
): Promise<void> {
  return onAdminAction(ctx.database.db, actedBy(request), entry, at);
}

/** The signed-in operator as who acts, logged in the request's log. */
export const actedBy = (request: FastifyRequest): ActedBy => ({
  actor: operatorOf(request).email,
  log: request.log,
});
