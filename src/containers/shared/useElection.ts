import { useEffect, useState } from 'react';

import { isCanceled } from '../../api/client';
import { getElection } from '../../api/election';
import type { Election } from '../../domain/election';

/**
 * How often a voter's open page reads the election again: an operator's 'Encerrar agora' or
 * 'Abrir agora' reaches every open /perfil and /empresas (the banner and the Votar buttons)
 * within a minute.
 */
export const ELECTION_REFRESH_MS = 60_000;

/**
 * The voting window from GET /api/election: read when the screen opens, again every
 * ELECTION_REFRESH_MS while the tab is visible, and at once when a hidden tab is shown again.
 * null until it arrives, and when the first call fails (logged): the screen then behaves as always
 * open and the server, whose clock decides, still refuses a vote outside the window. A later
 * failure keeps the last answer. Every read runs without the loading overlay: the page's own
 * data has its frame and the overlay, and this small read, started as the app hydrates, would
 * otherwise download the overlay's code during the start-up (first-load.spec.ts).
 */
export function useElection(): Election | null {
  const [election, setElection] = useState<Election | null>(null);
  useEffect(() => {
    let controller: AbortController | null = null;
    const read = (background: boolean) => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      getElection(current.signal, background).then(setElection, (error: unknown) => {
        if (!isCanceled(error)) console.error('GET /election failed', error);
      });
    };
    read(true);
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') read(true);
    }, ELECTION_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') read(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      controller?.abort();
    };
  }, []);
  return election;
}
