/**
 * The election's dates on the wire: ISO 8601 with an explicit offset in (the operator says what
 * time zone they mean), ISO 8601 in America/Sao_Paulo out. Stored as ms since the epoch.
 */
import { formatOffset, offsetMinutesAt, pad2, zonedParts } from '../../../domain/zonedTime';

const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):?(\d{2}))$/;

export type ParsedDate = { ok: true; ms: number } | { ok: false; reason: 'format' | 'invalid' };

/** "2026-12-01T08:00-03:00", "2026-12-01T11:00:00Z"…; refuses dates without an offset and
 * impossible ones (30 February, 24:00) instead of letting Date roll them over. */
export function parseElectionDate(text: string): ParsedDate {
  const match = ISO_WITH_OFFSET.exec(text.trim());
  if (!match) return { ok: false, reason: 'format' };
  const [, y, mo, d, h, mi, s, , oh, om] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth)
    return { ok: false, reason: 'invalid' };
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) {
    return { ok: false, reason: 'invalid' };
  }
  if (oh !== undefined && (Number(oh) > 14 || Number(om) > 59)) {
    return { ok: false, reason: 'invalid' };
  }
  const ms = Date.parse(text.trim());
  if (!Number.isFinite(ms)) return { ok: false, reason: 'invalid' };
  return { ok: true, ms };
}

/** ms → "2026-12-01T08:00:00-03:00" (the wall clock in America/Sao_Paulo, with its offset). */
export function toElectionIso(ms: number): string {
  const p = zonedParts(ms);
  const millis = ms % 1000 === 0 ? '' : `.${String(((ms % 1000) + 1000) % 1000).padStart(3, '0')}`;
  const date = `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
  const time = `${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}${millis}`;
  return `${date}T${time}${formatOffset(offsetMinutesAt(ms))}`;
}
