/**
 * What other features (and the CLI) may use of the awards feature (issue 41 §2): the winners'
 * seal, which the election's publication renders and stores (decision 317). The routes (archive,
 * verification, the console's download) are in plugin.ts and routes.ts.
 */
export { renderSeal, SEAL_VERSION, type SealInput } from './seal';
