import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { createAppTheme } from '../theme';

import { AppProviders } from './AppProviders';
import { RouterLink } from './RouterLink';
import { appRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * The theme of the pages the build prerenders and the browser hydrates: the same for every
 * visitor, automation included, so the class names match (reduced motion is a media query).
 * Links follow through the router (RouterLink).
 */
export const pageTheme = createAppTheme({ reducedMotion: false, linkComponent: RouterLink });

export interface AppProps {
  /** @default createBrowserRouter(appRoutes) */
  router?: Router;
}

/** The whole web app: providers around the data router. */
export function App({ router }: AppProps) {
  const [browserRouter] = useState(() => router ?? createBrowserRouter(appRoutes));
  return (
    <AppProviders theme={pageTheme}>
      <RouterProvider router={browserRouter} />
    </AppProviders>
  );
}
