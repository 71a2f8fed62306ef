export { PublicationHistory, type PublicationHistoryProps } from './PublicationHistory';
