import { useCallback, useEffect, useState } from 'react';

import { isCanceled, statusOf } from '../../api/client';
import { getElection, getPublicResults } from '../../api/election';
import {
  PublicResultsView,
  type PublicResultsState,
} from '../../components/views/PublicResultsView';
import type { PublicResults } from '../../domain/admin';
import { messages } from '../../domain/messages';
import { usePage } from '../shared/usePage';

/** Route `/resultados` (public): GET /results; 404 → 'ainda não publicados'. */
export function PublicResultsContainer() {
  const [state, setState] = useState<PublicResultsState>('loading');
  const [results, setResults] = useState<PublicResults['data']>([]);
  const [electionName, setElectionName] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  usePage(messages.results.title);

  useEffect(() => {
    const controller = new AbortController();
    getPublicResults(controller.signal).then(
      (answer) => {
        setResults(answer.data);
        setState('ready');
      },
      (error: unknown) => {
        if (isCanceled(error)) return;
        setState(statusOf(error) === 404 ? 'notPublished' : 'error');
      },
    );
    // The award's name is a nicety: without it the page says what it is anyway.
    getElection(controller.signal).then(
      (election) => setElectionName(election.name),
      () => undefined,
    );
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState('loading');
    setAttempt((n) => n + 1);
  }, []);

  return (
    <PublicResultsView
      state={state}
      results={results}
      electionName={electionName}
      onRetry={retry}
    />
  );
}
