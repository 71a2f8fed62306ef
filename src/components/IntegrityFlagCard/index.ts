export { IntegrityFlagCard, type IntegrityFlagCardProps } from './IntegrityFlagCard';
