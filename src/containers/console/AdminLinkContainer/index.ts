export { AdminLinkContainer } from './AdminLinkContainer';
