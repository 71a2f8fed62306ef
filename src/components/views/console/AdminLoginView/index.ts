export { AdminLoginView, type AdminLoginViewProps } from './AdminLoginView';
