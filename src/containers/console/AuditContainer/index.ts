export { auditDateErrors, auditQueryOf, AuditContainer } from './AuditContainer';
