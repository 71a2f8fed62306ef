export {
  AuditFilters,
  EMPTY_AUDIT_FILTERS,
  type AuditFiltersProps,
  type AuditFilterValues,
} from './AuditFilters';
export { AuditView, describeChange, type AuditViewProps } from './AuditView';
