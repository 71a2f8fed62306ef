export { CatalogContainer, catalogLoader } from './CatalogContainer';
