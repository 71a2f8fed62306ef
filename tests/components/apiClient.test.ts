/**
 * The API client's facade (src/api/client.ts, issue 39): axios is downloaded on the first call,
 * and until then nothing needs it. The loading overlay counts a call from the moment it is made,
 * the download included; a background re-read is never counted. Failures are read without axios.
 */
import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse } from 'axios';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { api, isApiError, isCanceled, retryAfterSeconds, statusOf } from '../../src/api/client';
import { getInFlightRequests } from '../../src/api/loading';

import { server } from './support/server';

const failure = (status: number, headers: Record<string, string> = {}) =>
  new AxiosError(`Request failed with status code ${status}`, String(status), undefined, null, {
    status,
    statusText: '',
    headers,
    config: { headers: new AxiosHeaders() },
    data: {},
  } as AxiosResponse);

describe('the API client', () => {
  it('counts a call for the overlay from the moment it is made until its answer', async () => {
    server.use(http.get('/api/ping', () => HttpResponse.json({ ok: true })));
    expect(getInFlightRequests()).toBe(0);
    const call = api.get<{ ok: boolean }>('/ping', { baseURL: '/api' });
    // Counted at once, while axios may still be on its way.
    expect(getInFlightRequests()).toBe(1);
    const answer = await call;
    expect(answer.data).toEqual({ ok: true });
    expect(getInFlightRequests()).toBe(0);
  });

  it('a background re-read is not counted; a failed call is uncounted too', async () => {
    server.use(
      http.get('/api/quiet', () => HttpResponse.json({})),
      http.post('/api/broken', () => HttpResponse.json({ message: 'x' }, { status: 503 })),
    );
    const quiet = api.get('/quiet', { baseURL: '/api', background: true });
    expect(getInFlightRequests()).toBe(0);
    await quiet;
    const broken = api.post('/broken', {}, { baseURL: '/api' });
    expect(getInFlightRequests()).toBe(1);
    const error: unknown = await broken.catch((e: unknown) => e);
    expect(statusOf(error)).toBe(503);
    expect(getInFlightRequests()).toBe(0);
  });

  it("reads axios' failures without axios: status, cancel, Retry-After", () => {
    expect(isApiError(failure(429))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(statusOf(failure(403))).toBe(403);
    expect(statusOf(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(isCanceled(new CanceledError())).toBe(true);
    expect(isCanceled(failure(500))).toBe(false);
    expect(isCanceled(undefined)).toBe(false);
    expect(retryAfterSeconds(failure(429, { 'retry-after': '240' }))).toBe(240);
    expect(retryAfterSeconds(failure(503, { 'retry-after': '240' }))).toBeUndefined();
  });
});
