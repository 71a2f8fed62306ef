/**
 * The append-only audit trail (decision 101): one row per operator action, from the console or
 * the command line. Rows are only ever inserted; the database refuses UPDATE and DELETE. The SQL
 * (append, read) is in repositories/audit.ts; this module names the command line's actor.
 */
import os from 'node:os';

export { recordAudit, recordAuditMany, type AuditInput } from './repository';

/**
 * The actor name of a command-line action: "cli:<OS user>(uid N)", the account the process runs
 * as (os.userInfo), never the environment (issue 36: USER and SUDO_USER are whatever the caller
 * typed). Behind sudo that is root: the person who ran sudo is in the system's own log.
 * "desconhecido" only when the account has no name (no passwd entry in a bare container).
 */
export function cliActor(
  account: () => { uid: number; username: string } = () => os.userInfo(),
): string {
  try {
    const { uid, username } = account();
    return `cli:${username || 'desconhecido'} (uid ${uid})`;
  } catch {
    const uid = typeof process.getuid === 'function' ? process.getuid() : null;
    return `cli:desconhecido${uid === null ? '' : ` (uid ${uid})`}`;
  }
}
