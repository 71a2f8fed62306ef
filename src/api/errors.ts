import axios from 'axios';

/**
 * Tries the current one-time code has left, from a validate-otp-code failure's body
 * (`ApiErrorExtras.triesLeft`), or undefined when the server did not say.
 */
export function triesLeftOf(error: unknown): number | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const body: unknown = error.response?.data;
  if (body === null || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)['triesLeft'];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** The Portuguese message of an API error body (the server's reason), when there is one. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!axios.isAxiosError(error)) return undefined;
  const message = (error.response?.data as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : undefined;
}
