import { useEffect, useState } from 'react';

import { isCanceled } from '../../api/client';
import { getNominations } from '../../api/nominations';
import { isOpenWithoutEnd, type Election } from '../../domain/election';

/**
 * When the nominations phase is open, the moment it closes (ISO 8601), for /perfil's notice and
 * its link to /indicacoes; null otherwise. The phase comes before the voting (the ballot it
 * publishes is refused once voting has started, decision 305), so GET /api/nominations is read
 * only while the voting has not started: scheduled, or no window set yet. While the voting is
 * open with its dates, or closed, /perfil asks nothing more of the server than it did. The read
 * is in the background (no loading overlay); a failure is only logged.
 */
export function useOpenNominations(election: Election | null): string | null {
  const [closesAt, setClosesAt] = useState<string | null>(null);
  const asks = election !== null && (election.status === 'scheduled' || isOpenWithoutEnd(election));
  useEffect(() => {
    if (!asks) return undefined;
    const controller = new AbortController();
    getNominations(controller.signal, true).then(
      (answer) => setClosesAt(answer.phase === 'open' ? answer.closesAt : null),
      (error: unknown) => {
        if (!isCanceled(error)) console.error('GET /nominations failed', error);
      },
    );
    return () => controller.abort();
  }, [asks]);
  return asks ? closesAt : null;
}
