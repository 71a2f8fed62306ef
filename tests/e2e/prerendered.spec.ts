/**
 * The prerendered public pages (decision 139): `/`, `/login` and `/cadastro` arrive as HTML that
 * already shows the page, so a phone paints it before any script runs; the app then takes over.
 * Checked with JavaScript off (what the HTML alone shows), with the scripts held back while the
 * voter types (nothing typed is lost, the focus stays), and for errors in the hand-over.
 */
import type { Page } from '@playwright/test';

import { PRELOADED_MODULES_KEY } from '../../src/app/prerenderedPage';
import { formatElectionDate } from '../../src/domain/election';
import { privacyLinkMessages } from '../../src/domain/privacyLinkMessages';

import { expect, test, type Api } from './fixtures';
import { runAdminCli } from './support/console';
import type { Mailbox } from './support/mailbox';
import type { Voter } from './support/people';
import { startServer, type RunningServer } from './support/server';
import {
  categoryCard,
  categoryNames,
  loginForm,
  m,
  registerForm,
  signInViaUi,
  tabTo,
} from './support/ui';

const exact = (name: string) => ({ name, exact: true });

test.describe('with JavaScript off, the HTML alone shows the page', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the logo, the highlight image and Iniciar Votação', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(m.app.name);
    await expect(page.getByRole('img', exact(m.landing.logoAlt))).toBeVisible();
    await expect(page.getByRole('img', exact(m.landing.heroAlt))).toBeVisible();
    await expect(page.getByRole('button', exact(m.landing.start))).toBeVisible();
  });

  test('/login shows its title, the CPF field and both buttons', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(m.titles.page(m.titles.login));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const form = loginForm(page);
    await expect(form.cpf).toBeVisible();
    await expect(form.submit).toBeVisible();
    await expect(form.createAccount).toBeVisible();
  });

  test('/cadastro shows every sign-up field', async ({ page }) => {
    await page.goto('/cadastro');
    await expect(page).toHaveTitle(m.titles.page(m.titles.register));
    const form = registerForm(page);
    for (const field of [form.nome, form.email, form.celular, form.cpf]) {
      await expect(field).toBeVisible();
    }
  });

  // A keyboard user may Tab before the app has started: the ring cannot wait for MUI's
  // Mui-focusVisible/Mui-focused classes, which only the app's scripts set.
  test('every control shows the focus ring before any script runs', async ({ page }) => {
    const privacy = (page: Page) => page.getByRole('link', exact(privacyLinkMessages.link));
    await page.goto('/');
    await tabTo(page, page.getByRole('button', exact(m.landing.start)));
    await tabTo(page, privacy(page));
    await page.goto('/login');
    await tabTo(page, loginForm(page).createAccount);
    await page.goto('/cadastro');
    await tabTo(page, registerForm(page).submit);
    await tabTo(page, privacy(page));
    // The signed-in frame (decision 142): Sair, then the search box.
    await page.goto('/perfil');
    await tabTo(page, page.getByRole('searchbox', exact(m.profile.searchLabel)));
  });

  // Decision 142: the protected pages' frame is the same HTML for everyone.
  test('/perfil and /empresas show their frame, with nothing of a voter in it', async ({
    page,
  }) => {
    await page.goto('/perfil');
    await expect(page).toHaveTitle(m.titles.page(m.titles.profile));
    await expect(page.getByText(m.profile.hint, { exact: true })).toBeVisible();
    await expect(page.getByText(m.profile.empty, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.locator('#root')).not.toContainText(m.profile.greeting(''));
    await page.goto('/empresas');
    await expect(page.getByText(m.companies.instructions, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.getByText(m.companies.empty, { exact: true })).toHaveCount(0);
  });

  test('any other page is the empty shell', async ({ page }) => {
    await page.goto('/acesso');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/** Holds the requests matching `pattern` until the returned function is called. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The script that starts the app on /login, and the app's entry script. */
const LOGIN_STARTER = /\/assets\/start-login-[\w-]+\.js$/;
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

test('what the voter types before the scripts arrive is kept, masked, with the focus', async ({
  page,
}) => {
  // Hold the script that starts the app until the voter has typed.
  const release = await hold(page, LOGIN_STARTER);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/login', { waitUntil: 'commit' });
  const form = loginForm(page);
  await form.cpf.click();
  await form.cpf.pressSequentially('52998224725');
  await expect(form.cpf).toHaveValue('52998224725'); // the bare HTML field: no mask yet
  release();

  // The app took over: its field applies the CPF mask to what was typed, and has the focus.
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(form.cpf).toHaveValue('529.982.247-25');
  await expect(form.cpf).toBeFocused();
  // And it works: CRIAR CONTA goes to /cadastro, whose page the app draws.
  await form.createAccount.click();
  await expect(page).toHaveURL(/\/cadastro$/);
  await expect(registerForm(page).nome).toBeVisible();
  expect(errors).toEqual([]);
});

test('a tap before the app started is kept and done once it has: CRIAR CONTA', async ({ page }) => {
  // The app's entry is held: the tap lands while only the HTML and the starter script are there.
  const releaseEntry = await hold(page, ENTRY);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('script[type="module"]')).toHaveCount(1);
  await loginForm(page).createAccount.click();
  await expect(page).toHaveURL(/\/login$/); // nothing happened yet
  releaseEntry();
  await expect(page).toHaveURL(/\/cadastro$/);
  await expect(registerForm(page).nome).toBeVisible();
});

test('Enter before the app started neither reloads the page nor puts the CPF in the address; the app sends it', async ({
  page,
}) => {
  const releaseEntry = await hold(page, ENTRY);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/auth/send-otp-code'));
  // The held entry script keeps the load event from firing.
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('script[type="module"]')).toHaveCount(1);
  const form = loginForm(page);
  await form.cpf.fill('52998224725');
  await form.cpf.press('Enter');
  expect(page.url()).not.toContain('?');
  releaseEntry();
  const request = await sent;
  expect(request.postDataJSON()).toMatchObject({ cpf: '52998224725' });
  expect(page.url()).not.toContain('52998224725');
});

test("the starter preloads every file of the app's start-up stages (decision 145)", async ({
  page,
  request,
}) => {
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const starterSrc = await page.locator('script[src*="/assets/start-login-"]').getAttribute('src');
  const starter = await (await request.get(starterSrc ?? '')).text();
  // `var preloads = (window[PRELOADED_MODULES_KEY] = [...]);`: the entry evaluates them in turn.
  const listed = /var preloads = \(window\["(\w+)"\] = (\[[^\]]*\])\);/.exec(starter);
  expect(listed?.[1]).toBe(PRELOADED_MODULES_KEY);
  const preloads = JSON.parse(listed?.[2] ?? '[]') as string[];
  const entrySrc = /script\.src = "([^"]+)"/.exec(starter)?.[1] ?? '';
  const entry = await (await request.get(entrySrc)).text();
  // What the entry's dynamic imports load (Vite's list of their files).
  const stageFiles = (/m\.f=\[([^\]]*)\]/.exec(entry)?.[1] ?? '')
    .split(',')
    .map((file) => `/${file.replace(/"/g, '')}`)
    .filter((file) => file.endsWith('.js'));
  expect(stageFiles.length).toBeGreaterThan(2);
  expect(preloads).toEqual(expect.arrayContaining(stageFiles));
});

