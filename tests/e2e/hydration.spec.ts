/**
 * Prerendered pages that hydrate (decision 160), on a phone-like CPU: Chromium's CPU slowed 4×
 * (CDP Emulation.setCPUThrottlingRate). The app's entry script is held back while the voter acts,
 * so "before hydration" is a state the test holds, not a race it hopes to win.
 */
import type { Page } from '@playwright/test';

import { APP_STARTED_ATTRIBUTE } from '../../src/app/appStarted';

import { expect, test } from './fixtures';
import { voterTokenViaApi } from './support/console';
import { loginForm, m } from './support/ui';

const exact = (name: string) => ({ name, exact: true });

/** Slows the page's CPU 4× (Lighthouse's mobile preset). */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds the app's entry script until `release()` is called. */
async function holdEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    // A page the voter has left cancelled its request: there is nothing to continue.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Every console error or warning, and every uncaught error, of the page. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    // Chromium's note that the preloaded Roboto was not used within a few seconds of the load
    // event: with font-display: optional (decision 160) a face that misses the first ~100 ms is
    // not used for that page view, by design, which a throttled page on a busy machine does.
    if (/was preloaded using link preload but not used/.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning')
      seen.push(message.text().slice(0, 3000));
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

const started = (page: Page) =>
  expect(page.locator(`html[${APP_STARTED_ATTRIBUTE}="started"]`)).toBeAttached();

/** Marks the prerendered root element; hydration keeps it, a client re-render would replace it. */
const markFirstElement = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { first: Element | null }).first =
      document.querySelector('#root > :not(link)');
  });
const firstElementKept = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('#root > :not(link)') ===
      (window as unknown as { first: Element | null }).first,
  );

test.beforeEach(async ({ page }) => {
  await throttle(page);
});

for (const path of ['/login', '/cadastro']) {
  test(`${path} hydrates its prerendered markup with no warning in the console`, async ({
    page,
  }) => {
    const seen = problems(page);
    const release = await holdEntry(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('#root > :not(link)')).toBeAttached();
    await markFirstElement(page);
    release();
    await started(page);
    expect(await firstElementKept(page)).toBe(true);
    expect(seen).toEqual([]);
  });
}

for (const path of ['/perfil', '/empresas', '/indicacoes']) {
  test(`${path} shows 'Verificando autenticação...' in its frame, hydrates with no warning, then sends a visitor without a token to /login`, async ({
    page,
  }) => {
    const seen = problems(page);
    const release = await holdEntry(page);
    await page.goto(path, { waitUntil: 'commit' });
    // Spec section 2: protected routes show a spinner with this text while the session is checked.
    await expect(page.getByRole('status').filter({ hasText: m.app.checkingAuth })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/login$/);
    await started(page);
    expect(seen).toEqual([]);
  });
}

test('/ runs no app and warns of nothing; Iniciar Votação is a link to /login', async ({
  page,
}) => {
  const seen = problems(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.getByRole('link', exact(m.landing.start)).click();
  await expect(page).toHaveURL(/\/login$/);
  await started(page);
  // The landing asked for no script of its own; /login did.
  expect(scripts.length).toBeGreaterThan(0);
  expect(seen).toEqual([]);
});

for (const path of ['/perfil', '/empresas'] as const) {
  test(`signed in, ${path} hydrates while its loader's categories are on the way, then shows them`, async ({
    page,
    request,
    mailbox,
    voter,
  }) => {
    const token = await voterTokenViaApi(request, mailbox, voter);
    const answer = await request.get('/api/categories/app', {
      headers: { authorization: `Bearer ${token}` },
    });
    const [category] = ((await answer.json()) as { data: { id: number; name: string }[] }).data;
    if (!category) throw new Error('the demo catalogue has no category');
    // Not /login: its app clears a stored session when it starts, which on a busy machine came
    // after these lines (the page then went to /login). /app-config.json runs no app.
    await page.goto('/app-config.json');
    await page.evaluate(
      ({ value, name }) => {
        window.localStorage.setItem('token', value);
        window.localStorage.setItem('user', JSON.stringify({ id: 1, name, mail: 'x@example.org' }));
      },
      { value: token, name: voter.nome },
    );
    // The categories are held until the app has hydrated. The route's loader asks for them as the
    // router starts, so the request is in flight while React hydrates the frame: the loading
    // overlay's count is above zero then, and hydration must still match the HTML (React error
    // 418 here before the overlay's server snapshot was 0).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/categories\/app$/, async (route) => {
      await released;
      await route.continue();
    });
    const seen = problems(page);
    await page.goto(path === '/perfil' ? path : `/empresas?categoria=${category.id}`);
    await started(page);
    release();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(path === '/perfil' ? voter.firstName : category.name);
    if (path === '/perfil') await expect(page.getByText(category.name).first()).toBeVisible();
    expect(seen).toEqual([]);
  });
}

test('text typed before hydration is kept, masked, and is what ENTRAR sends', async ({
  page,
  voter,
  api,
}) => {
  expect(await api.register(voter)).toBe(201);
  const release = await holdEntry(page);
  // The held module script keeps DOMContentLoaded and load from firing: wait for the HTML only.
  await page.goto('/login', { waitUntil: 'commit' });
  const form = loginForm(page);
  await form.cpf.pressSequentially(voter.cpf);
  await expect(form.cpf).toHaveValue(voter.cpf); // the HTML's field: no mask yet
  release();
  await started(page);
  await expect(form.cpf).toHaveValue(voter.cpfMasked);
  await form.submit.click();
  await expect(page).toHaveURL(/\/acesso$/);
});

test('before hydration CRIAR CONTA leads to /cadastro and its back arrow to /login; the app then starts', async ({
  page,
}) => {
  const seen = problems(page);
  const release = await holdEntry(page);
  const notStarted = () =>
    expect(page.locator(`html[${APP_STARTED_ATTRIBUTE}="started"]`)).not.toBeAttached();
  await page.goto('/login', { waitUntil: 'commit' });
  await notStarted();
  await loginForm(page).createAccount.click();
  await expect(page).toHaveURL(/\/cadastro$/);
  await expect(page.getByRole('heading', exact(m.register.heading))).toBeVisible();
  await notStarted();
  await page.getByRole('link', exact(m.app.back)).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', exact(m.login.heading))).toBeVisible();
  release();
  await started(page);
  expect(seen).toEqual([]);
});

for (const how of ['Enter', 'ENTRAR'] as const) {
  test(`${how} before hydration never puts the CPF in an address, an error or the log`, async ({
    page,
    server,
    voter,
  }) => {
    const seen = problems(page);
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => addresses.push(frame.url()));
    const release = await holdEntry(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const form = loginForm(page);
    await form.cpf.pressSequentially(voter.cpf);
    const reloaded = page.waitForResponse(
      (response) => response.request().method() === 'GET' && /\/login$/.test(response.url()),
    );
    if (how === 'Enter') await form.cpf.press('Enter');
    else await form.submit.click();
    expect((await reloaded).status()).toBe(200);
    release();
    await started(page);
    await expect(page.getByRole('heading', exact(m.login.heading))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    for (const address of addresses) expect(address).not.toContain(voter.cpf);
    expect(server.logTail(400)).not.toContain(voter.cpf);
    expect(seen).toEqual([]);
  });
}
