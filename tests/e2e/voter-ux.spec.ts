/**
 * What the voter sees beyond the letter of the specification (docs/decisions/110-voter-feedback-beyond-the-spec.md), through
 * the real UI and the real server, at 1280 px and at 360 px: the sign-up confirmation on /login,
 * where the code went, pressing ENTRAR again, a wrong code, the sixth digit submitting, the
 * progress on /perfil, 'Sair', and the scroll-to-top button keeping clear of every button.
 */
import type { Locator, Page } from '@playwright/test';

import { expect, storedToken, test } from './fixtures';
import {
  accessForm,
  categoryCard,
  companyRow,
  confirmDialog,
  enterCodeViaUi,
  fillRegisterForm,
  loginForm,
  m,
  notice,
  registerForm,
  requestCodeViaUi,
  signInViaUi,
} from './support/ui';

const exact = (name: string) => ({ name, exact: true });

test('sign-up: /login confirms it with the CPF filled in, and ENTRAR signs in', async ({
  page,
  mailbox,
  voter,
}) => {
  await page.goto('/cadastro');
  await fillRegisterForm(page, voter);
  await registerForm(page).submit.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(notice(page, m.login.registered)).toBeVisible();
  const login = loginForm(page);
  await expect(login.cpf).toHaveValue(voter.cpfMasked);
  // Carried in navigation state only: nothing about the CPF is stored in the browser.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(voter.cpf);

  await login.submit.click();
  await expect(page).toHaveURL(/\/acesso$/);
  await enterCodeViaUi(page, mailbox, voter);

  // Opening /login afresh: no confirmation, an empty field.
  await page.goto('/login');
  await expect(loginForm(page).cpf).toHaveValue('');
  await expect(notice(page, m.login.registered)).toHaveCount(0);
});

test('a wrong code marks, empties and focuses the field; the sixth digit submits by itself', async ({
  page,
  mailbox,
  voter,
  api,
}) => {
  expect(await api.register(voter)).toBe(201);
  await requestCodeViaUi(page, voter);
  const code = await mailbox.waitForCode(voter.email);
  const wrong = code.slice(0, 5) + String((Number(code.at(-1)) + 1) % 10);
  const validations: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/api/auth/validate-otp-code')) validations.push(r.status());
  });

  const field = accessForm(page).code;
  await field.click();
  await page.keyboard.type(wrong);
  await expect(notice(page, m.errors.accessFailed)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  // The server says how many tries the code has left.
  await expect(field).toHaveAccessibleDescription(
    /^Código incorreto ou expirado\. (Restam \d+ tentativas|Resta 1 tentativa)\.$/,
  );
  expect(validations).toEqual([401]);

  // Typed digit by digit: nothing is sent before the sixth, which sends it once.
  await page.keyboard.type(code.slice(0, 5));
  await expect(field).not.toHaveAttribute('aria-invalid');
  expect(validations).toEqual([401]);
  await page.keyboard.type(code.slice(5));
  await expect(page).toHaveURL(/\/perfil$/);
  expect(validations).toEqual([401, 200]);
});

/** 'N de M categorias votadas' on /perfil. */
async function expectProgress(page: Page, voted: number, total: number): Promise<void> {
  await expect(page.getByText(m.profile.progress(voted, total), { exact: true })).toBeVisible();
}

test('progress counts up after each vote, the card names the chosen company; Sair ends the session', async ({
  page,
  mailbox,
  voter,
  api,
}) => {
  expect(await api.register(voter)).toBe(201);
  await signInViaUi(page, mailbox, voter);
  const categories = (await api.categories(await storedToken(page))).filter(
    (c) => c.companies.length > 0,
  );
  const total = (await api.categories(await storedToken(page))).length;
  await expectProgress(page, 0, total);

  for (const [index, category] of categories.slice(0, 2).entries()) {
    const company = category.companies[index % category.companies.length];
    if (!company) throw new Error(`${category.name} has no company`);
    await categoryCard(page, category.name).getByRole('button', exact(m.profile.vote)).click();
    await companyRow(page, company.name).getByRole('button', exact(m.companies.vote)).click();
    const dialog = confirmDialog(page);
    await expect(dialog).toHaveAccessibleName(m.confirmVote.title(category.name));
    await expect(
      dialog.getByText(m.confirmVote.message(company.name), { exact: true }),
    ).toBeVisible();
    await expect(dialog.locator('strong')).toHaveText(company.name);
    await dialog.getByRole('button', exact(m.confirmVote.confirm)).click();
    await expect(page).toHaveURL(/\/perfil$/);
    await expectProgress(page, index + 1, total);
    const card = categoryCard(page, category.name);
    await expect(card.getByText(m.profile.votedFor(company.name), { exact: true })).toBeVisible();
    await expect(card.getByRole('button', exact(m.profile.alreadyVoted))).toBeDisabled();
  }

  await page.getByRole('button', exact(m.app.signOut)).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
  await page.goBack();
  await expect(page).not.toHaveURL(/\/perfil$/);
  await page.goto('/perfil');
  await expect(page).toHaveURL(/\/login$/);
});

/** Overlap of two boxes (edges that only touch do not count). */
function intersects(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('Element has no box');
  return box;
}

test('scrolled to the end of /perfil, the scroll-to-top button covers no button', async ({
  page,
  mailbox,
  voter,
  api,
}) => {
  expect(await api.register(voter)).toBe(201);
  await signInViaUi(page, mailbox, voter);
  await expect(page.getByRole('list').getByRole('listitem').first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const fab = page.getByRole('button', exact(m.app.scrollTop));
  await expect(fab).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      ),
    )
    .toBe(true);
  const fabBox = await boxOf(fab);
  const buttons = page.getByRole('button').filter({ visible: true });
  const count = await buttons.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    if (name === m.app.scrollTop) continue;
    expect(
      intersects(fabBox, await boxOf(button)),
      `the scroll-to-top button covers "${name}"`,
    ).toBe(false);
  }
});
