import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ADMIN_TOKEN_STORAGE_KEY } from '../../src/api/adminSession';
import { TURNOUT_REFRESH_MS } from '../../src/containers/console/DashboardContainer';
import { adminMessages } from '../../src/domain/adminMessages';
import { messages } from '../../src/domain/messages';
import {
  ADMIN_ROUTES,
  adminHandlers,
  DEMO_CATALOG,
  DEMO_OPERATOR_TOKEN,
  DEMO_TOKEN,
  DEMO_TURNOUT,
  makeFakeToken,
} from '../../src/mocks';

import { findHeading, pathOf, renderApp, signIn } from './support/renderApp';
import { server } from './support/server';

const { login, dashboard, app } = adminMessages;

function operatorSignedIn(token = DEMO_OPERATOR_TOKEN) {
  sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  sessionStorage.clear();
  setVisibility('visible');
});

// The first test also loads the console's lazy chunk (charts included): generous on a busy machine.
describe('operator sign-in (/admin/login)', { timeout: 60_000 }, () => {
  it('e-mail, then code: the token goes to sessionStorage adminToken, never to the voter keys', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(ADMIN_ROUTES.sendCode, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ alreadySent: false, resendInSeconds: 30 });
      }),
    );
    const { user, router } = renderApp('/admin/login');
    await findHeading(login.title);
    await user.type(screen.getByRole('textbox', { name: login.emailLabel }), ' Ana@Example.com ');
    await user.click(screen.getByRole('button', { name: login.sendCode }));
    const code = await screen.findByRole('textbox', { name: login.codeLabel });
    expect(bodies).toEqual([{ email: 'ana@example.com' }]);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: login.submit }));
    await findHeading(dashboard.title);
    expect(pathOf(router)).toBe('/admin/painel');
    expect(sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBe(DEMO_OPERATOR_TOKEN);
    expect(localStorage.getItem('token')).toBeNull();
    // Set in an effect, which may run after the heading is on screen (busy machine).
    await waitFor(() => expect(document.title).toBe('Painel · Console · Votação'));
  });

  it('an operator signing in leaves a voter session in the same browser alone', async () => {
    signIn();
    const { user } = renderApp('/admin/login');
    await findHeading(login.title);
    await user.type(
      screen.getByRole('textbox', { name: login.emailLabel }),
      'ana@example.com{Enter}',
    );
    await user.type(await screen.findByRole('textbox', { name: login.codeLabel }), '123456{Enter}');
    await findHeading(dashboard.title);
    expect(localStorage.getItem('token')).toBe(DEMO_TOKEN);
  });

  it('a wrong code is marked as /acesso marks it (emptied, invalid, described, focused); nothing stored', async () => {
    server.use(adminHandlers.validate.wrongCode);
    const { user } = renderApp('/admin/login');
    await findHeading(login.title);
    await user.type(
      screen.getByRole('textbox', { name: login.emailLabel }),
      'ana@example.com{Enter}',
    );
    const code = await screen.findByRole('textbox', { name: login.codeLabel });
    await user.type(code, '000000{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription(login.wrongCode));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveValue('');
    expect(code).toHaveFocus();
    expect(sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('says what is on its way while the code is checked', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(ADMIN_ROUTES.validate, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({ message: 'Código inválido ou expirado.' }, { status: 401 });
      }),
    );
    const { user } = renderApp('/admin/login');
    await findHeading(login.title);
    await user.type(
      screen.getByRole('textbox', { name: login.emailLabel }),
      'ana@example.com{Enter}',
    );
    await user.type(await screen.findByRole('textbox', { name: login.codeLabel }), '000000{Enter}');
    expect(await screen.findByText(login.busy.code)).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText(login.busy.code)).not.toBeInTheDocument());
  });

  it('an incomplete code never reaches the API', async () => {
    const validate = vi.fn(() => HttpResponse.json({ accessToken: DEMO_OPERATOR_TOKEN }));
    server.use(http.post(ADMIN_ROUTES.validate, validate));
    const { user } = renderApp('/admin/login');
    await findHeading(login.title);
    await user.type(
      screen.getByRole('textbox', { name: login.emailLabel }),
      'ana@example.com{Enter}',
    );
    const code = await screen.findByRole('textbox', { name: login.codeLabel });
    await user.type(code, '123{Enter}');
    await waitFor(() => expect(code).toHaveAccessibleDescription(login.invalidCode));
    await waitFor(() => expect(code).toHaveFocus());
    expect(validate).not.toHaveBeenCalled();
  });
});

