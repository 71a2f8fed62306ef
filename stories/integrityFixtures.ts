/**
 * Sample integrity report, voters and audit rows for the Integridade and Auditoria stories and
 * the console's MSW handlers: the planted attack of the API tests (40 sign-ups from one network
 * in minutes, counter addresses, throw-away providers, one company's vote burst).
 */
import type { AdminVoter, AuditEntry, IntegrityFlag, IntegrityReport } from '../src/domain/admin';

export {
  attackVoters,
  auditEntries,
  auditPageOf,
  integrityReport,
  manyFlags,
  sealedIntegrityReport,
  voterMailDeliveries,
} from '../src/mocks/integrityFixtures';
export type { AdminVoter, AuditEntry, IntegrityFlag, IntegrityReport };
