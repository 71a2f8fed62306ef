export { CompaniesView } from './CompaniesView';
export type { CompaniesViewProps } from './CompaniesView';
