/**
 * The catalogue as operators edit it: categories and companies, each saying whether votes
 * reference it (never how many: sealed until the close, issue 36); add,
 * rename, and remove what no vote references. Names are compared like the importer does, by
 * what they read as (case, accents, spacing and look-alike letters ignored), inside the write's
 * transaction. Only the current edition's catalogue is edited (an earlier one stays as it was).
 */
import type { Kysely, Transaction } from 'kysely';

import type { CatalogAdmin } from '../../../domain/admin';
import { catalogNameKey } from '../../../domain/catalogNameKey';
import { compareNames } from '../../../domain/collation';
import { slugClash } from '../../../domain/slug';
import { CURRENT_EDITION, listCategories } from '../../db/currentEdition';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/database';
import type { Database } from '../../db/schema';

import { categoryExists, insertCategory, listCompanies } from './repository';

/** Names that read the same to a voter are one name (src/domain/catalogNameKey.ts). */
const keyOf = catalogNameKey;

export type CatalogWriteResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: 'not-found' | 'duplicate' }
  | { ok: false; reason: 'has-votes'; votes: number }
  /** Another category of the edition has the name's address slug (issue 41 §2, decision 317). */
  | { ok: false; reason: 'slug-clash'; clash: string }
  /** While results are sealed: the company's category has votes (whose is sealed; issue 37). */
  | { ok: false; reason: 'category-has-votes' };

export type CatalogKind = 'category' | 'company';
const TABLE = { category: 'categories', company: 'companies' } as const;

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
  /** Whether another row reads as `name`: among categories, or among the category's companies. */
  async function nameTaken(
    trx: Transaction<Database>,
    categoryId: number | null,
    name: string,
    exceptId?: number,
  ) {
    const rows =
      categoryId === null
        ? await listCategories(trx)
        : await trx
            .selectFrom('companies')
            .select(['id', 'name'])
            .where('category_id', '=', categoryId)
            .execute();
    return rows.some((r) => r.id !== exceptId && keyOf(r.name) === keyOf(name));
  }

  /**
   * The edition's other category whose seal address (`/vencedores/{year}/{slug}`) `name` would
   * share ("Bares & Restaurantes" beside "Bares e Restaurantes"), or null.
   */
  async function slugTaken(trx: Transaction<Database>, name: string, exceptId?: number) {
    const rows = await listCategories(trx);
    const clash = slugClash(
      name,
      rows.filter((r) => r.id !== exceptId).map((r) => r.name),
    );
    return clash === null ? null : ({ ok: false, reason: 'slug-clash', clash } as const);
  }

  /** The category or company to rename or remove, with the category its name is unique in. */
  async function find(trx: Transaction<Database>, kind: CatalogKind, id: number) {
    if (kind === 'category') {
      const row = await trx
        .selectFrom('categories')
        .select('name')
        .where('id', '=', id)
        .where('edition_id', '=', CURRENT_EDITION)
        .executeTakeFirst();
      return row && { name: row.name, categoryId: null };
    }
    const row = await trx
      .selectFrom('companies')
      .innerJoin('categories', 'categories.id', 'companies.category_id')
      .select(['companies.name', 'companies.category_id'])
      .where('companies.id', '=', id)
      .where('categories.edition_id', '=', CURRENT_EDITION)
      .executeTakeFirst();
    return row && { name: row.name, categoryId: row.category_id };
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
        listCategories(db),
        listCompanies(db),
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
        if (await nameTaken(trx, null, name)) return duplicate;
        const clash = await slugTaken(trx, name);
        if (clash) return clash;
        return { ok: true, value: { id: await insertCategory(trx, name, now()), name } };
      });
    },

    addCompany(categoryId: number, name: string) {
      return write(db, async (trx) => {
        if (!(await categoryExists(trx, categoryId))) return notFound;
        if (await nameTaken(trx, categoryId, name)) return duplicate;
        const row = await trx
          .insertInto('companies')
          .values({ category_id: categoryId, name, created_at: now() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { ok: true, value: { id: row.id, name } };
      });
    },

    rename(kind: CatalogKind, id: number, name: string) {
      return write(db, async (trx) => {
        const row = await find(trx, kind, id);
        if (!row) return notFound;
        if (await nameTaken(trx, row.categoryId, name, id)) return duplicate;
        const clash = kind === 'category' ? await slugTaken(trx, name, id) : null;
        if (clash) return clash;
        await trx.updateTable(TABLE[kind]).set({ name }).where('id', '=', id).execute();
        return { ok: true, value: { id, name, before: row.name } };
      });
    },

    /**
     * Removes what no vote references; a category goes with its companies. `sealed`
     * (features/election/seal.ts): a company of a category with votes stays until the seal
     * opens, whether it has votes or not (issue 37): a removal that worked for one company and
     * not for another would say which of them have votes.
     */
    remove(kind: CatalogKind, id: number, sealed = false) {
      return write(db, async (trx) => {
        const row = await find(trx, kind, id);
        if (!row) return notFound;
        if (
          kind === 'company' &&
          sealed &&
          row.categoryId !== null &&
          (await votesWhere(trx, 'category_id', row.categoryId)) > 0
        ) {
          return { ok: false, reason: 'category-has-votes' };
        }
        const votes = await votesWhere(trx, kind === 'category' ? 'category_id' : 'company_id', id);
        if (votes > 0) return { ok: false, reason: 'has-votes', votes };
        const companies =
          kind === 'category'
            ? await trx.deleteFrom('companies').where('category_id', '=', id).executeTakeFirst()
            : null;
        await trx.deleteFrom(TABLE[kind]).where('id', '=', id).execute();
        const removed = { id, name: row.name };
        return {
          ok: true,
          value: companies
            ? { ...removed, companiesRemoved: Number(companies.numDeletedRows) }
            : removed,
        };
      });
    },
  };
}
