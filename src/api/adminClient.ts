import axios, { type AxiosError } from 'axios';

import { clearAdminSession, getAdminToken } from './adminSession';
import { answerOf } from './errors';
import { getRuntimeConfig } from './runtimeConfig';

/**
 * The console's own axios instance: `Authorization: Bearer {adminToken}` (never the voter's
 * token), and a 401 clears the operator's session only. Its calls are not counted by the voters'
 * loading overlay: the console shows its own progress and refreshes the Painel in the background.
 */
export const adminApi = axios.create({
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  timeout: 30_000,
});

adminApi.interceptors.request.use((config) => {
  config.baseURL ??= getRuntimeConfig().apiBaseUrl;
  const token = getAdminToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

adminApi.interceptors.response.use(
  (response) => response,
  (error: AxiosError) => {
    // 401: the token is gone, expired or forged. (A voter's token gets 403 and never lands here:
    // the route guard only accepts tokens whose payload says role "operator".)
    const status = error.response?.status;
    if (status === 401) clearAdminSession();
    return Promise.reject(error);
  },
);

/** A 422 answer's "linha N: motivo" list (an import's file), if the error is one. */
export function apiLinesOf(error: unknown): string[] | undefined {
  const errors = axios.isAxiosError(error) ? answerOf(error).errors : undefined;
  return Array.isArray(errors)
    ? errors.filter((e): e is string => typeof e === 'string')
    : undefined;
}

/** The API's Portuguese `{message}` of a failed call, if it sent one. */
export function apiMessageOf(error: unknown): string | undefined {
  const message = axios.isAxiosError(error) ? answerOf(error).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
