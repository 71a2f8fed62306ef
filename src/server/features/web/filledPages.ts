/**
 * Prerendered pages with holes the host fills (decision 276): the landing's file for the vote's
 * state with the award's name and period (decision 144, issue 27), /empresas?categoria=ID with the
 * category's name (decision 271). All of it is in the first paint, with no request from the page.
 * A filled page is compressed once and kept until the build or the values change: compressing on
 * each request answered 6× fewer requests a second (the A/B in decision 276).
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { fillTemplate, type TrustedHtml } from '../../../domain/html';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

export type FilledPage = Record<ContentEncoding, Buffer>;

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** One page per file and values; category renames could pile up over a long run: start again. */
const MAX_KEPT = 1000;

/** `filledPage(file, values)`: `pages/<file>.html` filled, or null when the build has no such file. */
export function filledPages(webDistDir: string) {
  const kept = new Map<string, FilledPage>();

  return function filledPage(
    file: string,
    values: Readonly<Record<string, string | TrustedHtml>>,
  ): FilledPage | null {
    const template = path.join(webDistDir, 'pages', `${file}.html`);
    const modified = fs.statSync(template, { throwIfNoEntry: false })?.mtimeMs;
    if (modified === undefined) return null;
    const key = JSON.stringify([file, modified, values]);
    const cached = kept.get(key);
    if (cached) return cached;
    const html = fillTemplate(fs.readFileSync(template, 'utf8'), values);
    const page: FilledPage = {
      identity: Buffer.from(html),
      gzip: gzipSync(html, { level: 9 }),
      br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    };
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, page);
    return page;
  };
}
