import { isApiError } from './client';

/** A failed call's answer as a record: {} when it sent none, or not an object. */
export function answerOf(error: unknown): Record<string, unknown> {
  const data: unknown = (error as { response?: { data?: unknown } } | null)?.response?.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/**
 * Tries the current one-time code has left, from a validate-otp-code failure's body
 * (`ApiErrorExtras.triesLeft`), or undefined when the server did not say.
 */
export function triesLeftOf(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined;
  const value = answerOf(error).triesLeft;
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
  const message = answerOf(error).message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : undefined;
}
