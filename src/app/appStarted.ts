import { useEffect } from 'react';

/** Set on <html> once the app has hydrated (or rendered) its first screen: tests wait for it. */
export const APP_STARTED_ATTRIBUTE = 'data-app';

let markStarted = () => {};

/**
 * Resolves once the app's first render is committed (hydration done). The protected pages'
 * loader waits for it: run earlier, its answer would change the router's state before React had
 * hydrated the frame the build prerendered, and the first render would not match the HTML.
 */
export const appStarted = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/** Called by the root layout: its effect runs after the whole first render is committed. */
export function useAppStarted(): void {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, 'started');
    markStarted();
  }, []);
}
