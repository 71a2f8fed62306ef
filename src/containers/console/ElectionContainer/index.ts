export { ElectionContainer } from './ElectionContainer';
