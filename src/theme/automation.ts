/**
 * True when a browser is driven by automation (Playwright, Vitest browser mode, Lighthouse):
 * the theme then turns ripples and transitions off so screenshots are pixel-stable.
 */
export function isAutomated(): boolean {
  return typeof navigator !== 'undefined' && navigator.webdriver === true;
}

/** True when the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
