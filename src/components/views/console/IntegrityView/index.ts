export { IntegrityView, type IntegrityViewProps, type VoterSearchBinding } from './IntegrityView';
