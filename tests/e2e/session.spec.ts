/**
 * Session rules of spec section 4 against the real server: reload keeps the session, an expired
 * token sends you to /login, /login clears the stored token and user, protected routes need a
 * token, a 401 from the API clears the session, and unknown routes reach the router's error screen.
 */
import type { Page } from '@playwright/test';
import { SignJWT } from 'jose';

import { expect, storedToken, test } from './fixtures';
import { E2E_JWT_SECRET } from './support/server';
import { m, signInViaUi } from './support/ui';

const exact = (name: string) => ({ name, exact: true });

async function sign(payload: Record<string, unknown>, exp: number, secret = E2E_JWT_SECRET) {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(exp - 7200)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function storage(page: Page) {
  return page.evaluate(() => ({
    token: window.localStorage.getItem('token'),
    user: window.localStorage.getItem('user'),
  }));
}

test('a reload keeps the session on /perfil', async ({ page, mailbox, voter, api }) => {
  expect(await api.register(voter)).toBe(201);
  await signInViaUi(page, mailbox, voter);
  const token = await storedToken(page);
  await page.reload();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', exact(m.profile.greeting(voter.firstName)))).toBeVisible();
  expect(await storedToken(page)).toBe(token);
  // A new tab of the same browser context shares the session too.
  const second = await page.context().newPage();
  await second.goto('/perfil');
  await expect(
    second.getByRole('heading', exact(m.profile.greeting(voter.firstName))),
  ).toBeVisible();
  await second.close();
});

test('an expired token sends you to /login and is cleared', async ({
  page,
  mailbox,
  voter,
  api,
}) => {
  expect(await api.register(voter)).toBe(201);
  await signInViaUi(page, mailbox, voter);
  const user = JSON.parse((await storage(page)).user ?? 'null') as { id: number };
  // Properly signed by the server's own secret, but expired a minute ago.
  const expired = await sign(
    { id: user.id, nome: voter.nome, email: voter.email, ver: 0 },
    nowSeconds() - 60,
  );
  await page.evaluate((token) => window.localStorage.setItem('token', token), expired);

  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', exact(m.login.heading))).toBeVisible();
  expect(await storage(page)).toEqual({ token: null, user: null });

  await page.goto('/empresas');
  await expect(page).toHaveURL(/\/login$/);
});

test('a token that expires while the page is open is dropped by the 5-minute re-check', async ({
  page,
  mailbox,
  voter,
  api,
}) => {
  expect(await api.register(voter)).toBe(201);
  await signInViaUi(page, mailbox, voter);
  const user = JSON.parse((await storage(page)).user ?? 'null') as { id: number };
  // Valid for 4 more minutes: the first re-check (after 300000 ms) finds it expired.
  const shortLived = await sign(
    { id: user.id, nome: voter.nome, email: voter.email, ver: 0 },
    nowSeconds() + 240,
  );
  await page.evaluate((token) => window.localStorage.setItem('token', token), shortLived);
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('heading', exact(m.profile.greeting(voter.firstName)))).toBeVisible();
  await page.clock.runFor(301_000);
  await expect(page).toHaveURL(/\/login$/);
  expect(await storage(page)).toEqual({ token: null, user: null });
});

test('opening /login clears the stored token and user', async ({ page, mailbox, voter, api }) => {
  expect(await api.register(voter)).toBe(201);
  await signInViaUi(page, mailbox, voter);
  expect((await storage(page)).token).not.toBeNull();
  await page.goto('/login');
  await expect(page.getByRole('heading', exact(m.login.heading))).toBeVisible();
  await expect.poll(() => storage(page)).toEqual({ token: null, user: null });
  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/login$/);
});

test('protected routes without a token redirect to /login', async ({ page }) => {
  for (const route of ['/perfil', '/empresas']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', exact(m.login.heading))).toBeVisible();
  }
});

test('a 401 from the API clears the session', async ({ page, voter }) => {
  // Well-formed and unexpired, so the web app lets it through, but signed with another secret:
  // the real server answers 401 to GET /categories/app.
  const forged = await sign(
    { id: 1, nome: voter.nome, email: voter.email },
    nowSeconds() + 3600,
    'not-the-server-secret-0123456789-abcdefghij',
  );
  await page.goto('/');
  await page.evaluate(
    ({ token, user }) => {
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('user', JSON.stringify(user));
    },
    { token: forged, user: { id: 1, name: voter.nome, mail: voter.email } },
  );
  const categories = page.waitForResponse((r) => r.url().endsWith('/api/categories/app'));
  await page.goto('/perfil');
  expect((await categories).status()).toBe(401);
  await expect.poll(() => storage(page)).toEqual({ token: null, user: null });
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown route shows the router error screen', async ({ page }) => {
  const response = await page.goto('/nao-existe/mesmo');
  // The server answers the web app's index.html for any non-API path.
  expect(response?.status()).toBe(200);
  await expect(page.getByText(m.app.unexpectedError, { exact: true })).toBeVisible();
});
