/**
 * The append-only audit trail (decision 101): one row per operator action, from the console or
 * the command line. Rows are only ever inserted; the database refuses UPDATE and DELETE. The SQL
 * (append, read) is in repositories/audit.ts; this module names the command line's actor.
 */
export { recordAudit, recordAuditMany, type AuditInput } from '../repositories/audit';

/** The actor name of a command-line action: "cli:<OS user>". */
export function cliActor(env: NodeJS.ProcessEnv = process.env): string {
  const user = env.SUDO_USER || env.USER || env.LOGNAME || env.USERNAME || 'desconhecido';
  return `cli:${user}`;
}
