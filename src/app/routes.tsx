import { useEffect, useState, type ComponentType } from 'react';
import { Outlet, ScrollRestoration, type RouteObject } from 'react-router-dom';

import { messages } from '../domain/messages';

import { DeferredLoadingOverlay } from './DeferredLoadingOverlay';
import { lazyWithTimeout } from './lazyWithTimeout';
import { RequireAuth } from './RequireAuth';

/**
 * The six screens of spec section 2, the public results and the operator console (one lazy
 * chunk for all of /admin/*, which routes its own pages: src/app/admin/AdminApp.tsx).
 */
export type PageKey =
  | 'landing'
  | 'login'
  | 'register'
  | 'access'
  | 'accessLink'
  | 'profile'
  | 'companies'
  | 'results'
  | 'receiptCheck'
  | 'privacy'
  | 'admin';

/** How a page's component is provided: lazily (the app) or directly (stories). */
export type PageRoute = Pick<RouteObject, 'lazy' | 'Component'>;

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** A first screen that takes longer than this shows the loading overlay meanwhile. */
const FIRST_LOAD_OVERLAY_DELAY_MS = 500;

/**
 * Shown while the first route's chunk loads: nothing at first (usually the page is there
 * sooner, and the overlay's code is not downloaded for nothing), the overlay when it is slow.
 */
function FirstLoad() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), FIRST_LOAD_OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <DeferredLoadingOverlay open={slow} />;
}

/**
 * The route table of spec section 2: /, /login, /cadastro, /acesso public; /perfil and /empresas
 * behind RequireAuth. No route sets an errorElement on purpose: errors, a failed chunk load and
 * unknown paths show React Router's default screen ('Unexpected Application Error!', with
 * '404 Not Found' for unknown paths).
 */
export function buildRoutes(page: (key: PageKey) => PageRoute): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: FirstLoad,
      children: [
        { index: true, ...page('landing') },
        { path: 'login', ...page('login') },
        { path: 'cadastro', ...page('register') },
        { path: 'acesso', ...page('access') },
        // The sign-in link of a code e-mail (decision 080), not in the specification.
        { path: 'acesso/link', ...page('accessLink') },
        {
          Component: RequireAuth,
          children: [
            { path: 'perfil', ...page('profile') },
            { path: 'empresas', ...page('companies') },
          ],
        },
        { path: 'resultados', ...page('results') },
        // Anyone checks a vote's receipt (issue 26), not in the specification.
        { path: 'resultados/recibo', ...page('receiptCheck') },
        { path: 'privacidade', ...page('privacy') },
        { path: 'admin/*', ...page('admin') },
      ],
    },
  ];
}

/** Each page is its own chunk (route-level code splitting keeps the first load small). */
const importers: Record<PageKey, () => Promise<ComponentType>> = {
  landing: () => import('../containers/LandingContainer').then((m) => m.LandingContainer),
  login: () => import('../containers/LoginContainer').then((m) => m.LoginContainer),
  register: () => import('../containers/RegisterContainer').then((m) => m.RegisterContainer),
  access: () => import('../containers/AccessContainer').then((m) => m.AccessContainer),
  accessLink: () => import('../containers/AccessLinkContainer').then((m) => m.AccessLinkContainer),
  profile: () => import('../containers/ProfileContainer').then((m) => m.ProfileContainer),
  companies: () => import('../containers/CompaniesContainer').then((m) => m.CompaniesContainer),
  results: () =>
    import('../containers/PublicResultsContainer').then((m) => m.PublicResultsContainer),
  receiptCheck: () =>
    import('../containers/ReceiptCheckContainer').then((m) => m.ReceiptCheckContainer),
  privacy: () => import('../containers/PrivacyContainer').then((m) => m.PrivacyContainer),
  admin: () => import('./admin/AdminApp').then((m) => m.AdminApp),
};

/** A page loaded on first visit, failing with a ChunkLoadError after 120000 ms. */
function lazyPage(key: PageKey): PageRoute {
  const load = lazyWithTimeout(importers[key]);
  return { lazy: async () => ({ Component: await load() }) };
}

/** The app's routes, every page lazily loaded. */
export const appRoutes: RouteObject[] = buildRoutes(lazyPage);

/**
 * The pages the build prerenders to HTML (scripts/vitePrerender.ts, decision 139): the same for
 * every visitor until the app runs (no session, no request, no runtime config). The file name is
 * what the server looks up for the path (dist/web/pages/<file>.html). `signedIn` pages are the
 * frame of a protected page with nothing of the voter's in it (decision 142): their starter
 * script sends a visitor without a token to /login, and RequireAuth hands the page over.
 * `runsApp: false` (the landing, decision 144): the HTML is the whole page; its starter script
 * opens /login on 'Iniciar Votação' and fetches /login's files while idle, running no app.
 */
export const PRERENDERED_PAGES = [
  {
    path: '/',
    key: 'landing',
    file: 'index',
    title: messages.app.name,
    signedIn: false,
    runsApp: false,
  },
  {
    path: '/login',
    key: 'login',
    file: 'login',
    title: messages.titles.page(messages.titles.login),
    signedIn: false,
    runsApp: true,
  },
  {
    path: '/cadastro',
    key: 'register',
    file: 'cadastro',
    title: messages.titles.page(messages.titles.register),
    signedIn: false,
    runsApp: true,
  },
  {
    path: '/perfil',
    key: 'profile',
    file: 'perfil',
    title: messages.titles.page(messages.titles.profile),
    signedIn: true,
    runsApp: true,
  },
  // Its title is the category's name, which only the app knows.
  {
    path: '/empresas',
    key: 'companies',
    file: 'empresas',
    title: messages.app.name,
    signedIn: true,
    runsApp: true,
  },
] as const satisfies readonly {
  path: string;
  key: PageKey;
  file: string;
  title: string;
  signedIn: boolean;
  runsApp: boolean;
}[];

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** The prerendered page of a path, or null. */
export function prerenderedPageAt(pathname: string): PrerenderedPage | null {
  return PRERENDERED_PAGES.find((page) => page.path === pathname) ?? null;
}

/** Loads one page's code (with the same time-out as a route's lazy load). */
export function loadPage(key: PageKey): Promise<ComponentType> {
  return lazyWithTimeout(importers[key])();
}

/**
 * The app's routes with one page's code already loaded: the router then starts initialised and
 * the first render shows that page, replacing its prerendered HTML in one frame (no blank frame
 * while a lazy route resolves).
 */
export function appRoutesWith(key: PageKey, Component: ComponentType): RouteObject[] {
  return buildRoutes((page) => (page === key ? { Component } : lazyPage(page)));
}
