/**
 * The landing with the award line written in (decision 144) and the vote's state shown
 * (issue 27). The landing is prerendered HTML that runs no app, so the host picks the build's
 * variant for the award's state (LANDING_AWARD_VARIANTS: closed, published) and writes the
 * award's name and voting period into it before sending it: all of it is in the first paint,
 * with no request from the page and no shift when it arrives. The filled page is compressed once
 * and kept until the award, the window, the state or the build changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

import {
  CATEGORY_PAGE_FILE,
  fillCategoryPage,
  type SentCategory,
} from '../../../domain/categoryPage';
import {
  fillLandingAward,
  landingAwardFiles,
  type LandingState,
} from '../../../domain/landingAward';

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
 * Returns the filled landing for the award's state, or null for the plain landing: no award line
 * and voting not closed, or a build with no such variant (an older build). A build without the
 * closed and published variants still gets the award line.
 */
export function landingAwardPages(webDistDir: string) {
  let kept: { key: string; page: FilledPage } | null = null;

  return function filledLanding(state: LandingState): FilledPage | null {
    let file: string | null = null;
    let modified = 0;
    for (const variant of landingAwardFiles(state)) {
      const candidate = path.join(webDistDir, 'pages', `${variant}.html`);
      try {
        modified = fs.statSync(candidate).mtimeMs;
        file = candidate;
        break;
      } catch {
        // An older build: try the next best variant.
      }
    }
    if (!file) return null;
    const { award } = state;
    const key = JSON.stringify([file, modified, award?.name, award?.period]);
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

/**
 * /empresas?categoria=ID with the category's name written in (decision 271): the build's category
 * variant (`pages/empresas.category.html`) filled by `fillCategoryPage`, compressed once per
 * category and kept until the build or the name changes. null: a build without the variant.
 */
const MAX_CATEGORY_PAGES = 1000;

export function categoryPages(webDistDir: string) {
  const file = path.join(webDistDir, 'pages', `${CATEGORY_PAGE_FILE}.html`);
  let kept: { modified: number; pages: Map<string, FilledPage> } | null = null;

  return function filledCategoryPage(category: SentCategory): FilledPage | null {
    let modified: number;
    try {
      modified = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (kept?.modified !== modified) kept = { modified, pages: new Map() };
    const key = JSON.stringify([category.id, category.name]);
    const cached = kept.pages.get(key);
    if (cached) return cached;
    const html = fillCategoryPage(fs.readFileSync(file, 'utf8'), category);
    const page: FilledPage = {
      identity: Buffer.from(html),
      gzip: gzipSync(html, { level: 9 }),
      br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    };
    // One entry per category and name; renames could pile up over a long run: start again.
    if (kept.pages.size >= MAX_CATEGORY_PAGES) kept.pages.clear();
    kept.pages.set(key, page);
    return page;
  };
}
