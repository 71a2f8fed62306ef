import axios, { type AxiosError, type InternalAxiosRequestConfig } from 'axios';

import { requestFinished, requestStarted } from './loading';
import { getRuntimeConfig } from './runtimeConfig';
import { clearSession, getToken } from './session';

/**
 * The one axios instance of the web app (spec section 7): JSON, `Authorization: Bearer {token}`
 * when a token exists, and no time-out (axios' default of 0 means none). The base URL comes
 * from the runtime config (/app-config.json) at request time, so this module (and axios) can
 * stay out of the first-load bundle.
 */
export const api = axios.create({
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  timeout: 0,
});

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

// Requests counted by the loading overlay; a set so a request is never uncounted twice.
const counted = new WeakSet<InternalAxiosRequestConfig>();

function finish(config: InternalAxiosRequestConfig | undefined): void {
  if (config && counted.has(config)) {
    counted.delete(config);
    requestFinished();
  }
}

api.interceptors.request.use((config) => {
  if (!config.background) {
    counted.add(config);
    requestStarted();
  }
  config.baseURL ??= getRuntimeConfig().apiBaseUrl;
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

api.interceptors.response.use(
  (response) => {
    finish(response.config);
    return response;
  },
  (error: AxiosError) => {
    finish(error.config);
    // Spec section 4: any 401 clears the stored token and user; RequireAuth then sends to /login.
    if (error.response?.status === 401) clearSession();
    return Promise.reject(error);
  },
);

/** HTTP status of a failed call, or undefined for network errors and non-HTTP failures. */
export function statusOf(error: unknown): number | undefined {
  return axios.isAxiosError(error) ? error.response?.status : undefined;
}

/** True when the call was aborted (a screen unmounted before its answer arrived). */
export function isCanceled(error: unknown): boolean {
  return axios.isCancel(error);
}

/** Seconds from a 429's `Retry-After` header (delta-seconds or an HTTP date), if any. */
export function retryAfterSeconds(error: unknown, nowMs: number = Date.now()): number | undefined {
  if (!axios.isAxiosError(error) || error.response?.status !== 429) return undefined;
  const raw: unknown = error.response.headers['retry-after'];
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const text = String(raw).trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - nowMs) / 1000));
}
