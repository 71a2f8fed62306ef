/** What other features (and the CLI) may use of the audit feature. */
export { onAdminAction, type ActedBy, type AdminAction, type AdminActionName } from './actions';
export {
  anchorPublication,
  checkVotesSeal,
  sealVotesIfClosed,
  type SendToOperator,
} from './anchor';
export { cliActor } from './audit';
export {
  auditHead,
  eraseAuditReasonsOf,
  ERASED_REASON,
  headMatchesKeys,
  keyTheChain,
  recordAudit,
  recordAuditMany,
  verifyAuditChain,
} from './repository';
export { ballotBox, latestSealRow } from './voteSeal';
export { parseSeal, votesDigest } from './votesDigest';
