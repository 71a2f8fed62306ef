import type { ComponentType } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';

import { LoadingOverlay } from '../components/LoadingOverlay';

import { lazyWithTimeout } from './lazyWithTimeout';
import { RequireAuth } from './RequireAuth';

/** A route whose component is its own chunk, loaded on first visit (with the 120 s time-out). */
function lazyPage(importer: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  const load = lazyWithTimeout(importer);
  return { lazy: async () => ({ Component: await load() }) };
}

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Shown while the first route's chunk loads. */
function FirstLoad() {
  return <LoadingOverlay open />;
}

/**
 * The six routes of spec section 2. No route sets an errorElement on purpose: errors, a failed
 * chunk load and unknown paths show React Router's default screen ('Unexpected Application
 * Error!', with '404 Not Found' for unknown paths).
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FirstLoad,
    children: [
      {
        index: true,
        ...lazyPage(() => import('../containers/LandingContainer').then((m) => m.LandingContainer)),
      },
      {
        path: 'login',
        ...lazyPage(() => import('../containers/LoginContainer').then((m) => m.LoginContainer)),
      },
      {
        path: 'cadastro',
        ...lazyPage(() =>
          import('../containers/RegisterContainer').then((m) => m.RegisterContainer),
        ),
      },
      {
        path: 'acesso',
        ...lazyPage(() => import('../containers/AccessContainer').then((m) => m.AccessContainer)),
      },
      {
        Component: RequireAuth,
        children: [
          {
            path: 'perfil',
            ...lazyPage(() =>
              import('../containers/ProfileContainer').then((m) => m.ProfileContainer),
            ),
          },
          {
            path: 'empresas',
            ...lazyPage(() =>
              import('../containers/CompaniesContainer').then((m) => m.CompaniesContainer),
            ),
          },
        ],
      },
    ],
  },
];
