import { awardsFileUrl, getAwardsArchive } from '../../../api/awards';
import { WinnersArchiveView } from '../../../components/views/voter/WinnersArchiveView';
import { archiveEditions } from '../../../domain/awards';
import { awardsMessages } from '../../../domain/awardsMessages';
import { usePage } from '../../shared/usePage';
import { useRead } from '../../shared/useRead';
import { useLoadedArchive } from '../awardsLoader';

/**
 * Route `/vencedores` (public, issue 41 §2): GET /awards, started by the route's loader; every
 * published edition with its winners, results, ata and receipts. 'Tentar novamente' asks again.
 */
export function WinnersArchiveContainer() {
  const [read, retry] = useRead(getAwardsArchive, useLoadedArchive());
  usePage(awardsMessages.archive.title);
  const editions = read.status === 'ready' ? archiveEditions(read.value, awardsFileUrl) : [];
  return <WinnersArchiveView status={read.status} editions={editions} onRetry={retry} />;
}
