/** The catalogue aggregate: categories and their companies. */
import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export function listCategories(db: Db) {
  return db.selectFrom('categories').select(['id', 'name']).execute();
}

export function listCompanies(db: Db) {
  return db.selectFrom('companies').select(['id', 'name', 'category_id']).execute();
}

export function findCompany(db: Db, id: number) {
  return db
    .selectFrom('companies')
    .select(['id', 'category_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countCategories(db: Db): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCategory(db: Db, name: string, createdAt: number): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({ name, created_at: createdAt })
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
