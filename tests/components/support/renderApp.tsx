import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { saveSession } from '../../../src/api/session';
import { AppProviders } from '../../../src/app/AppProviders';
import { RouterLink } from '../../../src/app/RouterLink';
import { appRoutes } from '../../../src/app/routes';
import { DEMO_TOKEN, DEMO_USER } from '../../../src/mocks';
import { createAppTheme } from '../../../src/theme';

/** The app's theme under automation, its links following through the router (docs/web.md#links). */
export const routedTheme = createAppTheme({ linkComponent: RouterLink });

export interface RenderAppOptions {
  /** Navigation state of the first entry (the CPF for /acesso, the category for /empresas). */
  state?: unknown;
  /** Options for user-event (e.g. advanceTimers with fake timers). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders the real app (providers, routes, lazy containers) in a memory router at `path`.
 * The router is returned so tests can read the location and its navigation state.
 */
export function renderApp(path: string, { state, userOptions }: RenderAppOptions = {}) {
  const router = createMemoryRouter(appRoutes, {
    // A path may carry a query ('/empresas?categoria=2').
    initialEntries: [{ ...splitPath(path), state }],
  });
  // delay: null types without a timer between keys: same events, much faster under jsdom.
  const user = userEvent.setup({ delay: null, ...userOptions });
  const view = render(
    <AppProviders theme={routedTheme}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, ...view };
}

function splitPath(path: string): { pathname: string; search: string } {
  const at = path.indexOf('?');
  return at < 0
    ? { pathname: path, search: '' }
    : { pathname: path.slice(0, at), search: path.slice(at) };
}

/** Stores the demo voter's session (valid until 2100), as after signing in. */
export function signIn(token: string = DEMO_TOKEN): void {
  saveSession(token, DEMO_USER);
}

/** The current path of a router returned by renderApp. */
export function pathOf(router: ReturnType<typeof renderApp>['router']): string {
  return router.state.location.pathname;
}

/** Finds the page's h1 (every page has one): waits for the lazy route to load. */
export function findHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name });
}
