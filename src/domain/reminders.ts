/** Reminders to voters who have not voted in every category (issue 26): shapes and the text. */
import type { FromSchema } from 'json-schema-to-ts';

import type { reminderPreview, reminderProgress } from './schemas/trustApi';

export const REMINDER_SUBJECT_MAX = 200;
export const REMINDER_BODY_MAX = 5000;
/** At most one reminder per this many milliseconds. */
export const REMINDER_MIN_INTERVAL_MS = 24 * 3_600_000;

/** POST /api/admin/reminders and /preview body. */
export interface ReminderDraft {
  subject: string;
  /** May hold {nome} and {categorias}. */
  body: string;
}

/** GET /api/admin/reminders/current (null: none sent yet) and POST's answer. */
export type ReminderProgress = FromSchema<typeof reminderProgress>;

/** POST /api/admin/reminders/preview answer. */
export type ReminderPreview = FromSchema<typeof reminderPreview>;

/**
 * The reminder as one voter reads it: {nome} is the voter's name, {categorias} the categories
 * left (joined "A, B e C"). A text without {categorias} gets them on a line of their own.
 */
export function reminderText(body: string, nome: string, categoriesLeft: string[]): string {
  const list =
    categoriesLeft.length <= 1
      ? (categoriesLeft[0] ?? '')
      : `${categoriesLeft.slice(0, -1).join(', ')} e ${categoriesLeft[categoriesLeft.length - 1]}`;
  const text = body.replaceAll('{nome}', nome).replaceAll('{categorias}', list);
  return body.includes('{categorias}') ? text : `${text}\n\nCategorias que faltam: ${list}`;
}
