export { PublicResultsContainer } from './PublicResultsContainer';
