import axios from 'axios';

import { getRuntimeConfig } from './runtimeConfig';
import { clearSession, getToken } from './session';

/**
 * The one axios instance of the web app (spec section 7): JSON, `Authorization: Bearer {token}`
 * when a token exists, and no time-out (axios' default of 0 means none). The base URL comes from
 * the runtime config (/app-config.json) at request time. Loaded on the first call (client.ts):
 * no page downloads axios before it asks the API something (issue 39).
 */
export const http = axios.create({
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  timeout: 0,
});

http.interceptors.request.use((config) => {
  config.baseURL ??= getRuntimeConfig().apiBaseUrl;
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    // Spec section 4: any 401 clears the stored token and user; RequireAuth then sends to /login.
    if (axios.isAxiosError(error) && error.response?.status === 401) clearSession();
    return Promise.reject(error);
  },
);
