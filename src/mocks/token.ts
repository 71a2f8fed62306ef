import type { TokenPayload } from '../domain/types';

import { DEMO_TOKEN_PAYLOAD } from './fixtures';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * A JWT-looking token (header.payload.signature) for mocks and tests. The signature is fake:
 * the browser never verifies tokens, only the API does.
 */
export function makeFakeToken(
  payload: Partial<TokenPayload> | Record<string, unknown> = {},
): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64Url(JSON.stringify({ ...DEMO_TOKEN_PAYLOAD, ...payload }));
  return `${header}.${body}.ZmFrZS1zaWduYXR1cmU`;
}

/** The demo voter's token: valid until 2100. */
export const DEMO_TOKEN = makeFakeToken();
