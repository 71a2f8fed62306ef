import { setupWorker } from 'msw/browser';

import { createDemoHandlers } from './handlers';

/**
 * Offline demo: a service worker answers the API with the shared mock handlers, so the web app
 * runs without the server (`VITE_MOCK_API=true npx vite`). Loaded only through a dynamic import
 * in main.tsx, so it never reaches the production bundle.
 */
export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...createDemoHandlers());
  await worker.start({
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  console.info('Mock API active: every call is answered by src/mocks/handlers.ts.');
}
