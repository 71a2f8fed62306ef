export { CompaniesContainer } from './CompaniesContainer';
