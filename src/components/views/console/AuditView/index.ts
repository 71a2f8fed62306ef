export {
  AuditFilters,
  EMPTY_AUDIT_FILTERS,
  type AuditFiltersProps,
  type AuditFilterValues,
} from './AuditFilters';
export { AuditView, type AuditViewProps } from './AuditView';
