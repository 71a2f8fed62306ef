import { useEffect, useState } from 'react';

/** Where a page's read stands. */
export type Read<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * Where a request the route's loader started stands: loading until it settles, and again for the
 * next one (a revalidation: 'Tentar novamente' is `useRevalidator().revalidate`), or, with `keep`,
 * the last one's outcome until the next is in. The answer of a request the page has moved on from
 * is dropped.
 */
export function useSettled<T>(request: Promise<T>, keep = false): Read<T> {
  const [settled, setSettled] = useState<{ request: Promise<T>; read: Read<T> } | null>(null);
  useEffect(() => {
    let live = true;
    const settle = (read: Read<T>) => {
      if (live) setSettled({ request, read });
    };
    request.then(
      (value) => settle({ status: 'ready', value }),
      (error: unknown) => settle({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [request]);
  return settled && (keep || settled.request === request) ? settled.read : { status: 'loading' };
}
