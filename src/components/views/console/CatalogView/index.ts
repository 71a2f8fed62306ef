export * from './CatalogView';
