/** What other features (and the CLI) may use of the catalogue feature. */
export { createCatalogCache, type CatalogCache, type CatalogSnapshot } from './cache';
export { importCatalog, importCatalogIn, type CatalogEntry } from './import';
export { checkName } from './catalogFile';
export { importCatalogFile, looksMisdecoded } from './importFile';
export { catalogVersion, categoryExists, findCompany } from './repository';
export { DEMO_CATALOG } from './demo';
