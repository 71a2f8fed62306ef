/**
 * The current edition's id as a subquery (migration 020, decision 310): what every query of an
 * edition's data (catalogue, window, votes through their category, publication, reminders) is
 * scoped by, and what each row an edition owns is written with. One edition is current.
 */
import { expressionBuilder, sql, type Kysely } from 'kysely';

import type { Database } from './schema';

export const CURRENT_EDITION = sql<number>`(SELECT id FROM editions WHERE is_current = 1)`;

/** The current edition's category ids, a subquery: `.where('votes.category_id', 'in', …)`. */
export const CURRENT_CATEGORY_IDS = expressionBuilder<Database>()
  .selectFrom('categories')
  .select('id')
  .where('edition_id', '=', CURRENT_EDITION);

/** The current edition's categories: id and name, in no particular order. */
export function listCategories(db: Kysely<Database>) {
  return db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('edition_id', '=', CURRENT_EDITION)
    .execute();
}

/** The current edition's id, year and name (one is current: `.executeTakeFirstOrThrow()`). */
export function currentEditionRow(db: Kysely<Database>) {
  return db.selectFrom('editions').select(['id', 'year', 'name']).where('is_current', '=', 1);
}

/**
 * When the edition before the current one closed (the latest close among earlier years), or -1
 * with none: what a voter did after it belongs to the current edition (a sign-up, decision 311;
 * a reminders unsubscribe, which holds for the edition it was made in).
 */
export const PREVIOUS_EDITION_CLOSE = sql<number>`COALESCE((SELECT MAX(prev_window.closes_at)
  FROM election prev_window JOIN editions prev_edition ON prev_edition.id = prev_window.id
  WHERE prev_edition.year < (SELECT year FROM editions WHERE is_current = 1)), -1)`;
