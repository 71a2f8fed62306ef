/** What other features may use of the codes feature. */
export { clientBudgets } from './clientBudgets';
export { tableCodeStore, type CodeStore } from './codeStore';
export {
  CodeNotQueuedError,
  createCodeService,
  OtpLimitError,
  type CodeService,
  type IssueOptions,
} from './otp';
export { queueCodeMail, withdrawOnGiveUp, type CodesServices } from './services';
export { endVoterSessions, type SessionGuard } from './sessions';
export { hs256Reader, hs256Signer, type VoterToken } from './tokens';
