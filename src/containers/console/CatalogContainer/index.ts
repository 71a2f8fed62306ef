export { CatalogContainer } from './CatalogContainer';
