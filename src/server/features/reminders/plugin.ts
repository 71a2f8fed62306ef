/**
 * The reminders feature: an operator's reminder to the voters who have not voted, sent through
 * the outbox as rows of its own (one throttle for the deployment, decision 260) with its
 * one-click unsubscribe (RFC 8058), and the public unsubscribe route.
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
      giveUpAfterMs: ctx.config.mail.giveUpAfterHours * 3_600_000,
      isOpen: async () => (await app.election.view()).status === 'open',
    });
    app.decorate('reminders', reminders);
    // Reminders are outbox rows (kind 'reminder', throttled for the deployment, written when
    // their turn comes), each with its one-click unsubscribe (decision 260).
    reminders.sendThrough(ctx.outbox);
    await apiRoutes(app, reminderRoutes(ctx));
    await adminRoutes(app, adminReminderRoutes(ctx, reminders, app.election));
  },
  { name: 'reminders', dependencies: ['infrastructure', 'operators', 'election'] },
);
