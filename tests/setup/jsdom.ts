import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { server } from '../components/support/server';

// findBy*/waitFor wait for a condition; the time limit only decides when a broken test gives up.
// Testing Library's 1 s default failed on a busy machine (a lazy route's first import alone can
// take longer), so every wait gets the same generous limit and no test sets a shorter one.
configure({ asyncUtilTimeout: 15_000 });

// The theme turns transitions and ripples off under automation: the tests see the same still UI
// as Playwright and Storybook, and never wait for an animation.
Object.defineProperty(window.navigator, 'webdriver', { configurable: true, get: () => true });

// jsdom has no scrolling; the scroll-to-top button and ScrollRestoration call these.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
  document.title = '';
  vi.useRealTimers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
