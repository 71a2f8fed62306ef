import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';

import type { ApiErrorBody, ApiErrorExtras } from '../domain/types';

/** The answers every handler module writes. */
export const json = <T extends JsonBodyType>(body: T, status = 200) =>
  HttpResponse.json<T>(body, { status });
export const noContent = (status = 204) => new HttpResponse(null, { status });
/** An error answer as the API writes it: `{ message, ...extras }`, with headers if any. */
export const failure = (
  status: number,
  message: string,
  headers?: Record<string, string>,
  extras?: ApiErrorExtras & Pick<ApiErrorBody, 'errors'>,
): Response =>
  HttpResponse.json<ApiErrorBody & ApiErrorExtras>(
    { message, ...extras },
    { status, ...(headers ? { headers } : {}) },
  );
export const serverError = () => failure(500, 'Erro interno.');
/** A file as the API sends it: its type and, for a download, its name. */
export const attachment = (body: string, type: string, fileName?: string) =>
  new HttpResponse(body, {
    headers: {
      'Content-Type': type,
      ...(fileName ? { 'Content-Disposition': `attachment; filename="${fileName}"` } : {}),
    },
  });

/**
 * A call held open until `release()`: the loading state in stories. Releasing (in the story's
 * cleanup) matters: a request left hanging would keep the app-wide in-flight count above zero
 * and the overlay open in the next story.
 */
export function createHeldHandler(
  route: string,
  method: 'get' | 'post' = 'post',
): { handler: HttpHandler; release: () => void } {
  const waiting = new Set<() => void>();
  const handler = http[method](route, async () => {
    await new Promise<void>((resolve) => waiting.add(resolve));
    return failure(503, 'Released by the story cleanup.');
  });
  const release = () => {
    for (const resolve of waiting) resolve();
    waiting.clear();
  };
  return { handler, release };
}
