/**
 * The one place every operator action passes through, from the console (API) and from the CLI:
 * it logs the action and appends it to the audit trail (src/server/audit, recordAudit).
 * Each action has exactly one call site, named by `action`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import type { AuditAction } from '../../../domain/admin';
import type { Database } from '../../db/schema';
import { maskEmail } from '../../redact';

import { recordAudit } from './audit';

export type AdminActionName = AuditAction;

export interface AdminAction {
  action: AdminActionName;
  /** What was acted on: "election", "category:3", "company:12", "operator:ana@…". */
  target: string | null;
  before?: unknown;
  after?: unknown;
  /** The operator's reason, where the action needs one (kept in the audit row's reason). */
  reason?: string | null;
}

/** Who acts and where the action is logged. */
export interface ActedBy {
  /** Operator e-mail, or "cli:<user>" for command-line actions. */
  actor: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}

export async function onAdminAction(
  db: Kysely<Database>,
  { actor, log }: ActedBy,
  entry: AdminAction,
  at: number = Date.now(),
): Promise<void> {
  // Logs mask e-mails like everywhere else; the audit trail keeps them whole.
  const masked = actor.includes('@') ? maskEmail(actor) : actor;
  const target = entry.target?.includes('@') ? maskEmail(entry.target) : entry.target;
  log.info({ actor: masked, action: entry.action, target }, 'Operator action');
  await recordAudit(db, { actor, ...entry, at });
}
