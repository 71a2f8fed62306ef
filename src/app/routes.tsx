import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { matchRoutes, Outlet, redirect, ScrollRestoration, type RouteObject } from 'react-router';

import { messages } from '../domain/messages';

import { CONSOLE_PATHS, type ConsoleRouteKey } from './admin/consolePaths';
import { useAppStarted } from './appStarted';
import { DeferredLoadingOverlay } from './DeferredLoadingOverlay';
import { lazyWithTimeout } from './lazyWithTimeout';

/**
 * The six screens of spec section 2, the public results and the operator console's routes (one
 * lazy chunk for all of /admin/*: src/app/admin/consoleRoutes.tsx).
 */
export type PageKey =
  | 'landing'
  | 'login'
  | 'register'
  | 'access'
  | 'accessLink'
  | 'profile'
  | 'companies'
  | 'nominations'
  | 'results'
  | 'receiptCheck'
  | 'winners'
  | 'sealCheck'
  | 'privacy'
  | ConsoleRouteKey;

/** How a page's component (and loader) is provided: lazily (the app) or directly (stories). */
export type PageRoute = Pick<RouteObject, 'lazy' | 'Component' | 'loader' | 'HydrateFallback'>;

/**
 * A page the build prerenders to `dist/web/pages/<file>.html` (decision 160), in the route's
 * `handle`. `runsApp: false` (the landing): the HTML is the whole page, no script.
 */
export interface PrerenderedPage {
  file: string;
  title: string;
  runsApp: boolean;
  /**
   * The source modules whose code the page runs before it hydrates (the lazy route modules it
   * matches, and what their loaders start): the build links their chunks and everything they
   * import as `<link rel="modulepreload">` in the page's HTML, so they download beside the entry
   * instead of after it has run (issue 39). The build fails on a module that is no chunk of its
   * own; tests/e2e/preload.spec.ts checks that nothing the page runs first is missing.
   */
  preload: string[];
}

/**
 * What both protected pages run before hydrating beside their own modules: the session check (the
 * layout) and the API client their categories' loader calls at once (the loader itself comes
 * with each page's module).
 */
/**
 * A signed-in page reads its data as it starts; on a slow phone that request outlasts hydration,
 * and the loading overlay opens (spec section 2): its code then downloads beside the page's
 * instead of after it (about 3.4 kB gzip).
 */
const SIGNED_IN_MODULES = [
  'src/app/RequireAuth.tsx',
  'src/api/http.ts',
  'src/components/primitives/LoadingOverlay/index.ts',
];

/**
 * The pages' layout. The page sits in a Suspense boundary of its own: hydrating a prerendered page,
 * React commits the shell (providers, the router) first and hydrates the page in a separate pass,
 * each in smaller pieces of work, so no single long task holds a tap (selective hydration, issue 39).
 */
function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense>
        <Outlet />
        <PageStarted />
      </Suspense>
    </>
  );
}

