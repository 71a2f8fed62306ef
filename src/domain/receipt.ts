/**
 * Receipt codes (issue 26): 12 symbols of Crockford's base-32 alphabet (no I, L, O or U, so
 * nothing reads as another letter), 60 random bits, shown in groups of four: `K7QF-M2XD-9TZA`.
 * A receipt names its category, never the company (it must not prove a choice to a vote buyer).
 */
export const RECEIPT_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECEIPT_SYMBOLS = 12;
/** Bits of randomness in a code: 12 symbols × 5 bits. */
export const RECEIPT_BITS = RECEIPT_SYMBOLS * 5;

/** A new code from the platform's cryptographic random source (Web Crypto, Node and browsers). */
export function newReceiptCode(): string {
  const bytes = new Uint8Array(RECEIPT_SYMBOLS);
  globalThis.crypto.getRandomValues(bytes);
  let code = '';
  // 256 is a multiple of 32: each byte's low five bits are uniform.
  for (const byte of bytes) code += RECEIPT_ALPHABET[byte & 31];
  return formatReceipt(code);
}

/** `K7QFM2XD9TZA` → `K7QF-M2XD-9TZA`. */
export function formatReceipt(symbols: string): string {
  return symbols.match(/.{1,4}/g)?.join('-') ?? symbols;
}

/**
 * What a person typed, as the stored form: upper case, spaces and hyphens ignored, and the
 * letters Crockford reads as digits (O → 0, I and L → 1). Null when it cannot be a receipt.
 */
export function normaliseReceipt(typed: string): string | null {
  const symbols = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (symbols.length !== RECEIPT_SYMBOLS) return null;
  for (const c of symbols) if (!RECEIPT_ALPHABET.includes(c)) return null;
  return formatReceipt(symbols);
}
