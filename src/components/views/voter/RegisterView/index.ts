export { RegisterView } from './RegisterView';
export type { RegisterViewProps } from './RegisterView';
