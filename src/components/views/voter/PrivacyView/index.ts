export { PrivacyView, type PrivacyViewProps } from './PrivacyView';
