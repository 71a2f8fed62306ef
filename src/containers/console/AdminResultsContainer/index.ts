export { AdminResultsContainer } from './AdminResultsContainer';
