import { useCallback, useEffect, useState } from 'react';

import { awardsFileUrl, getAwardsArchive } from '../../../api/awards';
import { isCanceled } from '../../../api/client';
import { WinnersArchiveView } from '../../../components/views/voter/WinnersArchiveView';
import { archiveEditions, type ArchiveEdition } from '../../../domain/awards';
import { awardsMessages } from '../../../domain/awardsMessages';
import { usePage } from '../../shared/usePage';
import { useLoadedArchive } from '../awardsLoader';

/**
 * Route `/vencedores` (public, issue 41 §2): GET /awards, started by the route's loader; every
 * published edition with its winners, results, ata and receipts. 'Tentar novamente' asks again.
 */
export function WinnersArchiveContainer() {
  const loaded = useLoadedArchive();
  const [status, setStatus] = useState<'loading' | 'error' | 'ready'>('loading');
  const [editions, setEditions] = useState<ArchiveEdition[]>([]);
  const [attempt, setAttempt] = useState(0);
  usePage(awardsMessages.archive.title);

  useEffect(() => {
    const controller = new AbortController();
    const request = attempt === 0 && loaded ? loaded : getAwardsArchive(controller.signal);
    let live = true;
    request.then(
      (archive) => {
        if (!live) return;
        setEditions(archiveEditions(archive, awardsFileUrl));
        setStatus('ready');
      },
      (error: unknown) => {
        if (live && !isCanceled(error)) setStatus('error');
      },
    );
    return () => {
      live = false;
      controller.abort();
    };
  }, [attempt, loaded]);

  const retry = useCallback(() => {
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, []);

  return <WinnersArchiveView status={status} editions={editions} onRetry={retry} />;
}
