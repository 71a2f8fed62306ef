/**
 * The append-only audit trail (decision 101): one row per operator action, from the console or
 * the command line. Rows are only ever inserted; the database refuses UPDATE and DELETE. The SQL
 * (append, read) is in repositories/audit.ts; this module names the command line's actor.
 */
import os from 'node:os';

export { recordAudit, recordAuditMany, type AuditInput } from '../repositories/audit';

/**
 * The actor name of a command-line action: "cli:<OS user>". The person behind sudo first, then
 * the login's variables, then the account the process runs as (os.userInfo: systemd units,
 * containers and cron jobs have no USER); "desconhecido" only if even that fails.
 */
export function cliActor(
  env: NodeJS.ProcessEnv = process.env,
  accountName: () => string = () => os.userInfo().username,
): string {
  let user = env.SUDO_USER || env.USER || env.LOGNAME || env.USERNAME;
  if (!user) {
    try {
      user = accountName();
    } catch {
      // No passwd entry for this uid (a bare container): nothing better to say.
    }
  }
  return `cli:${user || 'desconhecido'}`;
}
