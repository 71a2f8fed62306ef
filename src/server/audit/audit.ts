/**
 * The append-only audit trail (decision 101): one row per operator action, from the console or
 * the command line. Rows are only ever inserted; the database refuses UPDATE and DELETE.
 */
import type { Kysely, Transaction } from 'kysely';

import type { AuditAction } from '../../domain/admin';
import type { Database } from '../db/schema';

export interface AuditInput {
  /** Operator e-mail, or "cli:<user>" for command-line actions. */
  actor: string;
  action: AuditAction;
  /** What was acted on: "voter:42", "category:3", "election"… */
  target?: string | null;
  /** State before and after, where it applies (kept as JSON text). No voter personal data. */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** Milliseconds since the epoch; the app's clock (ctx.now()) in routes. */
  at?: number;
}

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

/**
 * Appends one row. Pass the transaction that made the change so the change and its audit row
 * are written together or not at all.
 */
export async function recordAudit(
  db: Kysely<Database> | Transaction<Database>,
  entry: AuditInput,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at ?? Date.now(),
      actor: entry.actor,
      action: entry.action,
      target: entry.target ?? null,
      before_json: json(entry.before),
      after_json: json(entry.after),
      reason: entry.reason ?? null,
    })
    .execute();
}

/** The actor name of a command-line action: "cli:<OS user>". */
export function cliActor(env: NodeJS.ProcessEnv = process.env): string {
  const user = env.SUDO_USER || env.USER || env.LOGNAME || env.USERNAME || 'desconhecido';
  return `cli:${user}`;
}

/** Appends several rows in one statement (a bulk action writes one row per voter). */
export async function recordAuditMany(
  db: Kysely<Database> | Transaction<Database>,
  entries: AuditInput[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += 500) {
    await db
      .insertInto('audit_log')
      .values(
        entries.slice(i, i + 500).map((entry) => ({
          at: entry.at ?? Date.now(),
          actor: entry.actor,
          action: entry.action,
          target: entry.target ?? null,
          before_json: json(entry.before),
          after_json: json(entry.after),
          reason: entry.reason ?? null,
        })),
      )
      .execute();
  }
}
