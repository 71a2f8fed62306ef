export { AdminLoginContainer } from './AdminLoginContainer';
export { AuditContainer } from './AuditContainer';
export { CatalogContainer } from './CatalogContainer';
export { IntegrityContainer } from './IntegrityContainer';
