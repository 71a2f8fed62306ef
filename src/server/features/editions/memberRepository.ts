/**
 * The member lists' SQL (migration 024, decision 321): the current edition's list replaced in
 * one transaction, and its names for the nominations' suggestions.
 */
import type { Kysely, Transaction } from 'kysely';

import type { EditionSummary } from '../../../domain/types';
import { CURRENT_EDITION, currentEditionRow } from '../../db/currentEdition';
import type { DatabaseKind } from '../../db/database';
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

/** What replaceMemberList did, for the audit entry written in its transaction. */
export interface MemberListReplaced {
  editionId: number;
  year: number;
  /** How many names the list it replaced held; null: the edition had none. */
  before: number | null;
}

/**
 * Replaces the current edition's member list with `names` (already checked, each once): the old
 * list and its names go, the new ones come, all or nothing; `inside` runs last in the same
 * transaction (the audit entry), so entries are in the order the lists were replaced.
 *
 * The old list's size is read under the list row's lock: the row is created if there is none
 * (ON CONFLICT DO NOTHING waits for another import creating it, then does nothing), then read
 * FOR UPDATE on PostgreSQL (which waits for an import holding it, then reads what that one left),
 * so two imports at once take turns and the second's `before` is the first's list. SQLite has
 * one writer at a time.
 */
export async function replaceMemberList(
  db: Kysely<Database>,
  kind: DatabaseKind,
  list: { fileName: string; names: string[] },
  now: number,
  inside: (trx: Transaction<Database>, done: MemberListReplaced) => Promise<void>,
): Promise<MemberListReplaced> {
  return db.transaction().execute(async (trx) => {
    const edition = await currentEditionRow(trx).executeTakeFirstOrThrow();
    const editionId = Number(edition.id);
    const row = { file_name: list.fileName, members: list.names.length, imported_at: now };
    const created = await trx
      .insertInto('member_lists')
      .values({ edition_id: editionId, ...row })
      .onConflict((oc) => oc.column('edition_id').doNothing())
      .returning('edition_id')
      .executeTakeFirst();
    let before: number | null = null;
    if (!created) {
      const old = await trx
        .selectFrom('member_lists')
        .select('members')
        .where('edition_id', '=', editionId)
        .$if(kind === 'postgres', (qb) => qb.forUpdate())
        .executeTakeFirstOrThrow();
      before = Number(old.members);
      await trx.updateTable('member_lists').set(row).where('edition_id', '=', editionId).execute();
    }
    await trx.deleteFrom('members').where('edition_id', '=', editionId).execute();
    for (let i = 0; i < list.names.length; i += CHUNK) {
      await trx
        .insertInto('members')
        .values(list.names.slice(i, i + CHUNK).map((name) => ({ edition_id: editionId, name })))
        .execute();
    }
    const done = { editionId, year: Number(edition.year), before };
    await inside(trx, done);
    return done;
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
