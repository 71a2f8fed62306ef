/**
 * The landing with the award line written in (decision 144). The landing is prerendered HTML
 * that runs no app, so the host writes the award's name and voting period into one of the
 * build's variants (LANDING_AWARD_VARIANTS) before sending it: the line is in the first paint,
 * with no request from the page and no shift when it arrives. The filled page is compressed once
 * and kept until the award, the window or the build changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import { fillLandingAward, landingAwardFile, type AwardSummary } from '../domain/landingAward';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

export interface FilledPage {
  br: Buffer;
  gzip: Buffer;
  identity: Buffer;
}

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

/**
 * Returns the filled landing for an award, or null when there is no award line to write or the
 * build has no such variant (an older build): the plain landing is sent then.
 */
export function landingAwardPages(webDistDir: string) {
  let kept: { key: string; page: FilledPage } | null = null;

  return function filledLanding(award: AwardSummary | null): FilledPage | null {
    const variant = award && landingAwardFile(award);
    if (!award || !variant) return null;
    const file = path.join(webDistDir, 'pages', `${variant}.html`);
    let modified: number;
    try {
      modified = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const key = JSON.stringify([file, modified, award.name, award.period]);
    if (kept?.key === key) return kept.page;
    const html = fillLandingAward(fs.readFileSync(file, 'utf8'), award);
    const page: FilledPage = {
      identity: Buffer.from(html),
      gzip: gzipSync(html, { level: 9 }),
      br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    };
    kept = { key, page };
    return page;
  };
}
