import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { prerender } from './scripts/prerender';
import { precompress } from './scripts/vitePrecompress';

// The API host listens on 3000 during `npm run dev`; Vite proxies the API and the runtime config.
const apiTarget = process.env.VOTACAO_API_URL ?? 'http://127.0.0.1:3000';

/** The web app's build; the server serves it (WEB_DIST_DIR defaults to it). */
const WEB_OUT_DIR = 'dist/web';

export default defineConfig(() => ({
  plugins: [react(), precompress(), prerender({ appOutDir: WEB_OUT_DIR })],
  build: {
    outDir: WEB_OUT_DIR,
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
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
