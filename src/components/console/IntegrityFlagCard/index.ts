export { IntegrityFlagCard, type IntegrityFlagCardProps } from './IntegrityFlagCard';
export { FlagVoterTable, type FlagVoterTableProps } from './FlagVoterTable';
