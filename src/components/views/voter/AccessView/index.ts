export { AccessView } from './AccessView';
export type { AccessViewProps } from '../../types';
