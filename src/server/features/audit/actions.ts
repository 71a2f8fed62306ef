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
  /** Operator e-mail, or "cli:<user>" for command-line actions. */
  actor: string;
  action: AdminActionName;
  /** What was acted on: "election", "category:3", "company:12", "operator:ana@…". */
  target: string | null;
  before?: unknown;
  after?: unknown;
  /** The operator's reason, where the action needs one (kept in the audit row's reason). */
  reason?: string | null;
}

export type AdminActionLogger = Pick<FastifyBaseLogger, 'info'>;

/** Who acts (an operator's e-mail, or the CLI's actor) and where the action is logged. */
export interface ActedBy {
  actor: string;
  log: AdminActionLogger;
}

export async function onAdminAction(
  db: Kysely<Database>,
  log: AdminActionLogger,
  entry: AdminAction,
  at: number = Date.now(),
): Promise<void> {
  // Logs mask e-mails like everywhere else; the audit trail keeps them whole.
  const actor = entry.actor.includes('@') ? maskEmail(entry.actor) : entry.actor;
  const target = entry.target?.includes('@') ? maskEmail(entry.target) : entry.target;
  log.info({ actor, action: entry.action, target }, 'Operator action');
  await recordAudit(db, { ...entry, at });
}
