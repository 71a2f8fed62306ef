/** Reminders to voters who have not voted in every category (issue 26): shapes and the text. */
import type { FromSchema } from 'json-schema-to-ts';

import { firstNameOf } from './firstName';
import { andList } from './plural';
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
 * {nome} and {categorias} filled in one pass with a replacer function: a name is inserted as
 * written (a string replacement would expand `$'` or `$&` in it) and never searched again for
 * placeholders (a voter named "{categorias}" stays so).
 */
function fill(template: string, nome: string, list: string): string {
  return template.replace(/\{(nome|categorias)\}/g, (_match, key: string) =>
    key === 'nome' ? firstNameOf(nome) : list,
  );
}

/**
 * The reminder as one voter reads it: {nome} is the voter's first name (as the code e-mail
 * greets), {categorias} the categories left (joined "A, B e C"). A text without {categorias}
 * gets them on a line of their own.
 */
export function reminderText(body: string, nome: string, categoriesLeft: string[]): string {
  const list = andList(categoriesLeft);
  const text = fill(body, nome, list);
  return body.includes('{categorias}') ? text : `${text}\n\nCategorias que faltam: ${list}`;
}

/** The subject as one voter reads it: {nome} and {categorias} filled as in the text. */
export function reminderSubject(subject: string, nome: string, categoriesLeft: string[]): string {
  return fill(subject, nome, andList(categoriesLeft));
}
