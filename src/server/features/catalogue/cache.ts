/**
 * The catalogue in memory, sorted once: categories and companies change rarely (an import, a
 * console edit) and are read on every category list. Each read passes the catalogue version it
 * saw in the database (migration 005's triggers bump it on any change, from any process); a
 * newer version reloads the catalogue, once, however many requests ask at the same time
 * (docs/decisions/121).
 */
import type { Kysely } from 'kysely';

import { compareNames } from '../../../domain/collation';
import type { Company } from '../../../domain/types';
import { listCategories } from '../../db/currentEdition';
import type { Database } from '../../db/schema';

import { catalogVersion, inTransaction, listCompanies } from './repository';

export interface CachedCategory {
  id: number;
  name: string;
  /** Sorted by name; shared between answers, never modified. */
  companies: readonly Company[];
}

export interface CatalogSnapshot {
  version: number;
  /** Sorted by name. */
  categories: readonly CachedCategory[];
}

export interface CatalogCache {
  /** The catalogue as of `version` or newer (reloads when the cached one is older). */
  at(version: number): Promise<CatalogSnapshot>;
  /** Reads the version, then as at(). */
  current(): Promise<CatalogSnapshot>;
}

async function load(db: Kysely<Database>): Promise<CatalogSnapshot> {
  // One transaction: the version and the rows it describes are read together.
  return inTransaction(db, async (trx) => {
    const version = await catalogVersion(trx);
    const categories = await listCategories(trx);
    const companies = await listCompanies(trx);
    const byCategory = new Map<number, Company[]>();
    for (const company of companies) {
      const list = byCategory.get(company.category_id) ?? [];
      list.push({ id: company.id, name: company.name });
      byCategory.set(company.category_id, list);
    }
    return {
      version,
      categories: categories
        .sort((a, b) => compareNames(a.name, b.name))
        .map((category) => ({
          id: category.id,
          name: category.name,
          companies: (byCategory.get(category.id) ?? []).sort((a, b) =>
            compareNames(a.name, b.name),
          ),
        })),
    };
  });
}

export function createCatalogCache(db: Kysely<Database>): CatalogCache {
  let snapshot: CatalogSnapshot | null = null;
  let loading: Promise<CatalogSnapshot> | null = null;

  function reload(): Promise<CatalogSnapshot> {
    loading ??= load(db).then(
      (loaded) => {
        loading = null;
        if (!snapshot || loaded.version >= snapshot.version) snapshot = loaded;
        return snapshot;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  async function at(version: number): Promise<CatalogSnapshot> {
    if (snapshot && snapshot.version >= version) return snapshot;
    const loaded = await reload();
    // A load that started before this version was written: load again.
    return loaded.version >= version ? loaded : reload();
  }

  return {
    at,
    current: async () => at(await catalogVersion(db)),
  };
}
