/**
 * The catalogue as operators edit it: categories and companies, each saying whether votes
 * reference it (never how many: sealed until the close, issue 36); add,
 * rename, and remove what no vote references. Names are compared like the importer does, by
 * what they read as (case, accents, spacing and look-alike letters ignored), inside the write's
 * transaction.
 */
import type { Kysely, Transaction } from 'kysely';

import type { CatalogAdmin } from '../../domain/admin';
import { catalogNameKey } from '../../domain/catalogNameKey';
import { compareNames } from '../../domain/collation';
import { isForeignKeyViolation, isUniqueViolation } from '../db/database';
import type { Database } from '../db/schema';

/** Names that read the same to a voter are one name (src/domain/catalogNameKey.ts). */
const keyOf = catalogNameKey;

export type CatalogWriteResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'not-found' | 'duplicate' }
  | { ok: false; reason: 'has-votes'; votes: number }
  /** While results are sealed: the company's category has votes (whose is sealed; issue 37). */
  | { ok: false; reason: 'category-has-votes' };

const notFound = { ok: false, reason: 'not-found' } as const;
const duplicate = { ok: false, reason: 'duplicate' } as const;

async function votesWhere(
  trx: Transaction<Database>,
  column: 'category_id' | 'company_id',
  id: number,
) {
  const row = await trx
    .selectFrom('votes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column, '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Runs a write; a concurrent twin name reads as a duplicate, a concurrent vote as has-votes. */
async function write<T>(
  db: Kysely<Database>,
  fn: (trx: Transaction<Database>) => Promise<CatalogWriteResult<T>>,
): Promise<CatalogWriteResult<T>> {
  try {
    return await db.transaction().execute(fn);
  } catch (error) {
    if (isUniqueViolation(error)) return duplicate;
    // A vote arrived between the count and the delete: the foreign key refused the delete.
    if (isForeignKeyViolation(error)) return { ok: false, reason: 'has-votes', votes: 1 };
    throw error;
  }
}

export function adminCatalogRepository(db: Kysely<Database>, now: () => number) {
  async function categoryNameTaken(trx: Transaction<Database>, name: string, exceptId?: number) {
    const rows = await trx.selectFrom('categories').select(['id', 'name']).execute();
    return rows.some((r) => r.id !== exceptId && keyOf(r.name) === keyOf(name));
  }
  async function companyNameTaken(
    trx: Transaction<Database>,
    categoryId: number,
    name: string,
    exceptId?: number,
  ) {
    const rows = await trx
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('category_id', '=', categoryId)
      .execute();
    return rows.some((r) => r.id !== exceptId && keyOf(r.name) === keyOf(name));
  }

  return {
    /**
     * Categories and companies, each with `hasVotes` (whether any vote references it: all that
     * Remover needs). Never a count: votes per company are sealed until the close (issue 36).
     * `sealed` (results/seal.ts): a company of a category with votes says null, not which of
     * them have votes (issue 37: beside an integrity flag's voters, "only X has votes in this
     * category" would say whom they chose).
     */
    async list(sealed: boolean): Promise<CatalogAdmin> {
      const [categories, companies, voted] = await Promise.all([
        db.selectFrom('categories').select(['id', 'name']).execute(),
        db.selectFrom('companies').select(['id', 'name', 'category_id']).execute(),
        db.selectFrom('votes').select('company_id').distinct().execute(),
      ]);
      const hasVotes = new Set(voted.map((v) => v.company_id));
      const byCategory = new Map<number, { id: number; name: string; hasVotes: boolean }[]>();
      for (const c of companies) {
        const list = byCategory.get(c.category_id) ?? [];
        list.push({ id: c.id, name: c.name, hasVotes: hasVotes.has(c.id) });
        byCategory.set(c.category_id, list);
      }
      return {
        data: categories
          .sort((a, b) => compareNames(a.name, b.name))
          .map((category) => {
            const list = (byCategory.get(category.id) ?? []).sort((a, b) =>
              compareNames(a.name, b.name),
            );
            const categoryHasVotes = list.some((c) => c.hasVotes);
            return {
              id: category.id,
              name: category.name,
              hasVotes: categoryHasVotes,
              companies:
                sealed && categoryHasVotes
                  ? list.map(({ id, name }) => ({ id, name, hasVotes: null }))
                  : list,
            };
          }),
      };
    },

    addCategory(name: string) {
      return write(db, async (trx) => {
        if (await categoryNameTaken(trx, name)) return duplicate;
        const row = await trx
          .insertInto('categories')
          .values({ name, created_at: now() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { ok: true, value: { id: row.id, name } };
      });
    },

    renameCategory(id: number, name: string) {
      return write(db, async (trx) => {
        const row = await trx
          .selectFrom('categories')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return notFound;
        if (await categoryNameTaken(trx, name, id)) return duplicate;
        await trx.updateTable('categories').set({ name }).where('id', '=', id).execute();
        return { ok: true, value: { id, name, before: row.name } };
      });
    },

    removeCategory(id: number) {
      return write(db, async (trx) => {
        const row = await trx
          .selectFrom('categories')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return notFound;
        const votes = await votesWhere(trx, 'category_id', id);
        if (votes > 0) return { ok: false, reason: 'has-votes', votes };
        const companies = await trx
          .deleteFrom('companies')
          .where('category_id', '=', id)
          .executeTakeFirst();
        await trx.deleteFrom('categories').where('id', '=', id).execute();
        return {
          ok: true,
          value: { id, name: row.name, companiesRemoved: Number(companies.numDeletedRows) },
        };
      });
    },

    addCompany(categoryId: number, name: string) {
      return write(db, async (trx) => {
        const category = await trx
          .selectFrom('categories')
          .select('id')
          .where('id', '=', categoryId)
          .executeTakeFirst();
        if (!category) return notFound;
        if (await companyNameTaken(trx, categoryId, name)) return duplicate;
        const row = await trx
          .insertInto('companies')
          .values({ category_id: categoryId, name, created_at: now() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { ok: true, value: { id: row.id, name } };
      });
    },

    renameCompany(id: number, name: string) {
      return write(db, async (trx) => {
        const row = await trx
          .selectFrom('companies')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return notFound;
        if (await companyNameTaken(trx, row.category_id, name, id)) return duplicate;
        await trx.updateTable('companies').set({ name }).where('id', '=', id).execute();
        return { ok: true, value: { id, name, before: row.name } };
      });
    },

    /**
     * `sealed` (results/seal.ts): a company of a category with votes stays until the seal opens,
     * whether it has votes or not (issue 37): a removal that worked for one company and not for
     * another would say which of them have votes.
     */
    removeCompany(id: number, sealed: boolean) {
      return write(db, async (trx) => {
        const row = await trx
          .selectFrom('companies')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return notFound;
        if (sealed && (await votesWhere(trx, 'category_id', row.category_id)) > 0) {
          return { ok: false, reason: 'category-has-votes' };
        }
        const votes = await votesWhere(trx, 'company_id', id);
        if (votes > 0) return { ok: false, reason: 'has-votes', votes };
        await trx.deleteFrom('companies').where('id', '=', id).execute();
        return { ok: true, value: { id, name: row.name } };
      });
    },
  };
}
