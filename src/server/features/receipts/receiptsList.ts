/**
 * The published receipts list as one text anyone can hash: one line per counted vote,
 * `categoria<TAB>recibo`, categories in name order and receipts sorted within each, LF line ends,
 * UTF-8. Its SHA-256 is printed in the ata and on /resultados (GET /api/results/receipts.txt
 * serves the very text, so `sha256sum` checks it).
 */
import { createHash } from 'node:crypto';

import type { CategoryReceipts } from './repository';

export function receiptsText(list: CategoryReceipts[]): string {
  let text = '';
  for (const { category, receipts } of list) {
    for (const receipt of receipts) text += `${category}\t${receipt}\n`;
  }
  return text;
}

export const sha256Hex = (data: string | Uint8Array): string =>
  createHash('sha256').update(data).digest('hex');
