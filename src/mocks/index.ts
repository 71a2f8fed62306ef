export * from './adminFixtures';
export { ADMIN_ROUTES, adminHandlers } from './adminHandlers';
export { createConsoleStore } from './consoleStore';
export { AWARDS_ROUTES, awardsHandlers, DEMO_ARCHIVE } from './awardsHandlers';
export {
  ELECTION_ROUTES,
  electionHandlers,
  NAMED_ELECTION,
  PUBLIC_ELECTION_ROUTE,
  UNNAMED_ELECTION,
} from './electionHandlers';
export {
  createEditionsHandlers,
  DEMO_EDITIONS,
  EDITIONS_ROUTES,
  editionsRefusedWhileOpen,
  membersRefused,
} from './editionsHandlers';
export {
  DEMO_HISTORY_REPUBLISHED,
  DEMO_HISTORY_WITHDRAWN,
  DEMO_PUBLICATION,
  DEMO_RECEIPT,
  trustHandlers,
} from './trustHandlers';
export { DEMO_CATEGORIES, DEMO_CODE, DEMO_CPF, DEMO_CPF_DIGITS, DEMO_USER } from './fixtures';
export {
  createHeldHandler,
  handlers,
  MOCK_BOT_CHECK_PASS,
  MOCK_NETWORK_LIMITED,
  MOCK_PENDING_RESEND_SECONDS,
  MOCK_ROUTES,
  MOCK_SEND_CODE_ANSWER,
  MOCK_TRIES_LEFT,
  UNDER_REVIEW,
  withHandlers,
} from './handlers';
export {
  createNominationsHandlers,
  DEMO_NOMINATIONS,
  NOMINATIONS_REFUSALS,
  NOMINATIONS_ROUTES,
  nominationsHandlers,
} from './nominationsHandlers';
export { DEMO_TOKEN, makeFakeToken } from './token';
export { createIntegrityHandlers, INTEGRITY_ROUTES } from './integrityHandlers';
export { integrityReport, sealedIntegrityReport, voterMailDeliveries } from './integrityFixtures';
export {
  createNominationsAdminHandlers,
  NOMINATIONS_ADMIN_ROUTES,
  nominationsAdminHandlers,
  type NominationsAdminSeed,
} from './nominationsAdminHandlers';
