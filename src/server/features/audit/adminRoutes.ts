/** The console's Auditoria: GET /admin/audit (a page of the trail) and /admin/audit.csv. */
import type { JSONSchema } from 'json-schema-to-ts';

import { auditPage } from '../../../domain/schemas/trustApi';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { errors } from '../../http/schemas';
import { sendAttachment } from '../../http/sendRaw';
import type { Api } from '../../typeProvider';

import { auditMessages } from './messages';
import { auditCsv, listAudit, type AuditFilter } from './repository';

const auditQuery = {
  type: 'object',
  properties: {
    actor: { type: 'string', maxLength: 254 },
    action: { type: 'string', maxLength: 64 },
    from: { type: 'string', maxLength: 40 },
    to: { type: 'string', maxLength: 40 },
    limit: { type: 'string', pattern: '^[0-9]{1,4}$' },
    offset: { type: 'string', pattern: '^[0-9]{1,9}$' },
  },
} as const satisfies JSONSchema;

type AuditQuery = { actor?: string; action?: string; from?: string; to?: string };

function timeOf(value: string | undefined, field: string): number | undefined {
  if (!value) return undefined;
  const ms = Date.parse(value);
  if (!/^\d{4}-\d\d-\d\d/.test(value) || Number.isNaN(ms)) {
    throw new HttpError(422, auditMessages.badDate(field));
  }
  return ms;
}

function auditFilter(query: AuditQuery): AuditFilter {
  return {
    actor: query.actor?.trim() || undefined,
    action: query.action?.trim() || undefined,
    from: timeOf(query.from, 'from'),
    to: timeOf(query.to, 'to'),
  };
}

export function adminAuditRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };
  return async function routes(app: Api) {
    app.get(
      '/audit',
      {
        schema: {
          querystring: auditQuery,
          response: { 200: auditPage, ...errors(401, 403, 422, 429, 500) },
        },
        config: { rateLimit },
      },
      async (request) =>
        listAudit(db, auditFilter(request.query), {
          limit: Number(request.query.limit ?? 50),
          offset: Number(request.query.offset ?? 0),
        }),
    );

    app.get(
      '/audit.csv',
      { schema: { querystring: auditQuery }, config: { rateLimit } },
      async (request, reply) => {
        const csv = await auditCsv(db, auditFilter(request.query));
        return sendAttachment(reply, 'text/csv; charset=utf-8', 'auditoria.csv', `\uFEFF${csv}`);
      },
    );
  };
}
