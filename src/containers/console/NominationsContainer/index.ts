export { NominationsContainer, nominationsLoader } from './NominationsContainer';
