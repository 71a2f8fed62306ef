export { AdminLoginContainer } from './AdminLoginContainer';
export { AuditContainer } from './AuditContainer';
export { IntegrityContainer } from './IntegrityContainer';
