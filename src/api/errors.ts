import { isApiError } from './client';

/**
 * Tries the current one-time code has left, from a validate-otp-code failure's body
 * (`ApiErrorExtras.triesLeft`), or undefined when the server did not say.
 */
export function triesLeftOf(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined;
  const body: unknown = error.response?.data;
  if (body === null || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)['triesLeft'];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * The server's own reason for refusing a call it understood (a 4xx answer's Portuguese `message`,
 * e.g. 'Muitas consultas de CPF deste endereço. Tente novamente em 4 minutos.'), or undefined
 * for other failures (no answer, a 5xx, a body without a message).
 */
export function refusalReasonOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const status = error.response?.status;
  if (status === undefined || status < 400 || status >= 500) return undefined;
  const body: unknown = error.response?.data;
  if (body === null || typeof body !== 'object') return undefined;
  const message = (body as Record<string, unknown>)['message'];
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : undefined;
}