/** Inside the page's boundary: its effect runs once the page itself is hydrated (or rendered). */
function PageStarted() {
  useAppStarted();
  return null;
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
 * The route table of spec section 2, the one list of the app's pages: /, /login, /cadastro,
 * /acesso public; /perfil and /empresas behind `requireSignedIn`, their frame prerendered as the
 * layout's HydrateFallback. A page's `handle` says whether and how the build prerenders it. No
 * route sets an errorElement on purpose: errors, a failed chunk load and unknown paths show React
 * Router's default screen ('Unexpected Application Error!', with '404 Not Found' for unknown paths).
 */
export function buildRoutes(page: (key: PageKey) => PageRoute): RouteObject[] {
  const prerendered = (file: string, title: string, preload: string[], runsApp = true) => ({
    handle: { prerender: { file, title, runsApp, preload } satisfies PrerenderedPage },
  });
  return [
    {
      path: '/',
      Component: RootLayout,
      HydrateFallback: FirstLoad,
      children: [
        { index: true, ...page('landing'), ...prerendered('index', messages.app.name, [], false) },
        {
          path: 'login',
          ...page('login'),
          ...prerendered('login', messages.titles.page(messages.titles.login), [
            'src/containers/voter/LoginContainer/index.ts',
          ]),
        },
        {
          path: 'cadastro',
          ...page('register'),
          ...prerendered('cadastro', messages.titles.page(messages.titles.register), [
            'src/containers/voter/RegisterContainer/index.ts',
          ]),
        },
        { path: 'acesso', ...page('access') },
        // The sign-in link of a code e-mail (decision 080), not in the specification.
        { path: 'acesso/link', ...page('accessLink') },
        // Each protected page has its own layout route, so that each page's frame (its
        // HydrateFallback) comes with that page only; both check the session the same way.
        {
          lazy: signedInLayout('profile'),
          children: [
            {
              path: 'perfil',
              ...page('profile'),
              loader: categoriesLoader,
              ...prerendered('perfil', messages.titles.page(messages.titles.profile), [
                ...SIGNED_IN_MODULES,
                'src/containers/voter/ProfileContainer/ProfileFrame.tsx',
                'src/containers/voter/ProfileContainer/index.ts',
              ]),
            },
          ],
        },
        {
          lazy: signedInLayout('companies'),
          children: [
            // Its title is the category's name, which the host writes in (decision 271).
            {
              path: 'empresas',
              ...page('companies'),
              loader: categoriesLoader,
              ...prerendered('empresas', messages.app.name, [
                ...SIGNED_IN_MODULES,
                'src/containers/voter/CompaniesContainer/CompaniesFrame.tsx',
                'src/containers/voter/CompaniesContainer/index.ts',
              ]),
            },
          ],
        },
        // The nominations phase (issue 41 §3): the voting's sign-in, its frame prerendered.
        {
          lazy: signedInLayout('nominations'),
          children: [
            {
              path: 'indicacoes',
              ...page('nominations'),
              loader: nominationsLoader,
              ...prerendered('indicacoes', messages.titles.page(messages.titles.nominations), [
                ...SIGNED_IN_MODULES,
                'src/containers/voter/NominationsContainer/NominationsFrame.tsx',
                'src/containers/voter/NominationsContainer/index.ts',
              ]),
            },
          ],
        },
        { path: 'resultados', ...page('results'), loader: resultsLoader },
        // Anyone checks a vote's receipt (issue 26), not in the specification.
        { path: 'resultados/recibo', ...page('receiptCheck') },
        // The archive of winners and the address printed on a seal (issue 41 §2).
        { path: 'vencedores', ...page('winners'), loader: archiveLoader },
        { path: 'vencedores/:ano/:categoria', ...page('sealCheck'), loader: sealCheckLoader },
        { path: 'privacidade', ...page('privacy') },
        {
          // The console: its pages read their data in route loaders, like /perfil (decision 202).
          path: 'admin',
          children: [
            { index: true, loader: toConsoleHome },
            { path: 'login', ...page('admin/login') },
            { path: 'login/link', ...page('admin/login/link') },
            {
              ...page('admin'),
              children: [
                ...CONSOLE_PATHS.map((path) => ({ path, ...page(`admin/${path}`) })),
                {
                  path: 'integridade/eleitores/:id/emails',
                  ...page('admin/integridade/eleitores/:id/emails'),
                },
                { path: '*', loader: toConsoleHome },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/** /admin and an unknown console address land on the console's first page. */
const toConsoleHome = () => redirect(`/admin/${CONSOLE_PATHS[0]}`);

/**
 * The frames the build prerenders for /perfil and /empresas and the browser hydrates: the page
 * with nothing of a voter's in it, and 'Verificando autenticação...' where the voter's part goes.
 */
const frames = {
  profile: () =>
    import('../containers/voter/ProfileContainer/ProfileFrame').then((m) => m.ProfileFrame),
  companies: () =>
    import('../containers/voter/CompaniesContainer/CompaniesFrame').then((m) => m.CompaniesFrame),
  nominations: () =>
    import('../containers/voter/NominationsContainer/NominationsFrame').then(
      (m) => m.NominationsFrame,
    ),
} satisfies Record<string, () => Promise<ComponentType>>;

/**
 * A protected page's layout: the session check and the watcher (RequireAuth.tsx), and the page's
 * frame as its HydrateFallback, shown until the check has run.
 */
const signedInLayout = (frame: keyof typeof frames) => () =>
  lazyWithTimeout(() => Promise.all([import('./RequireAuth'), frames[frame]()]))().then(
    ([m, Frame]) => ({
      loader: m.requireSignedIn,
      Component: m.RequireAuth,
      HydrateFallback: Frame,
    }),
  );

/**
 * /perfil's and /empresas' categories, asked for as the navigation starts (decision 202). The
 * module comes with those pages' code: on a first load it is already there, so the request
 * leaves before hydration; on a navigation it loads beside the page's chunk.
 */
const categoriesLoader = () =>
  import('../containers/shared/categoriesLoader').then((m) => m.loadCategories());

/** /indicacoes' GET /nominations, asked for as the navigation starts (as /perfil's categories). */
const nominationsLoader = () =>
  import('../containers/voter/NominationsContainer/nominationsLoader').then((m) =>
    m.loadNominations(),
  );

/**
 * /resultados' reads, /vencedores' archive and a seal's verification, asked for as the navigation
 * starts.
 */
const publicLoaders = () => import('../containers/voter/publicLoaders');
const resultsLoader = ({ request }: { request: Request }) =>
  publicLoaders().then((m) => m.loadResults(request.url));
const archiveLoader = () => publicLoaders().then((m) => m.loadArchive());
/** An address whose year is not four digits is no seal's: the archive instead. */
const sealCheckLoader = ({ params }: { params: Record<string, string | undefined> }) =>
  /^\d{4}$/.test(params.ano ?? '')
    ? publicLoaders().then((m) => m.loadSealCheck(params.ano ?? '', params.categoria ?? ''))
    : redirect('/vencedores');

/** Each page is its own chunk (route-level code splitting keeps the first load small). */
const importers: Record<Exclude<PageKey, ConsoleRouteKey>, () => Promise<ComponentType>> = {
  landing: () => import('../containers/voter/LandingContainer').then((m) => m.LandingContainer),
  login: () => import('../containers/voter/LoginContainer').then((m) => m.LoginContainer),
  register: () => import('../containers/voter/RegisterContainer').then((m) => m.RegisterContainer),
  access: () => import('../containers/voter/AccessContainer').then((m) => m.AccessContainer),
  accessLink: () =>
    import('../containers/voter/AccessLinkContainer').then((m) => m.AccessLinkContainer),
  profile: () => import('../containers/voter/ProfileContainer').then((m) => m.ProfileContainer),
  companies: () =>
    import('../containers/voter/CompaniesContainer').then((m) => m.CompaniesContainer),
  results: () =>
    import('../containers/voter/PublicResultsContainer').then((m) => m.PublicResultsContainer),
  receiptCheck: () =>
    import('../containers/voter/ReceiptCheckContainer').then((m) => m.ReceiptCheckContainer),
  winners: () =>
    import('../containers/voter/WinnersArchiveContainer').then((m) => m.WinnersArchiveContainer),
  sealCheck: () =>
    import('../containers/voter/SealCheckContainer').then((m) => m.SealCheckContainer),
  privacy: () => import('../containers/voter/PrivacyContainer').then((m) => m.PrivacyContainer),
  nominations: () =>
    import('../containers/voter/NominationsContainer').then((m) => m.NominationsContainer),
};

/** The whole console is one chunk: every console route's lazy part comes from it. */
const loadConsole = lazyWithTimeout(() =>
  import('./admin/consoleRoutes').then((m) => m.consoleRoutes),
);

const isConsoleKey = (key: PageKey): key is ConsoleRouteKey => key.startsWith('admin');

/** A page loaded on first visit, failing with a ChunkLoadError after 120000 ms. */
function lazyPage(key: PageKey): PageRoute {
  if (isConsoleKey(key)) return { lazy: async () => (await loadConsole())[key] };
  const load = lazyWithTimeout(importers[key]);
  return { lazy: async () => ({ Component: await load() }) };
}

/** The app's routes, every page lazily loaded. */
export const appRoutes: RouteObject[] = buildRoutes(lazyPage);

/**
 * Loads the code of the routes that match `pathname` before the first render, as hydration
 * needs: a lazy route still loading would render its HydrateFallback instead of the markup the
 * build prerendered.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Every page the build prerenders, with its address (the handles of `routes`). */
export function prerenderedPages(
  routes: RouteObject[],
  base = '',
): (PrerenderedPage & { path: string })[] {
  return routes.flatMap((route) => {
    const path = route.index ? base || '/' : joinPath(base, route.path);
    const own = (route.handle as { prerender?: PrerenderedPage } | undefined)?.prerender;
    return [...(own ? [{ ...own, path }] : []), ...prerenderedPages(route.children ?? [], path)];
  });
}

function joinPath(base: string, path: string | undefined): string {
  if (path === undefined) return base;
  if (path.startsWith('/')) return path;
  return `${base.replace(/\/$/, '')}/${path}`;
}