/** The Content-Security-Policy violations the page reports on its console, as they come. */
function policyViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('a first visit draws with the device font and fetches Roboto after the hand-over; the next draws with Roboto, never swapped (decision 147)', async ({
  page,
}) => {
  const violations = policyViolations(page);
  // When the app took over, in the page's own clock (the attribute leaves #root then).
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      const root = document.getElementById('root');
      if (!root || root.hasAttribute('data-prerendered')) return;
      Object.assign(window, { handedOverAt: performance.now() });
      observer.disconnect();
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-prerendered'],
    });
  });
  await page.goto('/login');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(loginForm(page).cpf).toBeVisible();
  // The faces are in the page, switched off: no rule applies and no font was asked for.
  await expect(page.locator('style#fontes')).toHaveAttribute('media', 'not all');
  expect(await page.evaluate(() => document.fonts.size)).toBe(0);
  // Fetched once the app has taken over, then remembered for the next page.
  const remembered = await page.waitForFunction(() => localStorage.getItem('votacao:fontes'));
  const files = String(await remembered.jsonValue()).split(' ');
  expect(files).toHaveLength(3);
  const fetched = await page.evaluate(() => {
    const handedOverAt = (window as unknown as { handedOverAt: number }).handedOverAt;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({
        file: new URL(entry.name).pathname,
        afterHandOver: entry.startTime >= handedOverAt,
      }));
  });
  expect(fetched.map((f) => f.file).sort()).toEqual([...files].sort());
  expect(fetched.every((f) => f.afterHandOver)).toBe(true);
  expect(await page.evaluate(() => document.fonts.size)).toBe(0); // this visit keeps its font

  await page.goto('/login');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(loginForm(page).cpf).toBeVisible();
  // Switched on by the inline script before the first layout (its hash is in the policy).
  await expect(page.locator('style#fontes')).toHaveAttribute('media', 'all');
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].map((face) => `${face.family} ${face.weight} ${face.display}`);
  });
  expect(faces.sort()).toEqual([
    'Roboto 400 optional',
    'Roboto 500 optional',
    'Roboto 700 optional',
  ]);
  // One set of faces after the hand-over: the app's own stylesheet is not linked again.
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  expect(violations).toEqual([]);
});

