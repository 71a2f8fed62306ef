export { IntegrityContainer, integrityLoader } from './IntegrityContainer';
