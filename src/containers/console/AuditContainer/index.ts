export { auditDateErrors, auditQueryOf, AuditContainer, auditLoader } from './AuditContainer';
