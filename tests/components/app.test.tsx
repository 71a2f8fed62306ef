import { act, render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';

import { getCategories } from '../../src/api/categories';
import { getInFlightRequests } from '../../src/api/loading';
import { loadRuntimeConfig } from '../../src/api/runtimeConfig';
import { AppProviders } from '../../src/app/AppProviders';
import { ChunkLoadError, lazyWithTimeout } from '../../src/app/lazyWithTimeout';
import { requireSignedIn } from '../../src/app/RequireAuth';
import { buildRoutes } from '../../src/app/routes';
import { TOKEN_RECHECK_INTERVAL_MS } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import { DEMO_USER, makeFakeToken, MOCK_ROUTES } from '../../src/mocks';

import { findHeading, pathOf, renderApp, signIn } from './support/renderApp';
import { server } from './support/server';

describe('router', () => {
  it.each([
    ['/', messages.landing.start],
    ['/login', messages.login.heading],
    ['/cadastro', messages.register.heading],
  ])('%s is public', async (path, text) => {
    const { router } = renderApp(path);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(pathOf(router)).toBe(path);
  });

  it('Iniciar Votação goes to /login', async () => {
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: messages.landing.start }));
    await findHeading(messages.login.heading);
    expect(pathOf(router)).toBe('/login');
  });

  it.each(['/perfil', '/empresas'])('%s without a session redirects to /login', async (path) => {
    const { router } = renderApp(path);
    await findHeading(messages.login.heading);
    expect(pathOf(router)).toBe('/login');
  });

  it('an expired token is not a session: cleared, and /perfil redirects to /login', async () => {
    signIn(makeFakeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    const { router } = renderApp('/perfil');
    await findHeading(messages.login.heading);
    expect(pathOf(router)).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a token that is not three parts is not a session', async () => {
    signIn('only.two');
    const { router } = renderApp('/perfil');
    await findHeading(messages.login.heading);
    expect(pathOf(router)).toBe('/login');
  });

  it("an unknown route shows the router's default error screen", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderApp('/nao-existe');
    expect(await screen.findByText(messages.app.unexpectedError)).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('a route whose chunk fails to load shows the default error screen (ChunkLoadError)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = lazyWithTimeout<never>(() => Promise.reject(new TypeError('Failed to fetch')));
    const router = createMemoryRouter(
      [{ path: '/', lazy: async () => ({ Component: await load() }) }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(messages.app.unexpectedError)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', {
        level: 3,
        name: "Loading a route's code failed: Failed to fetch",
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^ChunkLoadError:/)).toBeInTheDocument();
  });

  it('/perfil without a token goes to /login before anything of the page renders', async () => {
    // The loader waits for the app's first render (appStarted): the root layout's.
    render(
      <RouterProvider
        router={createMemoryRouter(buildRoutes(() => ({ Component: () => null })))}
      />,
    );
    const answer = await requireSignedIn();
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('location')).toBe('/login');
  });
});

describe("the categories' loader of /perfil and /empresas", () => {
  it("asks for the categories while the page's code is still on its way, and only once", async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/categories/app')) asked.push(request.method);
    });
    signIn();
    // The page's chunk arrives only when the test says so.
    let deliver!: (page: ComponentType) => void;
    const chunk = new Promise<ComponentType>((resolve) => (deliver = resolve));
    const routes = buildRoutes((key) =>
      key === 'companies'
        ? { lazy: async () => ({ Component: await chunk }) }
        : { Component: () => null },
    );
    render(
      <AppProviders>
        <RouterProvider
          router={createMemoryRouter(routes, { initialEntries: ['/empresas?categoria=2'] })}
        />
      </AppProviders>,
    );
    // The loader's module may be transformed on first use: give a busy machine time.
    await waitFor(() => expect(asked).toEqual(['GET']), { timeout: 10_000 });
    const { CompaniesContainer } = await import('../../src/containers/voter/CompaniesContainer');
    deliver(CompaniesContainer);
    expect(await findHeading('Farmácias')).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(asked).toEqual(['GET']);
  });

  it('without a session it asks for nothing: the visitor goes to /login', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    for (const path of ['/perfil', '/empresas?categoria=2']) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(pathOf(router)).toBe('/login'), { timeout: 10_000 });
      unmount();
    }
    server.events.removeAllListeners();
    expect(asked.filter((url) => url.endsWith('/categories/app'))).toEqual([]);
  });
});

describe('lazyWithTimeout', () => {
  it('rejects with a ChunkLoadError after the time-out (120000 ms)', async () => {
    vi.useFakeTimers();
    const load = lazyWithTimeout(() => new Promise<never>(() => undefined));
    const result = load().then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
  });

  it('resolves with the module when it arrives in time', async () => {
    await expect(lazyWithTimeout(() => Promise.resolve({ ok: true }))()).resolves.toEqual({
      ok: true,
    });
  });
});

