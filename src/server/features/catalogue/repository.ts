/**
 * The catalogue aggregate: the current edition's categories and their companies (a company is
 * in its category's edition; migration 020).
 */
import type { Kysely, Transaction } from 'kysely';

import { CURRENT_EDITION } from '../../db/currentEdition';
import type { Database, Db } from '../../db/schema';

export function listCompanies(db: Db) {
  return db
    .selectFrom('companies')
    .innerJoin('categories', 'categories.id', 'companies.category_id')
    .select(['companies.id', 'companies.name', 'companies.category_id'])
    .where('categories.edition_id', '=', CURRENT_EDITION)
    .execute();
}

export function findCompany(db: Db, id: number) {
  return db
    .selectFrom('companies')
    .innerJoin('categories', 'categories.id', 'companies.category_id')
    .select(['companies.id', 'companies.category_id'])
    .where('companies.id', '=', id)
    .where('categories.edition_id', '=', CURRENT_EDITION)
    .executeTakeFirst();
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', id)
    .where('edition_id', '=', CURRENT_EDITION)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countCategories(db: Db): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('edition_id', '=', CURRENT_EDITION)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCategory(db: Db, name: string, createdAt: number): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({ name, created_at: createdAt, edition_id: CURRENT_EDITION })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCompany(
  db: Db,
  company: { categoryId: number; name: string; createdAt: number },
): Promise<void> {
  await db
    .insertInto('companies')
    .values({ category_id: company.categoryId, name: company.name, created_at: company.createdAt })
    .execute();
}

/** Runs `work` in one transaction (all of an import, or none of it). */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(work);
}

/** The catalogue's version: bumped by triggers on every change (migration 005), read by the caches.
 */
export async function catalogVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('catalog_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}
