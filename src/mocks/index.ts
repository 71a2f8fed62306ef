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
export { defaultElectionHandlers, ELECTION_ROUTES, electionHandlers } from './electionHandlers';
export {
  cloneCategories,
  DEMO_CATEGORIES,
  DEMO_CODE,
  DEMO_CPF,
  DEMO_CPF_DIGITS,
  DEMO_TOKEN_PAYLOAD,
  DEMO_USER,
  FAR_FUTURE_EXP,
} from './fixtures';
export {
  createDemoHandlers,
  createHeldHandler,
  defaultHandlers,
  handlers,
  MOCK_API,
  MOCK_RESEND_COOLDOWN_SECONDS,
  MOCK_PENDING_RESEND_SECONDS,
  MOCK_ROUTES,
  MOCK_SEND_CODE_ANSWER,
  MOCK_TRIES_LEFT,
  withHandlers,
} from './handlers';
export { DEMO_TOKEN, makeFakeToken } from './token';
export { createIntegrityHandlers, INTEGRITY_ROUTES, integrityHandlers } from './integrityHandlers';
export {
  attackVoters,
  auditEntries,
  auditPageOf,
  integrityReport,
  manyFlags,
} from './integrityFixtures';
export { NAMED_ELECTION, PUBLIC_ELECTION_ROUTE, UNNAMED_ELECTION } from './publicElection';
