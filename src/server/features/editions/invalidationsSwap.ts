/**
 * An edition's invalidations when it stops or starts being the current one (migration 021,
 * decision 313); editions' makeCurrent runs it in its transaction.
 */
import { sql, type Transaction } from 'kysely';

import type { Database } from '../../db/schema';

const FLAGS = [
  'invalidated_at',
  'invalidated_reason',
  'invalidated_by',
  'invalidated_category',
] as const;

/**
 * Invalidations belong to their edition (migration 021, decision 313): the flags on `voters` are
 * the current edition's. The edition leaving keeps its flags in `voter_invalidations`; the one
 * coming takes its own back from there.
 */
export async function swapInvalidations(
  trx: Transaction<Database>,
  leaving: number,
  coming: number,
) {
  await trx.deleteFrom('voter_invalidations').where('edition_id', '=', leaving).execute();
  await trx
    .insertInto('voter_invalidations')
    .columns(['edition_id', 'voter_id', ...FLAGS])
    .expression(
      trx
        .selectFrom('voters')
        .select([sql<number>`${leaving}`.as('edition_id'), 'id as voter_id', ...FLAGS])
        .where('invalidated_at', 'is not', null),
    )
    .execute();
  await trx
    .updateTable('voters')
    .set({
      invalidated_at: null,
      invalidated_reason: null,
      invalidated_by: null,
      invalidated_category: null,
    })
    .where('invalidated_at', 'is not', null)
    .execute();
  // Each flag back from the coming edition's row, in one statement.
  await trx
    .updateTable('voters')
    .set((eb) => {
      const kept = <C extends (typeof FLAGS)[number]>(column: C) =>
        eb
          .selectFrom('voter_invalidations as kept')
          .select(`kept.${column}`)
          .whereRef('kept.voter_id', '=', 'voters.id')
          .where('kept.edition_id', '=', coming);
      return {
        invalidated_at: kept('invalidated_at'),
        invalidated_reason: kept('invalidated_reason'),
        invalidated_by: kept('invalidated_by'),
        invalidated_category: kept('invalidated_category'),
      };
    })
    .where('id', 'in', (eb) =>
      eb.selectFrom('voter_invalidations').select('voter_id').where('edition_id', '=', coming),
    )
    .execute();
  await trx.deleteFrom('voter_invalidations').where('edition_id', '=', coming).execute();
}
