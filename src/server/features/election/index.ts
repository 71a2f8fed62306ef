/** What other features (and the CLI) may use of the election feature. */
export { parseElectionDate, toElectionIso } from './dates';
export { createElectionService, electionView, type ElectionService } from './electionService';
export { currentResults, resultsCsv } from './ranking';
export { electionRepository } from './repository';
export { resultsRepository } from './resultsRepository';
export { resultsSealed } from './seal';
export { validateElectionUpdate, windowChangeEntry } from './validateUpdate';
export {
  editionPublication,
  publicationSeals,
  publishedEditions,
  recordPublication,
  type AwardsEntry,
  type PublicationConfig,
  type PublishedEdition,
  type StoredReceipts,
  type StoredSeal,
} from './publication';