describe('console guard', () => {
  it('signed out: the spinner, then /admin/login, and back to the page asked for after signing in', async () => {
    const { router, user } = renderApp('/admin/painel');
    await findHeading(login.title);
    expect(pathOf(router)).toBe('/admin/login');
    await user.type(
      screen.getByRole('textbox', { name: login.emailLabel }),
      'ana@example.com{Enter}',
    );
    await user.type(await screen.findByRole('textbox', { name: login.codeLabel }), '123456{Enter}');
    await findHeading(dashboard.title);
    expect(pathOf(router)).toBe('/admin/painel');
  });

  it('a voter token put under adminToken does not open the console (attack: role missing)', async () => {
    operatorSignedIn(DEMO_TOKEN);
    const { router } = renderApp('/admin/painel');
    await findHeading(login.title);
    expect(pathOf(router)).toBe('/admin/login');
    expect(sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('an expired operator token is cleared', async () => {
    operatorSignedIn(
      makeFakeToken({ id: undefined, role: 'operator', exp: Math.floor(Date.now() / 1000) - 1 }),
    );
    renderApp('/admin');
    await findHeading(login.title);
    expect(sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('a 401 from the operator API clears only the operator session', async () => {
    signIn();
    operatorSignedIn();
    server.use(adminHandlers.turnout.unauthorized);
    renderApp('/admin/painel');
    await findHeading(login.title);
    expect(sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem('token')).toBe(DEMO_TOKEN);
  });

  it('the operator API gets the operator token, never the voter one', async () => {
    signIn();
    operatorSignedIn();
    const seen: (string | null)[] = [];
    server.use(
      http.get(ADMIN_ROUTES.turnout, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json(DEMO_TURNOUT);
      }),
    );
    renderApp('/admin/painel');
    await findHeading(dashboard.title);
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect(seen[0]).toBe(`Bearer ${DEMO_OPERATOR_TOKEN}`);
  });

  it('going to another page says it is loading until that page’s data arrives', async () => {
    operatorSignedIn();
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(ADMIN_ROUTES.catalog, async () => {
        await arrived;
        return HttpResponse.json(DEMO_CATALOG);
      }),
    );
    const { user, router } = renderApp('/admin/painel');
    await findHeading(dashboard.title);
    await user.click(screen.getByRole('link', { name: adminMessages.nav.catalog }));
    // The Painel stays up while the catalogue is read, with the loading status announced.
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((s) => s.textContent === messages.app.loading),
      ).toBe(true),
    );
    expect(pathOf(router)).toBe('/admin/painel');
    answer();
    await findHeading(adminMessages.catalog.title);
    await waitFor(() =>
      expect(
        screen.getAllByRole('status').some((s) => s.textContent === messages.app.loading),
      ).toBe(false),
    );
  });

  it('Sair ends the operator session, on the server too (with the token it held)', async () => {
    const signedOutWith: (string | null)[] = [];
    server.use(
      http.post(ADMIN_ROUTES.signOut, ({ request }) => {
        signedOutWith.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    operatorSignedIn();
    const { user, router } = renderApp('/admin/painel');
    await findHeading(dashboard.title);
    await user.click(screen.getByRole('button', { name: app.signOut }));
    await findHeading(login.title);
    expect(pathOf(router)).toBe('/admin/login');
    expect(sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(signedOutWith).toEqual([`Bearer ${DEMO_OPERATOR_TOKEN}`]));
  });
});

describe('Painel refresh', () => {
  function countTurnoutReads() {
    const reads = { count: 0 };
    server.use(
      http.get(ADMIN_ROUTES.turnout, () => {
        reads.count += 1;
        return HttpResponse.json({ ...DEMO_TURNOUT, registeredVoters: 1000 + reads.count });
      }),
    );
    return reads;
  }

  it(`reads the figures again every ${TURNOUT_REFRESH_MS} ms, and not while the tab is hidden`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reads = countTurnoutReads();
    operatorSignedIn();
    renderApp('/admin/painel');
    await findHeading(dashboard.title);
    await waitFor(() => expect(reads.count).toBe(1));
    await screen.findByText('1.001');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(TURNOUT_REFRESH_MS);
    });
    await waitFor(() => expect(reads.count).toBe(2));
    expect(await screen.findByText('1.002')).toBeInTheDocument();

    act(() => setVisibility('hidden'));
    expect(await screen.findByText(dashboard.paused, { exact: false })).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TURNOUT_REFRESH_MS * 5);
    });
    expect(reads.count).toBe(2);

    // Shown again: read at once, then on the interval.
    act(() => setVisibility('visible'));
    await waitFor(() => expect(reads.count).toBe(3));
  });

  it('a failed refresh keeps the last figures and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    operatorSignedIn();
    renderApp('/admin/painel');
    await findHeading(dashboard.title);
    await screen.findByText('1.280');
    server.use(adminHandlers.turnout.serverError);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(TURNOUT_REFRESH_MS);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(app.loadFailed);
    expect(screen.getByText('1.280')).toBeInTheDocument();
  });
});
