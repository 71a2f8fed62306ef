import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { getAwardsArchive, getEditionResults } from '../../../api/awards';
import { isCanceled, statusOf } from '../../../api/client';
import { getElection, getPublicResults } from '../../../api/election';
import {
  ataVersionUrl,
  getPublication,
  getPublicationHistory,
  getPublishedReceipts,
  publicFileUrl,
} from '../../../api/trust';
import {
  PublicResultsView,
  type PublicResultsState,
} from '../../../components/views/voter/PublicResultsView';
import { PublicationHistory } from '../../../components/voter/PublicationHistory';
import { PublicationPanel } from '../../../components/voter/PublicationPanel';
import { messages } from '../../../domain/messages';
import type {
  PublicationDigests,
  PublicationHistory as History,
  PublicReceipts,
} from '../../../domain/trust';
import { usePage } from '../../shared/usePage';
import { useRead } from '../../shared/useRead';

/**
 * Once the results are shown: the publication's digests and receipts (issue 26); null until
 * they arrive or when they cannot be read (the results stand on their own).
 */
function usePublication(ready: boolean) {
  const [publication, setPublication] = useState<{
    digests: PublicationDigests;
    receipts: PublicReceipts['categories'];
  } | null>(null);
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    Promise.all([getPublication(controller.signal), getPublishedReceipts(controller.signal)]).then(
      ([digests, receipts]) => setPublication({ digests, receipts: receipts.categories }),
      () => undefined,
    );
    return () => controller.abort();
  }, [ready]);
  return publication;
}

/** Something beyond the one publication in force: a withdrawal, a new version, a reopening. */
const hasHistory = (history: History) =>
  history.versions.length > 1 ||
  history.reopenings.length > 0 ||
  history.versions.some((v) => v.withdrawnAt !== null);

/** The year of `?ano=` when it is one (an earlier edition's results, issue 41 §2). */
function yearOf(raw: string | null): number | null {
  return raw !== null && /^\d{4}$/.test(raw) ? Number(raw) : null;
}

/**
 * `/resultados?ano=YYYY` (issue 41 §2): that edition's results as published
 * (GET /awards/{ano}/results.json) under its award's name; 404 → 'ainda não publicados'. Its
 * ata and receipts are on /vencedores.
 */
function EditionResults({ year }: { year: number }) {
  const [name, setName] = useState<string | null>(null);
  const ask = useCallback(
    (signal: AbortSignal) => {
      getAwardsArchive(signal).then(
        (archive) => setName(archive.data.find((e) => e.year === year)?.award ?? null),
        () => undefined,
      );
      return getEditionResults(year, signal);
    },
    [year],
  );
  const [read, retry] = useRead(ask, null);
  usePage(messages.results.title);
  return (
    <PublicResultsView
      state={read.status === 'error' && statusOf(read.error) === 404 ? 'notPublished' : read.status}
      results={read.status === 'ready' ? read.value.data : []}
      electionName={name}
      votingClosed
      onRetry={retry}
      archiveHref="/vencedores"
    />
  );
}

/**
 * Route `/resultados` (public): GET /results; 404 → 'ainda não publicados', or 'publicação
 * retirada' when the history (GET /results/history, issue 36) has a version; the history is
 * shown under the results. `?ano=YYYY`: that edition's results (EditionResults).
 */
export function PublicResultsContainer() {
  const [search] = useSearchParams();
  const year = yearOf(search.get('ano'));
  return year === null ? <CurrentResults /> : <EditionResults key={year} year={year} />;
}

/** The current edition's results, with its publication and history. */
function CurrentResults() {
  const [electionName, setElectionName] = useState<string | null>(null);
  const [votingClosed, setVotingClosed] = useState(false);
  const [history, setHistory] = useState<History | null>(null);
  const navigate = useNavigate();
  usePage(messages.results.title);

  /** GET /results; on a 404, whether the history has a version ('withdrawn'). */
  const ask = useCallback(async (signal: AbortSignal) => {
    const historyRead = getPublicationHistory(signal).then(
      (answer) => {
        setHistory(answer);
        return answer;
      },
      () => null,
    );
    // The award's name is a nicety: without it the page says what it is anyway. Its status says
    // whether 'not published yet' waits for the close or for the count.
    getElection(signal).then(
      (election) => {
        setElectionName(election.name);
        setVotingClosed(election.status === 'closed');
      },
      () => undefined,
    );
    try {
      return { state: 'ready' as const, results: (await getPublicResults(signal)).data };
    } catch (error) {
      if (isCanceled(error) || statusOf(error) !== 404) throw error;
      const known = await historyRead;
      return {
        state: known?.versions.length ? ('withdrawn' as const) : ('notPublished' as const),
        results: [],
      };
    }
  }, []);
  const [read, retry] = useRead(ask, null);
  const state: PublicResultsState = read.status === 'ready' ? read.value.state : read.status;

  const publication = usePublication(state === 'ready');

  return (
    <PublicResultsView
      state={state}
      results={read.status === 'ready' ? read.value.results : []}
      electionName={electionName}
      votingClosed={votingClosed}
      onRetry={retry}
      archiveHref="/vencedores"
    >
      {publication && state === 'ready' && (
        <PublicationPanel
          digests={publication.digests}
          receipts={publication.receipts}
          ataHref={publicFileUrl('/results/ata.pdf')}
          receiptsHref={publicFileUrl('/results/receipts.txt')}
          onCheckReceipt={() => navigate('/resultados/recibo')}
        />
      )}
      {history && hasHistory(history) && (
        <PublicationHistory history={history} ataHref={ataVersionUrl} />
      )}
    </PublicResultsView>
  );
}
