/**
 * The published receipts list, made once per publication and process (issue 37, section 4).
 * After publication at 480,000 votes one GET /results/receipts took 4.3 s and 8.2 MB, the text
 * 2.6 s and 14 MB, each computed again on every call; eight in parallel doubled the process's
 * memory and made a bystander wait 20 s. The list is frozen at publication (decision 221), so
 * its text, digest and gzip copy are made on the first call and kept with the stored receipts
 * (a WeakMap: a newer publication's list replaces the old one, which is then collected); the
 * JSON answers a page of it at a time.
 */
import { gzipSync } from 'node:zlib';

import { receiptsText, sha256Hex } from './receiptsList';
import type { CategoryReceipts } from './repository';

/** Receipts per page of GET /results/receipts. */
export const RECEIPTS_PAGE_SIZE = 1000;

export interface ReceiptsFile {
  /** The list as one text (receiptsList.ts), UTF-8. */
  text: Buffer;
  sha256: string;
  /** A strong validator: the text's digest, which the ata and /resultados also print. */
  etag: string;
  total: number;
  categories: { category: string; count: number }[];
  /** The text gzipped (made on the first request that accepts it). */
  gzip(): Buffer;
  /** The receipts of page `page` (1-based), grouped by category, in the text's order. */
  page(page: number): { category: string; count: number; receipts: string[] }[];
}

const made = new WeakMap<CategoryReceipts[], ReceiptsFile>();

function make(list: CategoryReceipts[]): ReceiptsFile {
  const text = Buffer.from(receiptsText(list), 'utf8');
  const sha256 = sha256Hex(text);
  let gzipped: Buffer | null = null;
  const total = list.reduce((n, c) => n + c.receipts.length, 0);
  return {
    text,
    sha256,
    etag: `"${sha256}"`,
    total,
    categories: list.map((c) => ({ category: c.category, count: c.receipts.length })),
    gzip: () => (gzipped ??= gzipSync(text, { level: 6 })),
    page(page) {
      const start = (page - 1) * RECEIPTS_PAGE_SIZE;
      const end = start + RECEIPTS_PAGE_SIZE;
      const last = end >= total;
      const out: { category: string; count: number; receipts: string[] }[] = [];
      let offset = 0;
      for (const { category, receipts } of list) {
        const from = Math.max(start, offset);
        const to = Math.min(end, offset + receipts.length);
        // A category without receipts is listed on the page where it falls (the last page for
        // those after every receipt), so every category appears on exactly one page.
        const empty = receipts.length === 0 && offset >= start && (offset < end || last);
        if (from < to || empty) {
          out.push({
            category,
            count: receipts.length,
            receipts: receipts.slice(from - offset, to - offset),
          });
        }
        offset += receipts.length;
        if (offset > end || (offset === end && !last)) break;
      }
      return out;
    },
  };
}

/** The list's file, made on the first call for this (stored, never changing) list. */
export function receiptsFileOf(list: CategoryReceipts[], frozen: boolean): ReceiptsFile {
  // A list computed live (a publication from before issue 36) is a new array on every call:
  // nothing to keep.
  if (!frozen) return make(list);
  let file = made.get(list);
  if (!file) {
    file = make(list);
    made.set(list, file);
  }
  return file;
}
