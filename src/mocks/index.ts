export * from './adminFixtures';
export {
  ADMIN_ROUTES,
  adminHandlers,
  createHeldAdminHandler,
  defaultAdminHandlers,
  RESULTS_CSV,
} from './adminHandlers';
export {
  ATTACK_CATEGORY_ID,
  ATTACK_COMPANY_ID,
  CONSOLE_SEED_CATALOG,
  createConsoleStore,
  type ConsoleStore,
} from './consoleStore';
export {
  AWARDS_ROUTES,
  awardsHandlers,
  createAwardsHandlers,
  DEMO_ARCHIVE,
  sealCheckIn,
} from './awardsHandlers';
export { ELECTION_ROUTES, electionHandlers } from './electionHandlers';
export {
  createEditionsHandlers,
  DEMO_EDITIONS,
  EDITIONS_ROUTES,
  editionsRefusedWhileOpen,
  membersRefused,
} from './editionsHandlers';
export {
  DEMO_HISTORY,
  DEMO_HISTORY_REPUBLISHED,
  DEMO_HISTORY_WITHDRAWN,
  DEMO_PUBLICATION,
  DEMO_RECEIPT,
  DEMO_RECEIPTS,
  TRUST_ROUTES,
  trustHandlers,
} from './trustHandlers';
export { DEMO_CATEGORIES, DEMO_CODE, DEMO_CPF, DEMO_CPF_DIGITS, DEMO_USER } from './fixtures';
export {
  createHeldHandler,
  handlers,
  MOCK_API,
  MOCK_BOT_CHECK_PASS,
  MOCK_NETWORK_LIMITED,
  MOCK_RESEND_COOLDOWN_SECONDS,
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
  DEMO_NOMINATIONS_PARTLY,
  NO_NOMINATIONS,
  NOMINATIONS_REFUSALS,
  NOMINATIONS_ROUTES,
  nominationsHandlers,
} from './nominationsHandlers';
export { DEMO_TOKEN, makeFakeToken } from './token';
export { createIntegrityHandlers, INTEGRITY_ROUTES } from './integrityHandlers';
export { integrityReport, sealedIntegrityReport, voterMailDeliveries } from './integrityFixtures';
export { NAMED_ELECTION, PUBLIC_ELECTION_ROUTE, UNNAMED_ELECTION } from './publicElection';
export {
  createNominationsAdminHandlers,
  NOMINATIONS_ADMIN_ROUTES,
  nominationsAdminHandlers,
  type NominationsAdminSeed,
} from './nominationsAdminHandlers';
export { DEMO_NOMINATION_WINDOW, DEMO_WRITTEN_NOMINATIONS } from './nominationsAdminFixtures';
