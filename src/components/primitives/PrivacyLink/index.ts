export { PrivacyLink, type PrivacyLinkProps } from './PrivacyLink';
