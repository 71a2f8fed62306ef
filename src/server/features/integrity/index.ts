/** What other features (and the CLI) may use of the integrity feature. */
export { analyseIntegrity } from './analyse';
export { networkPrefix } from '../../networkPrefix';
export { readIntegrityConfig, type IntegrityConfig } from '../../integrityConfig';
export {
  changeVoters,
  MAX_VOTERS_PER_ACTION,
  ResultsPublishedError,
  UnknownVotersError,
} from './voterActions';
