export { AccessView } from './AccessView';
export type { AccessViewProps } from './AccessView';
