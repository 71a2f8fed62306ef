export { LoginView } from './LoginView';
export type { LoginViewProps } from './LoginView';
