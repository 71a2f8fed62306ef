export { SealCheckContainer } from './SealCheckContainer';
