/**
 * The voting window as the console edits it: "01/12/2026 08:00" (dd/mm/aaaa hh:mm, the way
 * Brazilians write it) read and written in America/Sao_Paulo whatever the browser's own time
 * zone, sent to the API as ISO 8601 with the zone's offset ("2026-12-01T08:00:00-03:00"). A text
 * field with a mask rather than `datetime-local`: that input silently turns a half-typed date into
 * "" (no date), where this says 'Data inválida.'. Pure: shared by the console and its tests.
 */
import { adminMessages } from './adminMessages';
import { zonedFormat } from './election';
import { applyMask } from './masks';
import { formatOffset, offsetMinutesAt, pad2, zonedParts } from './zonedTime';

/** The console's date fields: "01/12/2026 08:00". */
const LOCAL_INPUT = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

/** Mask of the date fields ('9' is a digit, as in masks.ts). */
export const ELECTION_DATE_MASK = '99/99/9999 99:99';
export const maskElectionDate = (value: string): string => applyMask(ELECTION_DATE_MASK, value);

/** An ISO instant as the console's field shows it ("01/12/2026 08:00" in São Paulo); '' for null. */
export function toZonedInput(iso: string | null): string {
  if (iso === null) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const p = zonedParts(ms);
  return `${pad2(p.day)}/${pad2(p.month)}/${p.year} ${pad2(p.hour)}:${pad2(p.minute)}`;
}

/**
 * A field's "01/12/2026 08:00" (São Paulo wall time) as ISO with the zone's offset, '' → null,
 * or undefined when the text is not a real date and time (31/02, 25:00, free text).
 */
export function fromZonedInput(value: string): string | null | undefined {
  const text = value.trim();
  if (text === '') return null;
  const match = LOCAL_INPUT.exec(text);
  if (!match) return undefined;
  const [day, month, year, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  ) {
    return undefined;
  }
  // Two passes settle the offset even next to a (historical) daylight-saving change.
  let offset = offsetMinutesAt(wall);
  offset = offsetMinutesAt(wall - offset * 60_000);
  const local = `${year}-${pad2(month)}-${pad2(day)}T${pad2(hour)}:${pad2(minute)}:00`;
  return `${local}${formatOffset(offset)}`;
}

/** Mask of a whole day's field (Auditoria's filters, issue 40 §7): "05/12/2026". */
export const DAY_MASK = '99/99/9999';
export const maskDay = (value: string): string => applyMask(DAY_MASK, value);

/**
 * A day typed as "05/12/2026" as the first and last instants of that day in São Paulo (ISO; the
 * last is 23:59:59.999), '' → null, or undefined when it is no real day (31/02, half typed).
 */
export function dayRange(value: string): { from: string; to: string } | null | undefined {
  const text = value.trim();
  if (text === '') return null;
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text)) return undefined;
  const from = fromZonedInput(`${text} 00:00`);
  const last = fromZonedInput(`${text} 23:59`);
  if (!from || !last) return undefined;
  return { from, to: new Date(Date.parse(last) + 59_999).toISOString() };
}

export interface ElectionFormValues {
  name: string;
  /** "01/12/2026 08:00" in São Paulo time, '' for "no date". */
  opensAt: string;
  closesAt: string;
}

export type ElectionFormErrors = Partial<Record<keyof ElectionFormValues, string>>;

/** Longest award name the console accepts (the API has the same limit). */
export const ELECTION_NAME_MAX_LENGTH = 200;

/** A window's two date fields as typed ("01/12/2026 08:00", '' for "no date"). */
export type WindowDatesValues = Pick<ElectionFormValues, 'opensAt' | 'closesAt'>;

/** A window's errors, a Portuguese message per field. */
export type WindowDatesErrors = Partial<Record<keyof WindowDatesValues, string>>;

/** Whether two instants fall in one minute: the console's forms show and send minutes. */
export const sameMinute = (a: number, b: number) =>
  Math.floor(a / 60_000) === Math.floor(b / 60_000);

/**
 * The console's rule for a window's two dates (the election's form, the nominations' window):
 * each a real date and time, the close after the opening. '' is "no date", refused with
 * `required`'s message when one is given. Returns the Portuguese message per field.
 */
export function validateWindowDates(
  values: WindowDatesValues,
  required?: string,
): WindowDatesErrors {
  const { form } = adminMessages.election;
  const errors: WindowDatesErrors = {};
  const opensAt = fromZonedInput(values.opensAt);
  const closesAt = fromZonedInput(values.closesAt);
  for (const [field, parsed] of [
    ['opensAt', opensAt],
    ['closesAt', closesAt],
  ] as const) {
    if (parsed === undefined) errors[field] = form.invalidDate;
    else if (parsed === null && required !== undefined) errors[field] = required;
  }
  if (opensAt && closesAt && Date.parse(closesAt) <= Date.parse(opensAt)) {
    errors.closesAt = form.closesBeforeOpens;
  }
  return errors;
}

/**
 * Checks the console's election form: the window's dates (validateWindowDates, both optional), a
 * name too long. Returns the Portuguese message per field (empty object when all is well).
 */
export function validateElectionForm(values: ElectionFormValues): ElectionFormErrors {
  const errors: ElectionFormErrors = validateWindowDates(values);
  if (values.name.trim().length > ELECTION_NAME_MAX_LENGTH) {
    errors.name = adminMessages.election.form.nameTooLong(ELECTION_NAME_MAX_LENGTH);
  }
  return errors;
}

/** The start of an hour of votes as the Painel shows it: "05/12, 08:00" (São Paulo). */
export const formatVotesHour = zonedFormat({
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** "12:30:05" (São Paulo): when the Painel's figures were read. */
export const formatClock = zonedFormat({ hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** "26/11, 12:30:05" (São Paulo): when one voter's e-mail was queued or will be retried. */
export const formatDayClock = zonedFormat({
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
