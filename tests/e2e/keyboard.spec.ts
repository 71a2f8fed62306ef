/**
 * The whole journey with the keyboard only (Tab, Shift+Tab, Enter, Space, Escape, typing): sign
 * up -> sign in -> code -> vote -> back. No mouse event reaches the page, and every element that
 * takes the focus on the way shows a visible focus indicator.
 */
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import {
  accessForm,
  appStarted,
  categoryCard,
  companyRow,
  confirmDialog,
  expectVisibleFocus,
  loginForm,
  m,
  notice,
  registerForm,
  tabTo,
} from './support/ui';

const exact = (name: string) => ({ name, exact: true });

/** Counts mouse-driven pointer events in the page, so the test can prove there were none. */
async function countMouseEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __mouseEvents: number };
    w.__mouseEvents = 0;
    for (const type of ['pointerdown', 'mousedown', 'click']) {
      window.addEventListener(
        type,
        (event) => {
          // Keyboard activation fires a synthetic click with detail 0 and no pointer.
          const isMouse =
            event instanceof PointerEvent
              ? event.pointerType === 'mouse'
              : (event as MouseEvent).detail > 0;
          if (isMouse) w.__mouseEvents++;
        },
        true,
      );
    }
  });
}

const mouseEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mouseEvents: number }).__mouseEvents);

test('sign up, sign in, vote and go back with the keyboard only', async ({
  page,
  mailbox,
  voter,
  api,
}) => {
  await countMouseEvents(page);

  // Landing: Tab to 'Iniciar Votação', Enter.
  await page.goto('/');
  const start = page
    .getByRole('button', exact(m.landing.start))
    .or(page.getByRole('link', exact(m.landing.start)));
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  // The landing's link loads /login as a page, not through page.goto, so the fixture does not
  // wait for the app: a person sees it respond before going on (hydration.spec.ts tests CRIAR
  // CONTA before hydration; this test is the keyboard in the running app).
  await appStarted(page);

  // Login: Tab to CRIAR CONTA (a link), Enter.
  await tabTo(page, loginForm(page).createAccount);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cadastro$/);

  // Sign-up form, field by field.
  const form = registerForm(page);
  await tabTo(page, form.nome);
  await page.keyboard.type(voter.nome);
  await tabTo(page, form.email);
  await page.keyboard.type(voter.email);
  await tabTo(page, form.celular);
  await page.keyboard.type(voter.celular);
  await expect(form.celular).toHaveValue(voter.celularMasked);
  await tabTo(page, form.cpf);
  await page.keyboard.type(voter.cpf);
  await expect(form.cpf).toHaveValue(voter.cpfMasked);
  await tabTo(page, form.botCheck);
  await page.keyboard.press('Space');
  await expect(form.botCheck).toBeChecked();
  await tabTo(page, form.submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  // Login: type the CPF, Enter submits.
  const login = loginForm(page);
  await tabTo(page, login.cpf);
  await page.keyboard.type(voter.cpf);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/acesso$/);

  // Code from the e-mail: the sixth digit submits by itself.
  const code = await mailbox.waitForCode(voter.email);
  await tabTo(page, accessForm(page).code);
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', exact(m.profile.greeting(voter.firstName)))).toBeVisible();

  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const categories = await api.categories(token ?? '');
  const [first, second] = categories.filter((c) => c.companies.length >= 2);
  const company = first?.companies[0];
  if (!first || !second || !company) throw new Error('The demo seed needs two categories');

  // Votar on the first card -> /empresas.
  await tabTo(page, categoryCard(page, first.name).getByRole('button', exact(m.profile.vote)));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/empresas(\?categoria=\d+)?$/);
  await expect(page.getByRole('heading', { level: 1, ...exact(first.name) })).toBeVisible();

  // VOTAR -> the dialog takes the focus; Escape dismisses it without a vote.
  const vote = companyRow(page, company.name).getByRole('button', exact(m.companies.vote));
  await tabTo(page, vote);
  await page.keyboard.press('Enter');
  const dialog = confirmDialog(page);
  await expect(
    dialog.getByText(m.confirmVote.message(company.name), { exact: true }),
  ).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The focus returns to the VOTAR that opened the dialog.
  await expect(vote).toBeFocused();
  await expectVisibleFocus(page);

  // Again, and this time 'Sim, votar!' with Enter.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', exact(m.confirmVote.confirm)), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(notice(page, m.success.voted)).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(
    categoryCard(page, first.name).getByRole('button', exact(m.profile.alreadyVoted)),
  ).toBeDisabled();

  // Second category, then back to /perfil with Shift+Tab to the back arrow.
  await tabTo(page, categoryCard(page, second.name).getByRole('button', exact(m.profile.vote)));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/empresas(\?categoria=\d+)?$/);
  await expect(page.getByRole('heading', { level: 1, ...exact(second.name) })).toBeVisible();
  await tabTo(page, companyRow(page, second.companies[0]?.name ?? '').getByRole('button'));
  await tabTo(page, page.getByRole('button', exact(m.app.back)), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/perfil$/);

  const stored = await api.categories(token ?? '');
  expect(stored.find((c) => c.id === first.id)).toMatchObject({
    hasVoted: true,
    votedCompanyId: company.id,
  });
  expect(stored.find((c) => c.id === second.id)?.hasVoted).toBe(false);
  expect(await mouseEvents(page), 'mouse events in the page').toBe(0);
});
