/**
 * Receipt codes (issue 26): 12 symbols of Crockford's base-32 alphabet in groups of four, 60
 * random bits. Every symbol must be as likely at every position: a code built from a digit that
 * is not random (a UUID's version digit, say) would show as a position with too few symbols.
 */
import { describe, expect, it } from 'vitest';

import {
  formatReceipt,
  newReceiptCode,
  normaliseReceipt,
  RECEIPT_ALPHABET,
  RECEIPT_SYMBOLS,
} from '../../../src/domain/receipt';

const CODES = 20_000;

describe('newReceiptCode', () => {
  const codes = Array.from({ length: CODES }, () => newReceiptCode());

  it('writes 12 symbols of the alphabet in groups of four', () => {
    const symbol = `[${RECEIPT_ALPHABET}]`;
    const shape = new RegExp(`^${symbol}{4}-${symbol}{4}-${symbol}{4}$`);
    for (const code of codes) expect(code).toMatch(shape);
  });

  it('uses every symbol about equally at every position', () => {
    // 625 expected per symbol and position; ± 250 is ten standard deviations.
    const expected = CODES / RECEIPT_ALPHABET.length;
    for (let position = 0; position < RECEIPT_SYMBOLS; position++) {
      const counts = new Map<string, number>();
      for (const code of codes) {
        const c = code.replaceAll('-', '')[position]!;
        counts.set(c, (counts.get(c) ?? 0) + 1);
      }
      expect(counts.size, `position ${position}`).toBe(RECEIPT_ALPHABET.length);
      for (const [c, n] of counts) {
        expect(Math.abs(n - expected), `'${c}' at position ${position}: ${n}`).toBeLessThan(250);
      }
    }
  });

  it('does not repeat itself, and reads back as stored', () => {
    expect(new Set(codes).size).toBe(CODES);
    const code = codes[0]!;
    expect(normaliseReceipt(code.toLowerCase().replaceAll('-', ' '))).toBe(code);
    expect(formatReceipt(code.replaceAll('-', ''))).toBe(code);
  });
});
