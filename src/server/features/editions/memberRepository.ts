/**
 * The member lists' SQL (migration 024, decision 321): the current edition's list replaced in
 * one transaction, and its names for the nominations' suggestions.
 */
import type { Kysely } from 'kysely';

import type { EditionSummary } from '../../../domain/types';
import { CURRENT_EDITION } from '../../db/currentEdition';
import type { Database } from '../../db/schema';

/** An edition's row's member list (joined by editionRows), as EditionSummary says it. */
export function memberListOf(row: {
  member_file: string | null;
  members: number | null;
  members_imported_at: number | null;
}): EditionSummary['memberList'] {
  if (row.member_file === null) return null;
  return {
    fileName: row.member_file,
    members: Number(row.members),
    importedAt: new Date(Number(row.members_imported_at)).toISOString(),
  };
}

/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
const CHUNK = 500;

/**
 * Replaces the current edition's member list with `names` (already checked, each once): the old
 * list and its names go, the new ones come, all or nothing. Returns the edition's id and year.
 */
export async function replaceMemberList(
  db: Kysely<Database>,
  list: { fileName: string; names: string[] },
  now: number,
): Promise<{ editionId: number; year: number; before: number | null }> {
  return db.transaction().execute(async (trx) => {
    const edition = await trx
      .selectFrom('editions')
      .select(['id', 'year'])
      .where('is_current', '=', 1)
      .executeTakeFirstOrThrow();
    const editionId = Number(edition.id);
    const old = await trx
      .selectFrom('member_lists')
      .select('members')
      .where('edition_id', '=', editionId)
      .executeTakeFirst();
    // The list's row first, as an upsert: it holds the row (or its key) until the commit, so two
    // imports at once take turns on PostgreSQL instead of one failing on the key (a 500).
    const row = { file_name: list.fileName, members: list.names.length, imported_at: now };
    await trx
      .insertInto('member_lists')
      .values({ edition_id: editionId, ...row })
      .onConflict((oc) => oc.column('edition_id').doUpdateSet(row))
      .execute();
    await trx.deleteFrom('members').where('edition_id', '=', editionId).execute();
    for (let i = 0; i < list.names.length; i += CHUNK) {
      await trx
        .insertInto('members')
        .values(list.names.slice(i, i + CHUNK).map((name) => ({ edition_id: editionId, name })))
        .execute();
    }
    return { editionId, year: Number(edition.year), before: old ? Number(old.members) : null };
  });
}

/** The current edition's member list's names (unsorted), or null when none was imported. */
export async function currentMemberNames(db: Kysely<Database>): Promise<string[] | null> {
  const list = await db
    .selectFrom('member_lists')
    .select('edition_id')
    .where('edition_id', '=', CURRENT_EDITION)
    .executeTakeFirst();
  if (!list) return null;
  const rows = await db
    .selectFrom('members')
    .select('name')
    .where('edition_id', '=', Number(list.edition_id))
    .execute();
  return rows.map((r) => r.name);
}
