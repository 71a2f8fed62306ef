import { useEffect, useState } from 'react';

import { isCanceled } from '../../api/client';
import { getElection } from '../../api/election';
import type { Election } from '../../domain/election';

/**
 * The voting window from GET /api/election, read once per screen. null until it arrives, and
 * when the call fails (logged): the screen then behaves as always open and the server, whose
 * clock decides, still refuses a vote outside the window.
 */
export function useElection(): Election | null {
  const [election, setElection] = useState<Election | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getElection(controller.signal).then(setElection, (error: unknown) => {
      if (!isCanceled(error)) console.error('GET /election failed', error);
    });
    return () => controller.abort();
  }, []);
  return election;
}
