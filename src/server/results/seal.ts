/**
 * Sealed partial results (issue 26, decision 180): while the election is not closed, nobody sees
 * votes per company, through any route (operators included). Turnout (per category, per hour)
 * stays open. The command line's `results` still answers (whoever runs it holds the database),
 * and each run while sealed is written to the audit trail (cli/admin.ts).
 */
import { formatElectionDate, type Election } from '../../domain/election';
import { operatorApiMessages } from '../../domain/operatorApiMessages';
import { HttpError } from '../errors';

/** True while votes per company must stay hidden. */
export const resultsSealed = (election: Pick<Election, 'status'>): boolean =>
  election.status !== 'closed';

/** Throws the 403 that says when results open; does nothing once the election is closed. */
export function refuseWhileSealed(election: Election): void {
  if (!resultsSealed(election)) return;
  throw new HttpError(
    403,
    operatorApiMessages.results.sealed(
      election.closesAt ? formatElectionDate(election.closesAt) : null,
    ),
    { extras: { unsealsAt: election.closesAt } },
  );
}
