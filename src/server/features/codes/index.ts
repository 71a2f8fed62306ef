/** What other features may use of the codes feature. */
export { clientBudgets } from './clientBudgets';
export {
  CodeNotQueuedError,
  createCodeService,
  OtpLimitError,
  type CodeService,
  type CodeStore,
  type IssueOptions,
} from './otp';
export {
  countVotesOf,
  eraseVoter,
  exportVoter,
  findVoterForLgpd,
  purgeCodesAndLimits,
  votersWithPersonalData,
} from './personalData';
export type { CodesServices } from './services';
export { endVoterSessions, type SessionGuard } from './sessions';
export { hs256Signer, hs256Verifier, unexpired, type VoterToken } from './tokens';
