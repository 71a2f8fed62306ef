export { CompanyList } from './CompanyList';
export type { CompanyListProps } from './CompanyList';
