import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { AppProviders } from './AppProviders';
import { appRoutes } from './routes';

type Router = ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  /** @default createBrowserRouter(appRoutes) */
  router?: Router;
}

/** The whole web app: providers around the data router. */
export function App({ router }: AppProps) {
  const [browserRouter] = useState(() => router ?? createBrowserRouter(appRoutes));
  return (
    <AppProviders>
      <RouterProvider router={browserRouter} />
    </AppProviders>
  );
}
