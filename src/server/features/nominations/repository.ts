/**
 * The nominations' SQL (migration 023, decision 305), always of the current edition: its phase,
 * a voter's nominations, the counts per written name (voters invalidated or erased left out),
 * the operator's stored groups, and the ballot's publication.
 */
import { sql, type Kysely } from 'kysely';

import { compareNames } from '../../../domain/collation';
import { CURRENT_EDITION, currentEditionRow } from '../../db/currentEdition';
import type { DatabaseKind } from '../../db/database';
import type { Database, Db } from '../../db/schema';
import { currentMemberNames } from '../editions';

export interface PhaseRow {
  edition_id: number;
  opens_at: number;
  closes_at: number;
  ballot_published_at: number | null;
}

/** A stored group: its spellings (as typed, normalised), counts always counted afresh. */
export interface StoredGroup {
  id: number;
  name: string;
  texts: string[];
}

/** An operator's merge, for the ata: which spellings joined the group `into`. */
export interface StoredMerge {
  at: number;
  into: number;
  texts: string[];
}

export interface GroupsRow {
  groups: StoredGroup[];
  finalists: number[] | null;
  merges: StoredMerge[];
}

const num = (value: number | string | null) => (value === null ? null : Number(value));

export async function currentEditionId(db: Db): Promise<number> {
  return Number((await currentEditionRow(db).executeTakeFirstOrThrow()).id);
}

/**
 * The current edition's phase. Inside a transaction, `lockFor` locks its row (FOR UPDATE on
 * PostgreSQL; SQLite runs one transaction at a time): a nomination and a change of the window
 * then take turns, so nothing is written after a close that committed first.
 */
export async function phaseOf(db: Db, lockFor?: DatabaseKind): Promise<PhaseRow | null> {
  const row = await db
    .selectFrom('nomination_phases')
    .select(['edition_id', 'opens_at', 'closes_at', 'ballot_published_at'])
    .where('edition_id', '=', CURRENT_EDITION)
    .$if(lockFor === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!row) return null;
  return {
    edition_id: Number(row.edition_id),
    opens_at: Number(row.opens_at),
    closes_at: Number(row.closes_at),
    ballot_published_at: num(row.ballot_published_at),
  };
}

export async function setWindow(db: Db, opensAt: number, closesAt: number, now: number) {
  const values = { opens_at: opensAt, closes_at: closesAt, updated_at: now };
  await db
    .insertInto('nomination_phases')
    .values({ edition_id: await currentEditionId(db), ...values })
    .onConflict((oc) => oc.column('edition_id').doUpdateSet(values))
    .execute();
}

/** The current edition's categories, in the catalogue's order (by id). */
export async function editionCategories(db: Db): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('edition_id', '=', CURRENT_EDITION)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/**
 * The suggestions, each once, in pt-BR order: the edition's imported member list when there is
 * one (decision 321), else its catalogue companies' names.
 */
export async function suggestionNames(db: Kysely<Database>): Promise<string[]> {
  const members = await currentMemberNames(db);
  return members ? members.sort(compareNames) : catalogueNames(db);
}

/** The edition's companies' names, each once, in pt-BR order. */
export async function catalogueNames(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('companies')
    .innerJoin('categories', 'categories.id', 'companies.category_id')
    .select('companies.name')
    .distinct()
    .where('categories.edition_id', '=', CURRENT_EDITION)
    .execute();
  return rows.map((r) => r.name).sort(compareNames);
}

export async function nominationsOf(db: Db, voterId: number): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('nominations')
    .select(['category_id', 'text'])
    .where('voter_id', '=', voterId)
    .where('edition_id', '=', CURRENT_EDITION)
    .execute();
  return new Map(rows.map((r) => [Number(r.category_id), r.text]));
}

/** One per voter and category: a second one rewrites the first (the unique constraint's). */
export async function upsertNomination(
  db: Db,
  row: { editionId: number; categoryId: number; voterId: number; text: string; now: number },
) {
  await db
    .insertInto('nominations')
    .values({
      edition_id: row.editionId,
      category_id: row.categoryId,
      voter_id: row.voterId,
      text: row.text,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) =>
      oc.columns(['voter_id', 'category_id']).doUpdateSet({ text: row.text, updated_at: row.now }),
    )
    .execute();
}

/** Nominations received in the edition (any voter): the only figure shown while sealed. */
export async function receivedCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('nominations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('edition_id', '=', CURRENT_EDITION)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * A category's counts per written name, of voters who count: not invalidated in this edition
 * (the flags on `voters` are the current edition's, decision 313) and not erased.
 */
export async function countsByText(db: Db, categoryId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('nominations')
    .innerJoin('voters', 'voters.id', 'nominations.voter_id')
    .select(['nominations.text', (eb) => eb.fn.countAll<number>().as('n')])
    .where('nominations.category_id', '=', categoryId)
    .where('voters.invalidated_at', 'is', null)
    .where('voters.erased_at', 'is', null)
    .groupBy('nominations.text')
    .execute();
  return new Map(rows.map((r) => [r.text, Number(r.n)]));
}

export async function groupsRow(db: Db, categoryId: number): Promise<GroupsRow | null> {
  const row = await db
    .selectFrom('nomination_groups')
    .select(['groups_json', 'finalists_json', 'merges_json'])
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    groups: JSON.parse(row.groups_json) as StoredGroup[],
    finalists: row.finalists_json === null ? null : (JSON.parse(row.finalists_json) as number[]),
    merges: JSON.parse(row.merges_json) as StoredMerge[],
  };
}

export async function saveGroups(
  db: Db,
  editionId: number,
  categoryId: number,
  row: GroupsRow,
  now: number,
): Promise<void> {
  const values = {
    groups_json: JSON.stringify(row.groups),
    finalists_json: row.finalists === null ? null : JSON.stringify(row.finalists),
    merges_json: JSON.stringify(row.merges),
    updated_at: now,
  };
  await db
    .insertInto('nomination_groups')
    .values({ category_id: categoryId, edition_id: editionId, ...values })
    .onConflict((oc) => oc.column('category_id').doUpdateSet(values))
    .execute();
}

/** Whether any vote was cast in the current edition. */
export async function editionHasVotes(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('votes')
    .innerJoin('categories', 'categories.id', 'votes.category_id')
    .select(sql<number>`1`.as('one'))
    .where('categories.edition_id', '=', CURRENT_EDITION)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The ballot: each category's companies replaced by its finalists (no vote exists, checked in
 * the same transaction), and the phase marked published. Categories without finalists keep
 * their companies.
 */
export async function publishBallot(
  db: Kysely<Database>,
  ballot: { categoryId: number; names: string[] }[],
  now: number,
): Promise<{ ok: true; companies: number } | { ok: false; refusal: 'votes' | 'published' }> {
  return db.transaction().execute(async (trx) => {
    const phase = await phaseOf(trx);
    if (!phase || phase.ballot_published_at !== null) {
      return { ok: false, refusal: 'published' } as const;
    }
    if (await editionHasVotes(trx)) return { ok: false, refusal: 'votes' } as const;
    let companies = 0;
    for (const { categoryId, names } of ballot) {
      await trx.deleteFrom('companies').where('category_id', '=', categoryId).execute();
      for (const name of names) {
        await trx
          .insertInto('companies')
          .values({ category_id: categoryId, name, created_at: now })
          .execute();
        companies += 1;
      }
    }
    await trx
      .updateTable('nomination_phases')
      .set({ ballot_published_at: now, updated_at: now })
      .where('edition_id', '=', phase.edition_id)
      .execute();
    return { ok: true, companies } as const;
  });
}
