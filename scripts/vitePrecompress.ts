/**
 * Vite plugin: after the build, writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy
 * of every text asset worth compressing, so the server sends them as they are (@fastify/static
 * `preCompressed`) instead of compressing on each request or not at all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

/** Text formats; fonts (woff2 is already compressed) and images other than SVG are left alone. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the header and the extra file cost more than they save. */
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Writes `file.br` and `file.gz` beside `file` when it is large enough and they are smaller. */
export function writeCompressedCopies(file: string): void {
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) return;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: 9 });
  if (brotli.length < content.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) fs.writeFileSync(`${file}.gz`, gzip);
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'votacao:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (COMPRESSIBLE.test(file)) writeCompressedCopies(file);
      }
    },
  };
}
