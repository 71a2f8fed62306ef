/** What other features may use of the voting feature. */
export type { OnVotesStored } from './repository';
