/**
 * Adds categories and companies, idempotently and all at once: names already present (compared
 * without case and extra spaces) are skipped, everything else goes in one transaction.
 */
import type { Kysely, Transaction } from 'kysely';

import { CATALOG_NAME_MAX, normaliseCatalogName } from '../../../domain/catalogName';
import { catalogNameKey } from '../../../domain/catalogNameKey';
import { listCategories } from '../../db/currentEdition';
import type { Database } from '../../db/schema';

import { inTransaction, insertCategory, insertCompany, listCompanies } from './repository';

export interface CatalogEntry {
  categoria: string;
  empresas: string[];
}

export interface ImportSummary {
  categoriesAdded: number;
  companiesAdded: number;
  categoriesExisting: number;
  companiesExisting: number;
}

export { CATALOG_NAME_MAX as MAX_NAME_LENGTH, normaliseCatalogName };

/** Names that read the same are one name (src/domain/catalogNameKey.ts): never added twice. */
const keyOf = catalogNameKey;

/** Merges repeated categories and companies of the input (the same file may list them twice). */
export function mergeEntries(entries: CatalogEntry[]): CatalogEntry[] {
  const merged = new Map<string, { categoria: string; empresas: Map<string, string> }>();
  for (const entry of entries) {
    const categoria = normaliseCatalogName(entry.categoria);
    const slot = merged.get(keyOf(categoria)) ?? { categoria, empresas: new Map() };
    for (const empresa of entry.empresas) {
      const name = normaliseCatalogName(empresa);
      if (!slot.empresas.has(keyOf(name))) slot.empresas.set(keyOf(name), name);
    }
    merged.set(keyOf(categoria), slot);
  }
  return [...merged.values()].map((s) => ({
    categoria: s.categoria,
    empresas: [...s.empresas.values()],
  }));
}

/** Thrown at the end of a dry run's transaction so that it rolls back, with its counts. */
class DryRunRollback extends Error {
  constructor(readonly summary: ImportSummary) {
    super('dry run');
  }
}

/**
 * `dryRun`: the same work in the same transaction, rolled back at the end, so a preview's counts
 * are exactly what the import would do.
 */
export async function importCatalog(
  db: Kysely<Database>,
  entries: CatalogEntry[],
  now: () => number = Date.now,
  options: { dryRun?: boolean } = {},
): Promise<ImportSummary> {
  return inTransaction(db, async (trx) => {
    const summary = await importCatalogIn(trx, entries, now);
    if (options.dryRun) throw new DryRunRollback(summary);
    return summary;
  }).catch((error: unknown) => {
    if (error instanceof DryRunRollback) return error.summary;
    throw error;
  });
}

/**
 * The import inside the caller's transaction (a caller whose import is one step of a larger
 * change, all of it or none: the demo's past edition, awards/demoPastEdition.ts).
 */
export async function importCatalogIn(
  trx: Transaction<Database>,
  entries: CatalogEntry[],
  now: () => number = Date.now,
): Promise<ImportSummary> {
  const summary: ImportSummary = {
    categoriesAdded: 0,
    companiesAdded: 0,
    categoriesExisting: 0,
    companiesExisting: 0,
  };
  const categories = await listCategories(trx);
  const categoryIds = new Map(categories.map((c) => [keyOf(c.name), c.id]));
  const companies = await listCompanies(trx);
  const companyKeys = new Set(companies.map((c) => `${c.category_id}\u0000${keyOf(c.name)}`));

  for (const entry of mergeEntries(entries)) {
    let categoryId = categoryIds.get(keyOf(entry.categoria));
    if (categoryId === undefined) {
      categoryId = await insertCategory(trx, entry.categoria, now());
      categoryIds.set(keyOf(entry.categoria), categoryId);
      summary.categoriesAdded += 1;
    } else {
      summary.categoriesExisting += 1;
    }
    for (const empresa of entry.empresas) {
      const key = `${categoryId}\u0000${keyOf(empresa)}`;
      if (companyKeys.has(key)) {
        summary.companiesExisting += 1;
        continue;
      }
      await insertCompany(trx, { categoryId, name: empresa, createdAt: now() });
      companyKeys.add(key);
      summary.companiesAdded += 1;
    }
  }
  return summary;
}
