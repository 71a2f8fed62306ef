/**
 * GET /admin/mail/health (the outbox and the mail server at a glance) and
 * GET /admin/voters/:id/mail (one voter's last e-mails with their delivery state); decision 200.
 */
import { mailDeliveries as deliveries, mailHealth } from '../../../domain/schemas/trustApi';
import type { AppContext } from '../../context';
import { errors } from '../../http/schemas';
import type { Api } from '../../typeProvider';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
export function adminMailRoutes(ctx: AppContext) {
  const rateLimit = { max: ctx.config.rateLimit.apiPerMinute, timeWindow: '1 minute' };
  return async function routes(app: Api) {
    app.get(
      '/mail/health',
      {
        schema: { response: { 200: mailHealth, ...errors(401, 403, 429, 500) } },
        config: { rateLimit },
      },
      async () => {
        const health = await ctx.outbox.health();
        return {
          ...health,
          lastSentAt: iso(health.lastSentAt),
          lastFailure: health.lastFailure
            ? {
                at: new Date(health.lastFailure.at).toISOString(),
                reason: health.lastFailure.reason,
              }
            : null,
        };
      },
    );

    // Path parameters are strings: ajv does not coerce them (coerceTypes: false, formats.ts).
    app.get(
      '/voters/:id/mail',
      {
        schema: {
          params: {
            type: 'object',
            required: ['id'],
            properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } },
          },
          response: { 200: deliveries, ...errors(401, 403, 422, 429, 500) },
        },
        config: { rateLimit },
      },
      async (request) => {
        const id = Number(request.params.id);
        // Past the database's integer range no voter can match (PostgreSQL would refuse the query).
        if (id > 2_147_483_647) return { deliveries: [] };
        const rows = await ctx.outbox.deliveriesOf(id, 20);
        return {
          deliveries: rows.map((d) => ({
            ...d,
            createdAt: new Date(d.createdAt).toISOString(),
            sentAt: iso(d.sentAt),
            nextAttemptAt: iso(d.nextAttemptAt),
          })),
        };
      },
    );
  };
}
