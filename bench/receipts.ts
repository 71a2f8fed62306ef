/**
 * npm run bench:receipts: the published receipts list answered per call (its text and SHA-256
 * made again each time, as before issue 37) against made once per publication
 * (src/server/features/receipts/receiptsFile.ts), in the same run, on RECEIPTS_BENCH_COUNT receipts
 * (480,000 by default, the figure) in 12 categories. Prints the time and the heap
 * allocated per call of each, and their ratio.
 */
import { performance } from 'node:perf_hooks';

import { receiptsFileOf } from '../src/server/features/receipts/receiptsFile';
import { receiptsText, sha256Hex } from '../src/server/features/receipts/receiptsList';
import type { CategoryReceipts } from '../src/server/features/receipts/repository';

const COUNT = Number(process.env.RECEIPTS_BENCH_COUNT ?? 480_000);
const ROUNDS = 8;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
let seed = 7;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const receipt = () =>
  Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => ALPHABET[Math.floor(random() * 32)]).join(''),
  ).join('-');

const list: CategoryReceipts[] = Array.from({ length: 12 }, (_, c) => ({
  category: `Categoria ${c + 1}`,
  receipts: Array.from({ length: COUNT / 12 }, receipt).sort(),
}));

function measure(name: string, call: () => unknown): { ms: number; mb: number } {
  call(); // warm up
  global.gc?.();
  const heap = process.memoryUsage().heapUsed;
  const started = performance.now();
  let peak = heap;
  for (let i = 0; i < ROUNDS; i++) {
    call();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  const ms = (performance.now() - started) / ROUNDS;
  const mb = (peak - heap) / 2 ** 20;
  console.log(
    `${name.padEnd(28)} ${ms.toFixed(2).padStart(9)} ms/call   heap +${mb.toFixed(1)} MB`,
  );
  return { ms, mb };
}

console.log(
  `${COUNT.toLocaleString('en')} receipts, ${ROUNDS} calls each, Node ${process.version}`,
);
const live = measure('per call (before)', () => {
  const text = receiptsText(list);
  return sha256Hex(text);
});
const kept = measure('made once (receiptsFile)', () => receiptsFileOf(list, true).text.length);
console.log(`ratio: made once takes ${((kept.ms / live.ms) * 100).toFixed(3)} % of per call`);
