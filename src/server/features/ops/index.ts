/** What other features may use of the operations feature. */
export { OPERATIONAL_PATHS } from './health';
export { createMetrics } from './metrics';
export { UNREADY_EXIT_MS, waitUntilReady, watchDatabase } from './watchdog';
