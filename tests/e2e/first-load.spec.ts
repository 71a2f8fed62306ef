/**
 * What a first load downloads, and what waits until it is needed (issue 39, decisions 272-273),
 * on Lighthouse's mobile profile applied for real: a slow 4G network (CDP
 * Network.emulateNetworkConditions with Lighthouse's DevTools figures: 562.5 ms, 1.47 Mbps down)
 * and a CPU slowed 4x.
 *
 * - Each prerendered page's HTML names, as its entry or a modulepreload, every script the page
 *   runs before the app has started: nothing waits for the entry to run before it downloads.
 * - axios (the `axios` chunk) is not downloaded by /login until ENTRAR; Yup (the `yup` chunk)
 *   not until the form is first validated; the vote dialog (`ConfirmDialog`) not until the first
 *   VOTAR. Each then arrives and does its work.
 * - /empresas?categoria=ID arrives with the category's name in its HTML (h1 and title), shown
 *   with 'Verificando autenticação...' before the app runs; the heading says that name throughout
 *   the start-up, the session check and the list's arrival.
 */
import type { Page } from '@playwright/test';

import { SLOW_4G } from '../setup/chromium';

import { expect, test } from './fixtures';
import { voterTokenViaApi } from './support/console';
import { companyRow, confirmDialog, loginForm, m } from './support/ui';

const exact = (name: string) => ({ name, exact: true });

const AXIOS = /\/assets\/axios-[^/]+\.js$/;
const YUP = /\/assets\/yup-[^/]+\.js$/;
const VOTE_DIALOG = /\/assets\/ConfirmDialog-[^/]+\.js$/;

/** Lighthouse's mobile profile, applied: slow 4G (its DevTools figures) and the CPU slowed 4x. */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Every script the page requests, in order. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** The scripts a page's HTML names: its module entry and its modulepreload links. */
async function namedByHtml(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]'),
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
    ].map((element) => new URL('src' in element ? element.src : element.href).pathname),
  );
}

/** Stores a signed-in voter's session on the origin; returns a category of theirs. */
async function signIn(
  page: Page,
  token: string,
  name: string,
): Promise<{ id: number; name: string; companies: { name: string }[] }> {
  const answer = await page.request.get('/api/categories/app', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [category] = (
    (await answer.json()) as {
      data: { id: number; name: string; companies: { name: string }[] }[];
    }
  ).data;
  if (!category) throw new Error('the demo catalogue has no category');
  await page.goto('/app-config.json');
  await page.evaluate(
    ({ value, nome }) => {
      localStorage.setItem('token', value);
      localStorage.setItem('user', JSON.stringify({ id: 1, name: nome, mail: 'x@example.org' }));
    },
    { value: token, nome: name },
  );
  return category;
}

test.beforeEach(async ({ page }) => {
  await slowPhone(page);
});

for (const path of ['/login', '/cadastro']) {
  test(`${path}: the HTML preloads every script the page runs before it starts; no axios, no Yup`, async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto(path);
    const named = await namedByHtml(page);
    expect(scripts.filter((url) => !named.includes(url))).toEqual([]);
    expect(scripts.filter((url) => AXIOS.test(url) || YUP.test(url))).toEqual([]);
  });
}

test('/login: Yup arrives with the first ENTRAR and refuses a bad CPF; axios with the first call', async ({
  page,
  voter,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/login');
  const form = loginForm(page);
  await form.cpf.fill('123');
  expect(scripts.some((url) => YUP.test(url))).toBe(false);
  await form.submit.click();
  await expect(page.getByText(m.validation.cpf)).toBeVisible();
  expect(scripts.some((url) => YUP.test(url))).toBe(true);

  // A valid CPF nobody registered: the call goes out (axios downloaded) and the server says so.
  await form.cpf.fill(voter.cpf);
  await form.submit.click();
  await expect(page.getByText(m.errors.cpfNotFound)).toBeVisible();
  expect(scripts.filter((url) => AXIOS.test(url))).toHaveLength(1);
  expect(scripts.filter((url) => YUP.test(url))).toHaveLength(1);
});

for (const path of ['/perfil', '/empresas'] as const) {
  test(`signed in, ${path}: the HTML preloads every script the page runs before it starts`, async ({
    page,
    request,
    mailbox,
    voter,
  }) => {
    const token = await voterTokenViaApi(request, mailbox, voter);
    const category = await signIn(page, token, voter.nome);
    const scripts = scriptsOf(page);
    await page.goto(path === '/perfil' ? path : `/empresas?categoria=${category.id}`);
    const named = await namedByHtml(page);
    expect(scripts.filter((url) => !named.includes(url))).toEqual([]);
    // The categories' call needs axios at once: it is preloaded, not discovered.
    expect(named.some((url) => AXIOS.test(url))).toBe(true);
    expect(scripts.some((url) => VOTE_DIALOG.test(url) || YUP.test(url))).toBe(false);
  });
}

test("/empresas?categoria=ID: the category's name is in the HTML and stays through the start-up; the vote dialog arrives with the first VOTAR", async ({
  page,
  request,
  mailbox,
  voter,
}) => {
  const token = await voterTokenViaApi(request, mailbox, voter);
  const category = await signIn(page, token, voter.nome);
  const [company] = category.companies;
  if (!company) throw new Error('the demo category has no company');

  // Before the app runs: the entry is held, so what shows is the HTML the server sent.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  const scripts = scriptsOf(page);
  await page.goto(`/empresas?categoria=${category.id}`, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(category.name);
  await expect(page).toHaveTitle(m.titles.page(category.name));
  // Spec section 2: the protected page shows this while the session is checked.
  await expect(page.getByRole('status').filter({ hasText: m.app.checkingAuth })).toBeVisible();
  // Every heading the page shows from now on, as each change is committed: the name never
  // leaves the screen while the app starts, checks the session and reads the categories.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { headings: string[] }).headings = seen;
    new MutationObserver(() => {
      seen.push(document.querySelector('h1')?.textContent ?? '(no heading)');
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });

  release();
  const row = companyRow(page, company.name);
  await expect(row).toBeVisible();
  // The check is over: the spinner is gone; the heading said the category's name throughout.
  await expect(page.getByText(m.app.checkingAuth)).toHaveCount(0);
  const headings = await page.evaluate(
    () => (window as unknown as { headings: string[] }).headings,
  );
  expect(new Set(headings)).toEqual(new Set([category.name]));
  expect(scripts.some((url) => VOTE_DIALOG.test(url))).toBe(false);

  await row.getByRole('button', exact(m.companies.vote)).click();
  const dialog = confirmDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(m.confirmVote.title(category.name));
  await expect(dialog.getByRole('button', exact(m.confirmVote.cancel))).toBeFocused();
  expect(scripts.filter((url) => VOTE_DIALOG.test(url))).toHaveLength(1);
  await dialog.getByRole('button', exact(m.confirmVote.cancel)).click();
  await expect(dialog).toBeHidden();
});
