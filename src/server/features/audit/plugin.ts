/**
 * The audit feature: the keyed chain is checked at start-up (a process holding another key
 * refuses to start), the votes' seal at the close and the head's anchors run in the background
 * (`app.audit`), and the console's Auditoria routes.
 */
import fastifyPlugin from 'fastify-plugin';

import type { Api } from '../../typeProvider';
import { adminRoutes } from '../operators';

import { adminAuditRoutes } from './adminRoutes';
import { createAuditAnchor, type AuditAnchor, type SendToOperator } from './anchor';
import { headMatchesKeys, keyTheChain } from './repository';

export interface AuditServices {
  /** The votes' seal at the close and the audit head's anchors (anchor.ts). */
  anchor: AuditAnchor;
  /** E-mails one operator through the outbox (the anchors' e-mails). */
  mailOperator: SendToOperator;
}

declare module 'fastify' {
  interface FastifyInstance {
    readonly audit: AuditServices;
  }
}

export const auditFeature = fastifyPlugin(
  async (app: Api) => {
    const ctx = app.votacao;
    const { db } = ctx.database;
    // After a key rotation, the audit.key-rotated row under the new key (chain.ts). A process
    // with another key would append rows no verification accepts: it refuses to start, as the
    // CLI refuses to write (a wrong AUDIT_KEY, or a rewritten trail).
    if (!(await headMatchesKeys(db))) {
      throw new Error(
        "The audit trail's newest row matches no AUDIT_KEY this process holds (AUDIT_KEY / AUDIT_PREVIOUS_KEYS): a wrong key, or a rewritten trail. Run `npm run admin -- audit verify`.",
      );
    }
    if (await keyTheChain(db, ctx.now())) {
      app.log.info('Audit key rotated: audit.key-rotated written under the new AUDIT_KEY');
    }
    const mailOperator: SendToOperator = (to, subject, text) =>
      ctx.outbox.enqueue({ kind: 'audit-head', to, subject, text });
    const anchor = createAuditAnchor({
      db,
      log: app.log,
      now: ctx.now,
      send: mailOperator,
      autoStart: ctx.autoStart,
    });
    app.decorate('audit', { anchor, mailOperator });
    app.addHook('onClose', async () => anchor.close());
    await adminRoutes(app, adminAuditRoutes(ctx));
  },
  { name: 'audit', dependencies: ['infrastructure', 'operators'] },
);
