export { CompaniesContainer } from './CompaniesContainer';
export { CompaniesFrame } from './CompaniesFrame';
