export { NominationsContainer } from './NominationsContainer';
export { NominationsFrame } from './NominationsFrame';
