/**
 * Wall-clock time in the election's time zone (America/Sao_Paulo), whatever the zone of the
 * browser or the server: the one place both the console's date fields (electionWindow.ts) and the
 * API's dates (src/server/features/election/dates.ts) get their parts and offsets from.
 */
import { ELECTION_TIME_ZONE } from './election';

/** Numeric date and time parts of an instant on the election's wall clock. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

let partsFormat: Intl.DateTimeFormat | undefined; // built on first use (docs/performance.md)
const partsOptions: Intl.DateTimeFormatOptions = {
  timeZone: ELECTION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

export function zonedParts(ms: number): ZonedParts {
  const parts: Record<string, number> = {};
  partsFormat ??= new Intl.DateTimeFormat('en-CA', partsOptions);
  for (const part of partsFormat.formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes the zone is ahead of UTC at `ms` (−180 for São Paulo). */
export function offsetMinutesAt(ms: number): number {
  const p = zonedParts(ms);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return Math.round((asUtc - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** −180 → "-03:00". */
export function formatOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`;
}
