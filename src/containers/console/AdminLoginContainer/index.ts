export { AdminLoginContainer } from './AdminLoginContainer';
