/**
 * The award's one election and its voting window. Shared by the API host (which decides the
 * status with its own clock) and the web app (which only shows what the server said). The API
 * shapes are `FromSchema` of their JSON schemas (src/domain/schemas/adminApi.ts, decision 201).
 */
import type { FromSchema } from 'json-schema-to-ts';

import type { election, electionUpdateBody } from './schemas/adminApi';

/** GET /api/election (public) and GET /api/admin/election. Dates are ISO 8601 with an offset. */
export type Election = FromSchema<typeof election>;

export type ElectionStatus = Election['status'];

/** PUT /api/admin/election body. */
export type ElectionUpdate = FromSchema<typeof electionUpdateBody>;

/** The time zone every date of the award is shown in. */
export const ELECTION_TIME_ZONE = 'America/Sao_Paulo';

/**
 * The window's status at `nowMs`. Unset dates mean "always open" (the specification's journey).
 * `opensAt` is inclusive, `closesAt` exclusive.
 */
/**
 * Voting is open with no closing date: with no window set the election counts as open (the
 * specification's journey needs that), so a catalogue imported before the dates opens voting at
 * once. The import and the Painel say so (issue 25) until a window is set.
 */
export function isOpenWithoutEnd(election: Pick<Election, 'status' | 'closesAt'>): boolean {
  return election.status === 'open' && election.closesAt === null;
}

export function electionStatusAt(
  nowMs: number,
  opensAtMs: number | null,
  closesAtMs: number | null,
): ElectionStatus {
  if (opensAtMs !== null && nowMs < opensAtMs) return 'scheduled';
  if (closesAtMs !== null && nowMs >= closesAtMs) return 'closed';
  return 'open';
}

/**
 * A formatter of instants on the election's wall clock, in pt-BR, built on its first call: as
 * every Intl object of src/domain, because the first one a page builds loads ICU's locale data
 * (about 200 ms of a phone's main thread; docs/performance.md, Intl on first use).
 */
export function zonedFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (iso) => {
    format ??= new Intl.DateTimeFormat('pt-BR', { timeZone: ELECTION_TIME_ZONE, ...options });
    return format.format(new Date(iso));
  };
}

/** "01/12/2026, 08:00" in America/Sao_Paulo, whatever the browser's or server's time zone. */
export const formatElectionDate = zonedFormat({
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
