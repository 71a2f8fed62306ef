import { useCallback, useEffect, useState } from 'react';

import { isCanceled } from '../../api/client';

/** Where a page's read stands. */
export type Read<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * A page's read that 'Tentar novamente' repeats: the request the route's loader started
 * (`first`; null in a story without a loader), else `ask`, again whenever `ask` changes (keep it
 * stable) and on `retry` (loading meanwhile). An answer that comes after the page moved on is
 * dropped, and its request cancelled.
 */
export function useRead<T>(ask: (signal: AbortSignal) => Promise<T>, first: Promise<T> | null) {
  const [read, setRead] = useState<Read<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    let live = true;
    (attempt === 0 && first ? first : ask(controller.signal)).then(
      (value) => {
        if (live) setRead({ status: 'ready', value });
      },
      (error: unknown) => {
        if (live && !isCanceled(error)) setRead({ status: 'error', error });
      },
    );
    return () => {
      live = false;
      controller.abort();
    };
  }, [ask, first, attempt]);
  const retry = useCallback(() => {
    setRead({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [read, retry] as const;
}
