export { AdminResultsContainer, adminResultsLoader } from './AdminResultsContainer';