test('the policy runs the font switch by its hash and no other inline script (an injected one is refused)', async ({
  page,
}) => {
  const refused = policyViolations(page);
  // The attack: an inline script slipped into the page's head, served with the page's own
  // headers (its Content-Security-Policy included).
  await page.route('**/login', async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    const body = (await response.text()).replace(
      '</head>',
      '<script>window.injected = true</script></head>',
    );
    await route.fulfill({ response, headers, body });
  });
  await page.goto('/login');
  // This browser has the fonts (as after a visit): the switch has something to do.
  const files = await page.locator('style#fontes').getAttribute('data-fontes');
  await page.evaluate((list) => localStorage.setItem('votacao:fontes', list ?? ''), files);
  await page.reload();
  await expect(page.locator('style#fontes')).toHaveAttribute('media', 'all'); // the switch ran
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  expect(refused.length).toBeGreaterThan(0);
});

test('a page started from the empty shell remembers Roboto once loaded: the next /login draws with it (decision 147)', async ({
  page,
}) => {
  await page.goto('/privacidade'); // not prerendered: the shell, with the fonts' stylesheet
  const remembered = await page.waitForFunction(() => localStorage.getItem('votacao:fontes'));
  expect(String(await remembered.jsonValue()).split(' ')).toHaveLength(3);
  await page.goto('/login');
  // The same list the build wrote on the faces: the switch turned them on.
  await expect(page.locator('style#fontes')).toHaveAttribute('media', 'all');
  await expect(page.locator('style#fontes')).toHaveAttribute(
    'data-fontes',
    String(await remembered.jsonValue()),
  );
});

test('the landing runs no app: its one script opens /login on Iniciar Votação, after prefetching it', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // Once loaded and idle, the starter prefetches /login and the scripts it runs (decision 144).
  await expect(page.locator('link[rel="prefetch"][href="/login"]')).toHaveCount(1);
  const entry = page.locator('link[rel="prefetch"][href^="/assets/index-"]');
  await expect(entry).toHaveCount(1);
  await expect(entry).toHaveAttribute('crossorigin', '');
  // Roboto is prefetched for /login; the landing itself draws with the device's font (decision
  // 146): no @font-face, no font asked for before it has painted.
  const fonts = page.locator('link[rel="prefetch"][href$=".woff2"]');
  await expect(fonts).toHaveCount(3);
  await expect(fonts.first()).toHaveAttribute('crossorigin', '');
  expect(await page.evaluate(() => document.fonts.size)).toBe(0);
  // Once they have arrived, /login draws with them (decision 147).
  await page.waitForFunction(() => localStorage.getItem('votacao:fontes')?.split(' ').length === 3);
  // The landing itself ran its starter and nothing else: no module script, the mark stays.
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/start-index-[0-9a-f]+\.js$/)]);
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/');
  await page.getByRole('button', exact(m.landing.start)).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginForm(page).cpf).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect(errors).toEqual([]);
});

