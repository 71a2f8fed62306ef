/**
 * The current edition's id as a subquery (migration 020, decision 310): what every query of an
 * edition's data (catalogue, window, votes through their category, publication, reminders) is
 * scoped by, and what each row an edition owns is written with. One edition is current.
 */
import { sql } from 'kysely';

export const CURRENT_EDITION = sql<number>`(SELECT id FROM editions WHERE is_current = 1)`;
