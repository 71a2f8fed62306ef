import fs from 'node:fs';
import path from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

import { prerender } from './scripts/prerender';
import { precompress } from './scripts/vitePrecompress';
import { voterChunks } from './scripts/voterChunks';

// The API host listens on 3000 during `npm run dev`; Vite proxies the API and the runtime config.
const apiTarget = process.env.VOTACAO_API_URL ?? 'http://127.0.0.1:3000';

/** The web app's build; the server serves it (WEB_DIST_DIR defaults to it). */
const WEB_OUT_DIR = 'dist/web';

/**
 * The mock API's service worker (msw, public/) serves Storybook and the component tests only:
 * the app's build leaves it out, so production never serves a worker that answers API calls.
 */
function withoutMockWorker(): Plugin {
  let outDir = '';
  return {
    name: 'votacao-without-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      if (!outDir.endsWith(path.join('dist', 'web'))) return;
      for (const name of [
        'mockServiceWorker.js',
        'mockServiceWorker.js.gz',
        'mockServiceWorker.js.br',
      ]) {
        fs.rmSync(path.join(outDir, name), { force: true });
      }
    },
  };
}

export default defineConfig(() => ({
  plugins: [
    react(),
    withoutMockWorker(),
    voterChunks(),
    precompress(),
    prerender({ appOutDir: WEB_OUT_DIR }),
  ],
  build: {
    outDir: WEB_OUT_DIR,
    emptyOutDir: true,
    // No source maps in what the server serves (the full sources would be public);
    // VITE_SOURCEMAP=true builds them for a debugging session.
    sourcemap: process.env.VITE_SOURCEMAP === 'true',
    chunkSizeWarningLimit: 400,
    // Read by the prerender (each page's modulepreload links), then removed from the output.
    manifest: true,
    // SVGs stay files (not data URLs inside the JavaScript): index.html preloads the landing's,
    // and the first-load script stays as small as it can be.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/app-config.json': apiTarget,
      '/dev/mailbox': apiTarget,
    },
  },
}));
