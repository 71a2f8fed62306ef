/**
 * First-load JavaScript: every script a fresh Chromium downloads for a page until the network
 * is idle, each gzipped (level 9) as issue 39 measures it; and the bare React + react-router +
 * MUI page built with the app's own vite.config.ts, kept as a yardstick.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import type { Browser } from 'puppeteer-core';
import { build } from 'vite';

import { ROOT } from './processes';

export interface FirstLoad {
  /** Sum of the scripts' gzipped sizes, in bytes. */
  gzipBytes: number;
  scripts: { url: string; gzipBytes: number }[];
  /**
   * What the page prefetched for the next one (`<link rel="prefetch">`, low priority, never
   * run on this page; decision 144): listed apart, not in `gzipBytes`; sizes as sent (brotli).
   */
  prefetched: { url: string; gzipBytes: number }[];
}

export interface FirstLoadOptions {
  /** localStorage entries set on the origin before the page opens (a signed-in voter). */
  session?: Record<string, string> | null;
  /**
   * React Router's navigation state the page is opened with (`history.state.usr`): /acesso
   * opened again (a reload) keeps the CPF it was given by /login.
   */
  navigationState?: unknown;
}

export async function firstLoadJs(
  browser: Browser,
  url: string,
  options: FirstLoadOptions = {},
): Promise<FirstLoad> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const { session = null, navigationState } = options;
  const target = new URL(url);
  if (session || navigationState !== undefined) {
    // Same origin, no script: the storage and the history entry are set before the page runs.
    await page.goto(new URL('/app-config.json', url).href);
    await page.evaluate(
      (entries, state, address) => {
        for (const [key, value] of Object.entries(entries ?? {})) localStorage.setItem(key, value);
        if (state !== undefined)
          history.replaceState({ usr: state, key: 'bench', idx: 0 }, '', address);
      },
      session,
      navigationState,
      `${target.pathname}${target.search}`,
    );
  }
  const pending: Promise<{ url: string; gzipBytes: number }>[] = [];
  const prefetches: Promise<{ url: string; gzipBytes: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    // Chromium reports a `<link rel="prefetch">` as 'other'.
    const prefetched = type === 'other' && new URL(response.url()).pathname.endsWith('.js');
    if (type !== 'script' && !prefetched) return;
    if (prefetched) {
      // Chromium keeps no body of a prefetch for the page to read: the bytes on the wire
      // (brotli or gzip as the server sent them) stand in.
      const wireBytes = Number(response.headers()['content-length'] ?? 0);
      prefetches.push(Promise.resolve({ url: response.url(), gzipBytes: wireBytes }));
      return;
    }
    pending.push(
      response
        .buffer()
        .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length })),
    );
  });
  if (navigationState !== undefined) await page.reload({ waitUntil: 'networkidle0' });
  else await page.goto(url, { waitUntil: 'networkidle0' });
  const scripts = await Promise.all(pending);
  const prefetched = await Promise.all(prefetches);
  await context.close();
  return { gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0), scripts, prefetched };
}

/** Builds bench/bare with the app's vite.config.ts and serves it; returns its URL. */
export async function serveBarePage(): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'votacao-bare-'));
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    root: path.join(ROOT, 'bench', 'bare'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  const app = Fastify();
  // Compressed as the app's server sends its assets (the build writes .br and .gz beside each).
  await app.register(fastifyStatic, { root: outDir, preCompressed: true });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${url}/`,
    close: async () => {
      await app.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
