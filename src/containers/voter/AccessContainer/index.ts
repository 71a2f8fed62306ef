export { AccessContainer } from './AccessContainer';
export { RESEND_COOLDOWN_SECONDS } from './AccessContainer';
