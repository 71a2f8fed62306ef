export { AuthCheck, type AuthCheckProps } from './AuthCheck';
