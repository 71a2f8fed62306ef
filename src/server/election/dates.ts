/**
 * The election's dates on the wire: ISO 8601 with an explicit offset in (the operator says what
 * time zone they mean), ISO 8601 in America/Sao_Paulo out. Stored as ms since the epoch.
 */
import { ELECTION_TIME_ZONE } from '../../domain/election';

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

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ELECTION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** ms → "2026-12-01T08:00:00-03:00" (the wall clock in America/Sao_Paulo, with its offset). */
export function toElectionIso(ms: number): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const wall = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  const offsetMinutes = Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  const millis = ms % 1000 === 0 ? '' : `.${String(((ms % 1000) + 1000) % 1000).padStart(3, '0')}`;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${millis}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
