import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API host listens on 3000 during `npm run dev`; Vite proxies the API and the runtime config.
const apiTarget = process.env.VOTACAO_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/app-config.json': apiTarget,
      '/dev/mailbox': apiTarget,
    },
  },
});
