export { RegisterView } from './RegisterView';
export type { RegisterOutcome, RegisterViewProps } from './RegisterView';
