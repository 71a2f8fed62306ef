import { useLoaderData, useNavigate, useRevalidator } from 'react-router';

import { statusOf } from '../../../api/client';
import { ataVersionUrl, publicFileUrl } from '../../../api/trust';
import {
  PublicResultsView,
  type PublicResultsState,
} from '../../../components/views/voter/PublicResultsView';
import { PublicationHistory } from '../../../components/voter/PublicationHistory';
import { PublicationPanel } from '../../../components/voter/PublicationPanel';
import { messages } from '../../../domain/messages';
import type { PublicationHistory as History } from '../../../domain/trust';
import { usePage } from '../../shared/usePage';
import { useSettled, type Read } from '../../shared/useSettled';
import type { loadResults } from '../publicLoaders';

/** Something beyond the one publication in force: a withdrawal, a new version, a reopening. */
const hasHistory = (history: History) =>
  history.versions.length > 1 ||
  history.reopenings.length > 0 ||
  history.versions.some((v) => v.withdrawnAt !== null);

/** The value of a read that is in, else null. */
const valueOf = <T,>(read: Read<T>): T | null => (read.status === 'ready' ? read.value : null);

type ResultsLoaderData = ReturnType<typeof loadResults>;
type LoadedResults<Year> = Extract<ResultsLoaderData, { year: Year }>;

/**
 * `/resultados?ano=YYYY` (issue 41 §2): that edition's results as published under its award's
 * name (the route's loader); 404 → 'ainda não publicados'. Its ata and receipts are on
 * /vencedores.
 */
function EditionResults({ results, award }: LoadedResults<number>) {
  const read = useSettled(results);
  const name = valueOf(useSettled(award, true));
  const { revalidate } = useRevalidator();
  usePage(messages.results.title);
  return (
    <PublicResultsView
      state={read.status === 'error' && statusOf(read.error) === 404 ? 'notPublished' : read.status}
      results={read.status === 'ready' ? read.value.data : []}
      electionName={name}
      votingClosed
      onRetry={() => void revalidate()}
      archiveHref="/vencedores"
    />
  );
}

/**
 * Route `/resultados` (public): GET /results, started by the route's loader; 404 → 'ainda não
 * publicados', or 'publicação retirada' when the history (GET /results/history, issue 36) has a
 * version; the history is shown under the results. `?ano=YYYY`: that edition's results
 * (EditionResults).
 */
export function PublicResultsContainer() {
  const data = useLoaderData<ResultsLoaderData>();
  return data.year === null ? (
    <CurrentResults {...data} />
  ) : (
    <EditionResults key={data.year} {...data} />
  );
}

/** The current edition's results, with its publication and history. */
function CurrentResults({ results, history, election, publication }: LoadedResults<null>) {
  const read = useSettled(results);
  // Niceties, kept while 'Tentar novamente' asks again: the history, and the award's name, without
  // which the page says what it is anyway (its status says whether 'not published yet' waits for
  // the close or for the count).
  const known = valueOf(useSettled(history, true));
  const about = valueOf(useSettled(election, true));
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  usePage(messages.results.title);
  const published = valueOf(useSettled(publication));
  const state: PublicResultsState = read.status === 'ready' ? read.value.state : read.status;

  return (
    <PublicResultsView
      state={state}
      results={read.status === 'ready' ? read.value.results : []}
      electionName={about?.name ?? null}
      votingClosed={about?.status === 'closed'}
      onRetry={() => void revalidate()}
      archiveHref="/vencedores"
    >
      {published && state === 'ready' && (
        <PublicationPanel
          digests={published.digests}
          receipts={published.receipts}
          ataHref={publicFileUrl('/results/ata.pdf')}
          receiptsHref={publicFileUrl('/results/receipts.txt')}
          onCheckReceipt={() => navigate('/resultados/recibo')}
        />
      )}
      {known && hasHistory(known) && <PublicationHistory history={known} ataHref={ataVersionUrl} />}
    </PublicResultsView>
  );
}
