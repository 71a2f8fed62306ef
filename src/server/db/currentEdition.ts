/**
 * The current edition's id as a subquery (migration 020, decision 310): what every query of an
 * edition's data (catalogue, window, votes through their category, publication, reminders) is
 * scoped by, and what each row an edition owns is written with. One edition is current.
 */
import { sql } from 'kysely';

export const CURRENT_EDITION = sql<number>`(SELECT id FROM editions WHERE is_current = 1)`;

/**
 * When the edition before the current one closed (the latest close among earlier years), or -1
 * with none: what a voter did after it belongs to the current edition (a sign-up, decision 311;
 * a reminders unsubscribe, which holds for the edition it was made in).
 */
export const PREVIOUS_EDITION_CLOSE = sql<number>`COALESCE((SELECT MAX(prev_window.closes_at)
  FROM election prev_window JOIN editions prev_edition ON prev_edition.id = prev_window.id
  WHERE prev_edition.year < (SELECT year FROM editions WHERE is_current = 1)), -1)`;
