/**
 * The editions' SQL (migration 020, decision 310): every edition with its window, the next one
 * created from the last one's catalogue, and which one is current.
 */
import { sql, type Kysely } from 'kysely';

import { electionStatusAt } from '../../../domain/election';
import type { EditionSummary } from '../../../domain/types';
import type { Database, Db } from '../../db/schema';
import { toElectionIso } from '../election';

import { swapInvalidations } from './invalidationsSwap';
import { memberListOf } from './memberRepository';

export type EditionState = EditionSummary['state'];

type EditionRow = Awaited<ReturnType<ReturnType<typeof editionRows>['executeTakeFirstOrThrow']>>;

const ms = (value: number | string | null) => (value === null ? null : Number(value));

export function stateOf(
  row: Pick<EditionRow, 'opens_at' | 'closes_at' | 'results_published_at'>,
  now: number,
): EditionState {
  const status = electionStatusAt(now, ms(row.opens_at), ms(row.closes_at));
  return status === 'closed' && row.results_published_at !== null ? 'published' : status;
}

function summaryOf(row: EditionRow, now: number): EditionSummary {
  const iso = (value: number | null) => (value === null ? null : toElectionIso(Number(value)));
  return {
    id: Number(row.id),
    year: Number(row.year),
    name: row.name,
    current: Number(row.is_current) === 1,
    state: stateOf(row, now),
    opensAt: iso(row.opens_at),
    closesAt: iso(row.closes_at),
    publishedAt:
      row.results_published_at === null
        ? null
        : new Date(Number(row.results_published_at)).toISOString(),
    memberList: memberListOf(row),
  };
}

function editionRows(db: Db) {
  return db
    .selectFrom('editions')
    .innerJoin('election', 'election.id', 'editions.id')
    .leftJoin('member_lists', 'member_lists.edition_id', 'editions.id')
    .select([
      'editions.id',
      'editions.year',
      'editions.name',
      'editions.is_current',
      'election.name as award',
      'election.opens_at',
      'election.closes_at',
      'election.results_published_at',
      'member_lists.file_name as member_file',
      'member_lists.members',
      'member_lists.imported_at as members_imported_at',
    ]);
}

/** Every edition, newest year first. */
export async function listEditions(db: Db, now: number): Promise<EditionSummary[]> {
  const rows = await editionRows(db).orderBy('editions.year', 'desc').execute();
  return rows.map((row) => summaryOf(row, now));
}

export async function findEdition(db: Db, id: number, now: number) {
  const row = await editionRows(db).where('editions.id', '=', id).executeTakeFirst();
  return row ? summaryOf(row, now) : null;
}

/** "Prêmio Destaque Empresarial 2026" → "Prêmio Destaque Empresarial 2027". */
export function nextName(last: { name: string; year: number }, year: number): string {
  const suffix = String(last.year);
  return last.name.endsWith(suffix)
    ? `${last.name.slice(0, -suffix.length)}${year}`
    : `${last.name} ${year}`;
}

export type CreateRefusal = 'current-open' | 'current-scheduled' | 'current-unpublished';

/**
 * Creates the edition after the last one (its year + 1): the last one's catalogue (categories
 * and companies) copied, the award's name kept, and a window that has closed at its creation
 * (a zero-length window: closed, nothing scheduled) until an operator sets one. Refused while
 * the current edition's voting is open or scheduled, or closed with its results unpublished.
 * Not made current (that is its own, audited, step).
 */
export async function createNextEdition(
  db: Kysely<Database>,
  now: number,
): Promise<
  | {
      ok: true;
      edition: EditionSummary;
      from: EditionSummary;
      categories: number;
      companies: number;
    }
  | { ok: false; refusal: CreateRefusal }
> {
  return db.transaction().execute(async (trx) => {
    const current = await editionRows(trx)
      .where('editions.is_current', '=', 1)
      .executeTakeFirstOrThrow();
    const state = stateOf(current, now);
    if (state !== 'published') {
      const refusal = state === 'closed' ? 'current-unpublished' : (`current-${state}` as const);
      return { ok: false, refusal } as const;
    }
    const last = await editionRows(trx)
      .orderBy('editions.year', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const year = Number(last.year) + 1;
    const inserted = await trx
      .insertInto('editions')
      .values({ year, name: nextName(last, year), created_at: now, is_current: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    await trx
      .insertInto('election')
      .values({
        id,
        name: last.award,
        opens_at: now,
        closes_at: now,
        results_published_at: null,
        version: 0,
        updated_at: now,
        results_read_at: null,
      })
      .execute();
    const categories = await trx
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('edition_id', '=', Number(last.id))
      .orderBy('id')
      .execute();
    let companies = 0;
    for (const category of categories) {
      const copy = await trx
        .insertInto('categories')
        .values({ name: category.name, created_at: now, edition_id: id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const copied = await trx
        .insertInto('companies')
        .columns(['category_id', 'name', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('companies')
            .select([
              sql<number>`CAST(${copy.id} AS INTEGER)`.as('category_id'),
              'companies.name',
              sql<number>`CAST(${now} AS BIGINT)`.as('created_at'),
            ])
            .where('companies.category_id', '=', category.id)
            .orderBy('companies.id'),
        )
        .executeTakeFirst();
      companies += Number(copied.numInsertedOrUpdatedRows ?? 0);
    }
    const edition = await findEdition(trx, id, now);
    return {
      ok: true,
      edition: edition!,
      from: summaryOf(last, now),
      categories: categories.length,
      companies,
    } as const;
  });
}

/**
 * Makes edition `id` the current one (and bumps the catalogue's version, so every process's
 * catalogue reloads). Refused while the current edition's voting is open. `before`: the edition
 * that was current; null when `id` already was.
 */
export async function makeCurrent(
  db: Kysely<Database>,
  id: number,
  now: number,
): Promise<
  | { ok: true; edition: EditionSummary; before: EditionSummary | null }
  | { ok: false; refusal: 'not-found' | 'current-open' }
> {
  return db.transaction().execute(async (trx) => {
    const target = await findEdition(trx, id, now);
    if (!target) return { ok: false, refusal: 'not-found' } as const;
    if (target.current) return { ok: true, edition: target, before: null } as const;
    const current = await editionRows(trx)
      .where('editions.is_current', '=', 1)
      .executeTakeFirstOrThrow();
    if (stateOf(current, now) === 'open') return { ok: false, refusal: 'current-open' } as const;
    await swapInvalidations(trx, Number(current.id), id);
    await trx
      .updateTable('editions')
      .set({ is_current: null })
      .where('is_current', '=', 1)
      .execute();
    await trx.updateTable('editions').set({ is_current: 1 }).where('id', '=', id).execute();
    await trx
      .updateTable('catalog_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute();
    return {
      ok: true,
      edition: { ...target, current: true },
      before: { ...summaryOf(current, now), current: false },
    } as const;
  });
}
