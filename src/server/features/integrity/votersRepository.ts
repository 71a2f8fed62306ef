/**
 * What an operator reads of voters (GET /admin/voters): the details of given ids, and the search
 * by name, e-mail or CPF digits. Writes (invalidate, restore) are in integrity/voterActions.ts.
 */
import type { Kysely } from 'kysely';

import type { AdminVoter } from '../../../domain/admin';
import { normalizeForSearch } from '../../../domain/search';
import { CURRENT_CATEGORY_IDS } from '../../db/currentEdition';
import type { Database } from '../../db/schema';

import { idChunks } from './repository';

/** A voter's columns that an operator sees (selected and grouped by beside the vote count). */
const COLUMNS = [
  'voters.id',
  'voters.nome',
  'voters.email',
  'voters.celular',
  'voters.created_at',
  'voters.invalidated_at',
  'voters.invalidated_reason',
] as const;

/** What an operator sees of these voters (unknown ids are left out), in the order asked. */
export async function adminVoters(db: Kysely<Database>, voterIds: number[]): Promise<AdminVoter[]> {
  const ids = [...new Set(voterIds)];
  const byId = new Map<number, AdminVoter>();
  for (const part of idChunks(ids)) {
    const rows = await db
      .selectFrom('voters')
      .leftJoin('votes', (join) =>
        join
          .onRef('votes.voter_id', '=', 'voters.id')
          .on('votes.category_id', 'in', CURRENT_CATEGORY_IDS),
      )
      .select((eb) => [...COLUMNS, eb.fn.count<number>('votes.id').as('votes')])
      .where('voters.id', 'in', part)
      .groupBy([...COLUMNS])
      .execute();
    for (const row of rows) {
      byId.set(row.id, {
        id: row.id,
        nome: row.nome,
        email: row.email,
        celular: row.celular,
        createdAt: new Date(row.created_at).toISOString(),
        votes: Number(row.votes),
        invalidated: row.invalidated_at !== null,
        invalidatedReason: row.invalidated_reason,
      });
    }
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface VoterSearch {
  /** Name or e-mail fragment (accents and case ignored), or CPF digits (3 or more). */
  q: string;
  limit: number;
  offset: number;
}

/**
 * Voters whose name or e-mail contains `q` once both are normalised as the voter screens' search
 * does (normalizeForSearch: no accents, lower case), or whose CPF contains the digits of `q` (at
 * least 3). Neither database folds accents by itself (PostgreSQL's unaccent is an extension), so
 * the three columns are read in id order and matched here: about 0.2 s for 100,000 voters, fine
 * for an operator's search. Answers one page, oldest first, and the number of matches.
 */
export async function searchVoters(
  db: Kysely<Database>,
  search: VoterSearch,
): Promise<{ data: AdminVoter[]; total: number }> {
  const needle = normalizeForSearch(search.q);
  const digits = search.q.replace(/\D/g, '');
  const byDigits = digits.length >= 3 && digits.length === search.q.replace(/[\s.\-/]/g, '').length;
  const rows = await db
    .selectFrom('voters')
    .select(['id', 'nome', 'email', 'cpf'])
    .orderBy('id')
    .execute();
  const matches = rows
    .filter(
      (row) =>
        (byDigits && row.cpf.includes(digits)) ||
        (needle !== '' &&
          (normalizeForSearch(row.nome).includes(needle) ||
            normalizeForSearch(row.email).includes(needle))),
    )
    .map((row) => row.id);
  const page = matches.slice(search.offset, search.offset + search.limit);
  return { data: await adminVoters(db, page), total: matches.length };
}
