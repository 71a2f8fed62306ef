export { CompanyRow } from './CompanyRow';
export type { CompanyRowProps } from './CompanyRow';
