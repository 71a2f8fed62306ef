export { VotingProgress, type VotingProgressProps } from './VotingProgress';
