import { useEffect } from 'react';

/** Set on <html> once the app has hydrated (or rendered) its first screen: tests wait for it. */
export const APP_STARTED_ATTRIBUTE = 'data-app';

let markStarted = () => {};
let hydrating = false;
const firstCommit = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/** The entry calls this before hydrateRoot: from then on `appStarted` waits for the first commit. */
export function expectHydration(): void {
  hydrating = true;
}

/**
 * Resolves once the app's first render is committed (hydration done) when the page is being
 * hydrated; at once otherwise. The protected pages' loader waits for it: run earlier during a
 * hydration, its answer would change the router's state before React had hydrated the frame the
 * build prerendered, and the first render would not match the HTML. Without a hydration (the
 * empty shell, `npm run dev`, a memory router in tests) nothing renders the root layout before
 * the first loaders finish, so waiting there would never end.
 */
export function appStarted(): Promise<void> {
  return hydrating ? firstCommit : Promise.resolve();
}

/**
 * Called beside the page, in its Suspense boundary (routes.tsx): its effect runs once the page's
 * first render is committed, the shell's and the page's (hydrated in separate passes).
 */
export function useAppStarted(): void {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, 'started');
    markStarted();
  }, []);
}
