/**
 * HS256 JWT verification with node:crypto, synchronously. jose 6 verifies through WebCrypto,
 * whose every call crosses to the thread pool and back: on the voting hot path that was the
 * largest single cost in the profile (docs/performance.md, decision 123). Same rules as jose's
 * jwtVerify with algorithms ['HS256'] and requiredClaims ['exp']: strict base64url, alg HS256
 * only, no `crit`, a JSON object payload, a numeric exp in the future, nbf and iat numeric when
 * present, nbf not in the future. Signing stays with jose.
 */
import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const HS256_SIGNATURE_LENGTH = 43;

function decodeJson(part: string): unknown {
  if (!BASE64URL.test(part)) return null;
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The payload of a well-formed, correctly signed, unexpired HS256 token; null otherwise. */
export function verifyHs256(
  token: string,
  key: KeyObject,
  nowMs: number,
): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (signature.length !== HS256_SIGNATURE_LENGTH || !BASE64URL.test(signature)) return null;
  try {
    const protectedHeader = decodeJson(header);
    if (!isObject(protectedHeader) || protectedHeader.alg !== 'HS256') return null;
    if ('crit' in protectedHeader || 'b64' in protectedHeader) return null;

    const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    // Only the canonical encoding of the signature is accepted.
    if (given.length !== expected.length || given.toString('base64url') !== signature) return null;
    if (!timingSafeEqual(given, expected)) return null;

    const claims = decodeJson(payload);
    if (!isObject(claims)) return null;
    const now = Math.floor(nowMs / 1000);
    const { exp, nbf, iat } = claims;
    if (typeof exp !== 'number' || exp <= now) return null;
    if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null;
    if (iat !== undefined && typeof iat !== 'number') return null;
    return claims;
  } catch {
    return null;
  }
}
