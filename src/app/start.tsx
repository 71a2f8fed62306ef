import { startTransition, StrictMode, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';

import { applyRuntimeConfig } from '../api/runtimeConfig';
import type { RuntimeConfig } from '../domain/types';

import { App } from './App';
import { browserFontPage, rememberLoadedFonts } from './fontMemory';
import { HandOverContext } from './handOver';
import { nextTask } from './nextTask';
import {
  captureInput,
  isPrerenderedFor,
  PRERENDERED_ATTRIBUTE,
  findActions,
  replay,
  restoreInput,
} from './prerenderedPage';
import { appRoutesWith, loadPage, prerenderedPageAt, type PrerenderedPage } from './routes';

/** Runs once the app's first render is on screen (its effects run after the whole tree's). */
function AfterFirstRender({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * The page the server prerendered for this address, loaded before the first render so that
 * render shows it at once (decision 139); null when the HTML is the empty shell.
 */
async function prerenderedPage(
  container: HTMLElement,
  page: PrerenderedPage | null,
): Promise<ComponentType | null> {
  if (!page || !isPrerenderedFor(container, window.location.pathname)) return null;
  try {
    return await loadPage(page.key);
  } catch {
    return null; // the router loads it again and shows its error screen if it still fails
  }
}

/**
 * On a page started from the empty shell, Roboto is remembered once all of it has loaded, while
 * the browser is idle (src/app/fontMemory.ts, decision 147).
 */
function rememberFontsWhenIdle(): void {
  const run = () => {
    try {
      void rememberLoadedFonts(browserFontPage());
    } catch {
      // Storage blocked: nothing to remember it in.
    }
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 5000 });
  } else {
    setTimeout(run, 1000);
  }
}

/**
 * Starts the app on the page the browser opened: `config` is /app-config.json being read, begun
 * by the entry (src/main.tsx) before it loaded this module.
 */
export async function startApp(config: Promise<RuntimeConfig>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks <div id="root">');

  const prerendered = prerenderedPageAt(window.location.pathname);
  const [settings, page] = await Promise.all([config, prerenderedPage(container, prerendered)]);
  // One build serves every environment: the API base URL and bot-check key come from the host.
  applyRuntimeConfig(settings);
  // The page's modules were evaluated in the task that loaded them: React's first render starts
  // in a task of its own.
  await nextTask();

  const router =
    page && prerendered ? createBrowserRouter(appRoutesWith(prerendered.key, page)) : undefined;
  // On a prerendered page the app renders into a hidden element beside the HTML, which stays on
  // screen and usable until the app's first render is complete; then the two trade places and
  // what the voter did on the HTML meanwhile is carried over (src/app/prerenderedPage.ts).
  const target = router ? document.createElement('div') : container;
  let handedOver = router === undefined;
  if (router) {
    target.hidden = true;
    container.after(target);
  }
  const handOver = () => {
    if (handedOver) return;
    handedOver = true;
    const done = captureInput(container);
    // The starter script stops holding taps back; tests wait for the mark to go.
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    container.replaceWith(target);
    target.id = 'root';
    target.hidden = false;
    restoreInput(target, done);
    // Found now (before the page renders anything more), done in a task of their own: the forms
    // have taken in the restored values by then.
    const found = findActions(target, done.actions);
    setTimeout(() => replay(found, target), 0);
  };

  if (!router) rememberFontsWhenIdle();

  const root = createRoot(target);
  // A transition: React renders the first screen in slices and yields between them, so a slow
  // phone keeps answering taps instead of running one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        {prerendered?.signedIn ? (
          // A protected page's first render is 'Verificando autenticação...': RequireAuth hands
          // over once the page itself is drawn (decision 142).
          <HandOverContext.Provider value={handOver}>
            <App router={router} />
          </HandOverContext.Provider>
        ) : (
          <>
            <App router={router} />
            <AfterFirstRender run={handOver} />
          </>
        )}
      </StrictMode>,
    );
  });
}
