import { useLoaderData, useRevalidator } from 'react-router';

import { awardsFileUrl } from '../../../api/awards';
import { WinnersArchiveView } from '../../../components/views/voter/WinnersArchiveView';
import { archiveEditions } from '../../../domain/awards';
import { awardsMessages } from '../../../domain/awardsMessages';
import { usePage } from '../../shared/usePage';
import { useSettled } from '../../shared/useSettled';
import type { loadArchive } from '../publicLoaders';

/**
 * Route `/vencedores` (public, issue 41 §2): GET /awards, started by the route's loader; every
 * published edition with its winners, results, ata and receipts. 'Tentar novamente' asks again.
 */
export function WinnersArchiveContainer() {
  const read = useSettled(useLoaderData<ReturnType<typeof loadArchive>>().archive);
  const { revalidate } = useRevalidator();
  usePage(awardsMessages.archive.title);
  const editions = read.status === 'ready' ? archiveEditions(read.value, awardsFileUrl) : [];
  return (
    <WinnersArchiveView
      status={read.status}
      editions={editions}
      onRetry={() => void revalidate()}
    />
  );
}
