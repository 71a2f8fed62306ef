export { EditionsContainer, editionsLoader } from './EditionsContainer';
