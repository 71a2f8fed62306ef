export { LoginContainer } from './LoginContainer';
