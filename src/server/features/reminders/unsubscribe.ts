/**
 * One-click unsubscribe tokens (RFC 8058): `<voter id>.<HMAC-SHA256(secret, "unsubscribe:<id>")>`
 * in base64url. Only the server's secret makes one, so a voter's link cannot be turned into
 * another voter's by changing the id. They do not expire: a reminder's link keeps working.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, voterId: number) =>
  createHmac('sha256', secret).update(`unsubscribe:${voterId}`).digest();

export function unsubscribeToken(secret: string, voterId: number): string {
  return `${voterId}.${mac(secret, voterId).toString('base64url')}`;
}

/** The voter id a token was made for; null when it was not made with this secret. */
export function voterOfUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const voterId = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, voterId);
  if (given.toString('base64url') !== match[2]) return null;
  return given.length === expected.length && timingSafeEqual(given, expected) ? voterId : null;
}
