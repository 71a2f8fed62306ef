/**
 * The entry. Evaluating the app's modules all at once was one task of 260-390 ms on a phone-like
 * CPU (4x slowdown): here they are evaluated a chunk or a stage at a time, a task each, with the
 * browser free in between (decision 145). Evaluating only runs a module; src/app/start.tsx then
 * finds them evaluated.
 */
import { loadRuntimeConfig } from './api/runtimeConfig';
import { evaluateInTurn } from './app/evaluateInTurn';
import { nextTask } from './app/nextTask';
import { preloadedModules } from './app/prerenderedPage';
// The fonts' stylesheet: the shell links it, the prerendered pages have it inline.
import './theme/fonts';

async function bootstrap(): Promise<void> {
  // Offline demo: `VITE_MOCK_API=true npx vite`. A build-time constant, so without it the
  // mock worker (and msw) is left out of the bundle.
  if (import.meta.env.VITE_MOCK_API === 'true') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  // One build serves every environment: the API base URL and bot-check key come from the host.
  const config = loadRuntimeConfig();
  // On a prerendered page the starter listed every file the start-up needs, dependencies first:
  // one chunk per task. The stages below then find their modules evaluated; on the empty shell
  // they are the split.
  await evaluateInTurn(preloadedModules(), (file) => import(/* @vite-ignore */ file));
  await import('react-dom/client');
  await nextTask();
  await import('./app/App');
  await nextTask();
  const { startApp } = await import('./app/start');
  await startApp(config);
}

void bootstrap();
