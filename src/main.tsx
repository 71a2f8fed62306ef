import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { applyRuntimeConfig, loadRuntimeConfig } from './api/runtimeConfig';
import { App } from './app/App';

async function bootstrap(): Promise<void> {
  // Offline demo: `VITE_MOCK_API=true npx vite`. A build-time constant, so without it the
  // mock worker (and msw) is left out of the bundle.
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  // One build serves every environment: the API base URL and bot-check key come from the host.
  applyRuntimeConfig(await loadRuntimeConfig());

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks <div id="root">');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void bootstrap();
