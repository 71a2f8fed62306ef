import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';

import { requestFinished, requestStarted } from './loading';
import { loadOnce } from './loadOnce';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A re-read the voter did not ask for (the election every minute): not counted by the loading
     * overlay, which would otherwise cover the page each time. Every call the specification lists
     * still shows it.
     */
    background?: boolean;
  }
}

/**
 * The axios instance (http.ts), downloaded on the first call (issue 39: axios is 21 kB of a first
 * load that does not need it until the voter presses ENTRAR). A failed download (offline) is
 * tried again by the next call.
 */
export const loadHttp = loadOnce(() => import('./http').then((module) => module.http));

type Method = 'get' | 'delete' | 'post' | 'put' | 'patch';

/**
 * One of axios' methods, run once axios is there. The request counts for the loading overlay
 * from the call on (the download of axios included) until its answer, unless `background`.
 */
function method<M extends Method>(name: M): AxiosInstance[M] {
  const call = async (...args: unknown[]) => {
    // The config is the second argument of get/delete, the third of post/put/patch.
    const config = args[name === 'get' || name === 'delete' ? 1 : 2] as
      AxiosRequestConfig | undefined;
    const counted = config?.background !== true;
    if (counted) requestStarted();
    try {
      const http = await loadHttp();
      return await (http[name] as (...a: unknown[]) => Promise<unknown>)(...args);
    } finally {
      if (counted) requestFinished();
    }
  };
  return call as AxiosInstance[M];
}

/**
 * The web app's API client (spec section 7), with axios' own signatures: `api.get`, `api.post`…
 * See http.ts for what every call carries.
 */
export const api = {
  get: method('get'),
  delete: method('delete'),
  post: method('post'),
  put: method('put'),
  patch: method('patch'),
};

/**
 * Whether a failure is an axios error (axios' own test, written here so that reading a failure
 * does not need axios downloaded).
 */
export function isApiError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** HTTP status of a failed call, or undefined for network errors and non-HTTP failures. */
export function statusOf(error: unknown): number | undefined {
  return isApiError(error) ? error.response?.status : undefined;
}

/** True when the call was aborted (a screen unmounted before its answer arrived): axios' test. */
export function isCanceled(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { __CANCEL__?: unknown }).__CANCEL__ === true
  );
}

/**
 * A request a route's loader hands its page unawaited: the page handles a failure; this only keeps
 * a page that never mounts from leaving an unhandled rejection behind.
 */
export function quiet<T>(request: Promise<T>): Promise<T> {
  request.catch(() => undefined);
  return request;
}

/** Seconds from a 429's `Retry-After` header (delta-seconds or an HTTP date), if any. */
export function retryAfterSeconds(error: unknown, nowMs: number = Date.now()): number | undefined {
  if (!isApiError(error) || error.response?.status !== 429) return undefined;
  const raw: unknown = error.response.headers['retry-after'];
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const text = String(raw).trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - nowMs) / 1000));
}
