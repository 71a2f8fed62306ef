/**
 * The reminders feature: an operator's reminder to the voters who have not voted, sent through
 * the outbox with its one-click unsubscribe (RFC 8058), and the public unsubscribe route.
 * `app.reminders.start()` is called by the server (server.ts), not by tests.
 */
import fastifyPlugin from 'fastify-plugin';

import { apiRoutes } from '../../http/scopes';
import type { Api } from '../../typeProvider';
import { adminRoutes } from '../operators';

import { adminReminderRoutes } from './adminRoutes';
import { reminderRoutes } from './publicRoutes';
import { createReminders, type Reminders } from './reminders';

declare module 'fastify' {
  interface FastifyInstance {
    readonly reminders: Reminders;
  }
}

export const remindersFeature = fastifyPlugin(
  async (app: Api) => {
    const ctx = app.votacao;
    const reminders = createReminders({
      db: ctx.database.db,
      outbox: ctx.outbox,
      secret: ctx.secret,
      publicUrl: ctx.config.publicUrl,
      apiPrefix: ctx.config.apiPrefix,
      now: ctx.now,
      log: app.log,
    });
    app.decorate('reminders', reminders);
    app.addHook('onClose', async () => reminders.stop());
    ctx.outbox.headersFor('reminder', (row) =>
      row.voter_id === null ? undefined : reminders.unsubscribeHeaders(row.voter_id),
    );
    await apiRoutes(app, reminderRoutes(ctx));
    await adminRoutes(app, adminReminderRoutes(ctx, reminders, app.election));
  },
  { name: 'reminders', dependencies: ['infrastructure', 'operators', 'election'] },
);