describe('session', () => {
  it('re-checks every 300000 ms: an expired token is cleared and /perfil goes to /login', async () => {
    // Only the clock and intervals are fake, and they move only when advanced: however long the
    // page takes to load on a busy machine, the re-check is exactly 300000 ms away.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    // Valid now, expired well before the next re-check.
    signIn(makeFakeToken({ exp: Math.floor(Date.now() / 1000) + 60 }));
    const { router } = renderApp('/perfil');
    await findHeading(messages.profile.greeting('Maria'));
    expect(localStorage.getItem('token')).not.toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TOKEN_RECHECK_INTERVAL_MS - 1_000);
    });
    // Expired by now, but the re-check has not run yet: the page is still there.
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(pathOf(router)).toBe('/perfil');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    await findHeading(messages.login.heading);
    expect(pathOf(router)).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a token removed in another tab (storage event) signs this tab out', async () => {
    signIn();
    const { router } = renderApp('/perfil');
    await findHeading(messages.profile.greeting('Maria'));
    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    await findHeading(messages.login.heading);
    expect(pathOf(router)).toBe('/login');
  });
});

describe('API client', () => {
  it('sends JSON with Authorization: Bearer {token} when a token exists', async () => {
    const token = makeFakeToken();
    signIn(token);
    let headers: Headers | undefined;
    server.use(
      http.get(MOCK_ROUTES.categories, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ data: [] });
      }),
    );
    await getCategories();
    expect(headers?.get('authorization')).toBe(`Bearer ${token}`);
    expect(headers?.get('accept')).toContain('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    let headers: Headers | undefined;
    server.use(
      http.get(MOCK_ROUTES.categories, ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ data: [] });
      }),
    );
    await getCategories();
    expect(headers?.has('authorization')).toBe(false);
  });

  it('any 401 clears the stored token and user', async () => {
    signIn();
    server.use(http.get(MOCK_ROUTES.categories, () => new HttpResponse(null, { status: 401 })));
    await expect(getCategories()).rejects.toThrow();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('other failures keep the session', async () => {
    signIn();
    server.use(http.get(MOCK_ROUTES.categories, () => new HttpResponse(null, { status: 500 })));
    await expect(getCategories()).rejects.toThrow();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(DEMO_USER);
  });

  it('counts requests in flight, and the loading overlay shows while any runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(MOCK_ROUTES.categories, async () => {
        await gate;
        return HttpResponse.json({ data: [] });
      }),
    );
    render(<AppProviders>{null}</AppProviders>);
    // The overlay's status says 'Carregando...' while a request runs (its spinner is decorative).
    const status = () => screen.queryByText(messages.app.loading, { selector: '[role="status"]' });
    expect(status()).not.toBeInTheDocument();
    const first = getCategories();
    const second = getCategories().catch(() => undefined);
    await waitFor(() => expect(getInFlightRequests()).toBe(2));
    await waitFor(() => expect(status()).toBeInTheDocument());
    release();
    await Promise.all([first, second]);
    expect(getInFlightRequests()).toBe(0);
    await waitFor(() => expect(status()).not.toBeInTheDocument());
  });

  it('a failed request is uncounted too', async () => {
    server.use(
      http.get(MOCK_ROUTES.categories, async () => {
        await delay(10);
        return HttpResponse.error();
      }),
    );
    await expect(getCategories()).rejects.toThrow();
    expect(getInFlightRequests()).toBe(0);
  });
});

describe('runtime config', () => {
  it('reads /app-config.json', async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({ apiBaseUrl: 'https://api.example.org/api', turnstileSiteKey: 'key' }),
    );
    await expect(loadRuntimeConfig('/app-config.json', fetchImpl)).resolves.toEqual({
      apiBaseUrl: 'https://api.example.org/api',
      turnstileSiteKey: 'key',
    });
  });

  it('passes the privacy notice settings on, and drops malformed ones', async () => {
    const privacy = { controller: 'ACE', contact: 'dpo@ace.example.org', retentionMonths: 3 };
    const good = vi.fn(async () =>
      Response.json({ apiBaseUrl: '/api', turnstileSiteKey: null, privacy }),
    );
    await expect(loadRuntimeConfig('/app-config.json', good)).resolves.toEqual({
      apiBaseUrl: '/api',
      turnstileSiteKey: null,
      privacy,
    });
    const bad = vi.fn(async () =>
      Response.json({ apiBaseUrl: '/api', turnstileSiteKey: null, privacy: { controller: 1 } }),
    );
    await expect(loadRuntimeConfig('/app-config.json', bad)).resolves.toEqual({
      apiBaseUrl: '/api',
      turnstileSiteKey: null,
    });
  });

  it.each([
    ['a 404', async () => new Response('not found', { status: 404 })],
    ['a wrong shape', async () => Response.json({ apiBaseUrl: 42 })],
    [
      'a network error',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('falls back to /api and the development bot check on %s, and logs', async (_c, impl) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadRuntimeConfig('/app-config.json', vi.fn(impl))).resolves.toEqual({
      apiBaseUrl: '/api',
      turnstileSiteKey: null,
    });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