test.describe('the award line, once the operator named the award', () => {
  let server: RunningServer;

  test.beforeAll(async ({ mailbox }) => {
    test.setTimeout(180_000);
    server = await startServer({ smtpUrl: mailbox.url });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('is in the HTML of the landing, escaped, with the voting window; and gone once unset', async ({
      page,
    }) => {
      const name = 'Prêmio <Destaque> & "Cia" 2026';
      // The host rereads the election at most a second after another process changed it.
      const landingShows = async (check: () => Promise<void>) =>
        expect(async () => {
          await page.goto(`${server.baseURL}/`);
          await check();
        }).toPass();
      runAdminCli(server, ['election', '--name', name]);
      await landingShows(() =>
        expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible({
          timeout: 1000,
        }),
      );
      // The host writes it in: no script ran (JavaScript is off) and no mark is left.
      expect(await page.locator('#root').innerHTML()).not.toMatch(/[\uE000\uE001]|<script/);

      runAdminCli(server, [
        'election',
        '--opens',
        '2026-12-01T08:00-03:00',
        '--closes',
        '2026-12-10T18:00-03:00',
      ]);
      const period = m.landing.votingPeriod(
        formatElectionDate('2026-12-01T08:00-03:00'),
        formatElectionDate('2026-12-10T18:00-03:00'),
      );
      await landingShows(() =>
        expect(page.getByText(period ?? '', { exact: true })).toBeVisible({ timeout: 1000 }),
      );

      runAdminCli(server, ['election', '--name', '', '--opens', '', '--closes', '']);
      await landingShows(() =>
        expect(page.getByRole('heading', { level: 2 })).toHaveCount(0, { timeout: 1000 }),
      );
      await expect(page.getByRole('button', exact(m.landing.start))).toBeVisible();
    });
  });
});

test('a visitor without a token on a protected page goes to /login before the app has loaded', async ({
  page,
}) => {
  await hold(page, ENTRY); // never released: the starter script alone sends the visitor away
  await page.goto('/perfil', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/empresas', { waitUntil: 'domcontentloaded' });
  await expect(page).toHaveURL(/\/login$/);
});

/** A new voter, signed in through the UI, on /perfil with the list loaded: its category names. */
async function signedInOnProfile({
  page,
  mailbox,
  voter,
  api,
}: {
  page: Page;
  mailbox: Mailbox;
  voter: Voter;
  api: Api;
}): Promise<string[]> {
  expect(await api.register(voter)).toBe(201);
  await signInViaUi(page, mailbox, voter);
  return categoryNames(page);
}

test('signed in, /perfil is the frame until the app hands over the page itself, never "Verificando autenticação..."', async ({
  page,
  mailbox,
  voter,
  api,
}) => {
  await signedInOnProfile({ page, mailbox, voter, api });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const releaseEntry = await hold(page, ENTRY);
  await page.reload({ waitUntil: 'domcontentloaded' });
  // The frame, while the app's scripts are held back.
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/perfil');
  await expect(page.getByText(m.profile.hint, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  // The starter has written the greeting from the stored user already.
  await expect(page.locator('#root [data-pending-title]')).toHaveText(
    m.profile.greeting(voter.firstName),
  );
  await expect(page.locator('#root [data-pending-title]')).toBeVisible();
  // Whatever the visible #root shows from now on is recorded.
  await page.evaluate((checking) => {
    const w = window as unknown as { __sawChecking: boolean };
    w.__sawChecking = false;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root && !root.hidden && root.textContent?.includes(checking)) w.__sawChecking = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, m.app.checkingAuth);
  releaseEntry();
  await expect(
    page.getByRole('heading', { level: 1, name: m.profile.greeting(voter.firstName) }),
  ).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  expect((await categoryNames(page)).length).toBeGreaterThan(0);
  expect(
    await page.evaluate(() => (window as unknown as { __sawChecking: boolean }).__sawChecking),
  ).toBe(false);
  expect(errors).toEqual([]);
});

test('signed in, /empresas draws the category from the navigation state before the app starts, and "Desconhecida" without one', async ({
  page,
  mailbox,
  voter,
  api,
}) => {
  const [name] = await signedInOnProfile({ page, mailbox, voter, api });
  if (!name) throw new Error('no category on /perfil');
  await categoryCard(page, name).getByRole('button', exact(m.profile.vote)).click();
  await expect(page).toHaveURL(/\/empresas$/);
  const releaseEntry = await hold(page, ENTRY);
  // A reload keeps the history entry, and with it the category.
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/empresas');
  await expect(page.locator('#root [data-pending-title]')).toHaveText(name);
  await expect(page.locator('#root [data-pending-title]')).toBeVisible();
  // Opened afresh, without a category (a new history entry: a same-address navigation would
  // keep the old one).
  await page.goto('about:blank');
  await page.goto('/empresas', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root [data-pending-title]')).toHaveText(m.app.unknownCategory);
  releaseEntry();
  await expect(page.getByRole('heading', { level: 1, name: m.app.unknownCategory })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByText(m.companies.empty, { exact: true })).toBeVisible();
});
