/** What other features may use of the nominations feature (the ata's part of it). */
export { nominationsForAta } from './ataPart';
