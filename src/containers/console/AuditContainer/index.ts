export { auditQueryOf, AuditContainer } from './AuditContainer';
