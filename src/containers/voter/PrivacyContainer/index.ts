export { PrivacyContainer } from './PrivacyContainer';
