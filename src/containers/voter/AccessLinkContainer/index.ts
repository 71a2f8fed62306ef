export { AccessLinkContainer } from './AccessLinkContainer';
