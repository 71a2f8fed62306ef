export { IntegrityContainer } from './IntegrityContainer';
