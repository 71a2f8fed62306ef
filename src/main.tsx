/**
 * The browser's entry (decision 160). On a page the build prerendered, the matched routes' code
 * is loaded first and the app hydrates the markup inside a transition (React yields between
 * slices, so a slow phone keeps answering); on the empty shell it renders from scratch.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';

import { applyRuntimeConfig, loadRuntimeConfig } from './api/runtimeConfig';
import { App } from './app/App';
import { expectHydration } from './app/appStarted';
import { appRoutes, loadMatchedRoutes } from './app/routes';
import { SentCategoryContext } from './containers/voter/CompaniesContainer/sentCategory';
import { PAGE_DATA_ID, readSentCategory } from './domain/categoryPage';

async function bootstrap(): Promise<void> {
  // Offline demo: `VITE_MOCK_API=true npx vite`. A build-time constant, so without it the
  // mock worker (and msw) is left out of the bundle.
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks <div id="root">');
  const prerendered = container.hasChildNodes();
  // One build serves every environment: the API base URL and bot-check key come from the host.
  const config = loadRuntimeConfig();
  if (prerendered) {
    expectHydration();
    await loadMatchedRoutes(appRoutes, window.location.pathname);
  }
  applyRuntimeConfig(await config);

  // The category /empresas?categoria=ID was sent with: the host wrote its name into the page.
  const sentCategory = readSentCategory(document.getElementById(PAGE_DATA_ID)?.textContent);
  const app = (
    <StrictMode>
      <SentCategoryContext.Provider value={sentCategory}>
        <App router={createBrowserRouter(appRoutes)} />
      </SentCategoryContext.Provider>
    </StrictMode>
  );
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void bootstrap();
