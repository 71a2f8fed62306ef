/**
 * Security headers (CSP, HSTS, X-Frame-Options…), decided by Helmet once at boot and then copied
 * onto every reply. @fastify/helmet builds a new Helmet middleware and re-parses the policy on
 * every request; our policy never varies per request (no nonces), so the result is the same
 * each time and computing it once takes that work off the hot path (decision 129).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import helmet, { type HelmetOptions } from 'helmet';

/** The header names and values Helmet sets with these options (lower-case names). */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error ?? null;
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}
