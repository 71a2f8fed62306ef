/**
 * What other features (and the CLI) may use of the awards feature (issue 41 §2): the winners'
 * seal. Its routes (the console's download, the public verification page's data) come with the
 * editions.
 */
export { renderSeal, SEAL_VERSION, type SealInput } from './seal';
