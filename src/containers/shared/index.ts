export { usePage } from './usePage';
export { useOrderedForm } from './useOrderedForm';
export type { OrderedFormOptions } from './useOrderedForm';
export { failedField, firstFailure } from './validation';
export type { OrderedRule } from './validation';
export { readAccessState, readCompaniesState, readLoginState } from './navigationState';
export type { AccessState, CompaniesState, LoginState } from './navigationState';
