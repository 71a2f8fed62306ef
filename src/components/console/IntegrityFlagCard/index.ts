export { IntegrityFlagCard, type IntegrityFlagCardProps } from './IntegrityFlagCard';
export { FlagVoterTable } from './FlagVoterTable';
