/**
 * Sealed results (issue 26, decision 180; issue 36): nobody sees votes per company, through any
 * route (operators included), until the election has closed and the close has stood
 * RESULTS_SEAL_HOLD_MINUTES (default 10), counted from the closing time: a close undone within
 * minutes never shows the figures (a closing time typed further in the past than the hold opens
 * them at once; docs/trust.md says so, and the read is then what makes a reopening need a
 * reason). Turnout (per category, per hour) stays open. The command line's `results` still
 * answers (whoever runs it holds the database), and each run while sealed is written to the
 * audit trail (cli/admin.ts). This module is the one rule: the election's view carries its
 * verdict (`resultsSealed`, `unsealsAt`, filled by electionView through `sealOf`).
 */
import { formatElectionDate, type Election, type ElectionStatus } from '../../../domain/election';
import { operatorApiMessages } from '../../../domain/operatorApiMessages';
import { HttpError } from '../../errors';

const MINUTE = 60_000;

/** When results per company open: the close plus the hold (null with no closing date). */
export function unsealsAtMs(closesAtMs: number | null, holdMinutes: number): number | null {
  return closesAtMs === null ? null : closesAtMs + holdMinutes * MINUTE;
}

/** The seal's verdict at `nowMs`, for the election's view (electionView). */
export function sealOf(
  status: ElectionStatus,
  closesAtMs: number | null,
  nowMs: number,
  holdMinutes: number,
): { resultsSealed: boolean; unsealsAtMs: number | null } {
  const opens = unsealsAtMs(closesAtMs, holdMinutes);
  return {
    resultsSealed: status !== 'closed' || opens === null || nowMs < opens,
    unsealsAtMs: opens,
  };
}

/**
 * True while votes per company must stay hidden: voting not closed, or closed for less than the
 * hold. A view without the verdict (made by hand) counts as sealed.
 */
export const resultsSealed = (election: Pick<Election, 'status' | 'resultsSealed'>): boolean =>
  election.status !== 'closed' || election.resultsSealed !== false;

/** Throws the 403 that says when results open; does nothing once they are open. */
export function refuseWhileSealed(election: Election): void {
  if (!resultsSealed(election)) return;
  const unsealsAt = election.unsealsAt ?? null;
  const when = unsealsAt ? formatElectionDate(unsealsAt) : null;
  throw new HttpError(
    403,
    election.status === 'closed'
      ? operatorApiMessages.results.holding(when)
      : operatorApiMessages.results.sealed(when),
    { extras: { unsealsAt } },
  );
}
