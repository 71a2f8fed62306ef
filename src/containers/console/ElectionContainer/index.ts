export { ElectionContainer, electionLoader } from './ElectionContainer';
