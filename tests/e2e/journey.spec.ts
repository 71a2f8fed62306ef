/**
 * The whole voter journey through the real UI and the real server: landing -> sign up -> sign in
 * with the code from the received e-mail -> vote in two categories (one cancelled first) ->
 * 'Você já votou' on the cards -> reload keeps the session -> the disabled 'Você já votou.' on
 * the chosen company.
 */
import type { Page } from '@playwright/test';

import { filterCategories } from '../../src/domain/search';
import type { Category, Company } from '../../src/domain/types';

import { expect, storedToken, test } from './fixtures';
import {
  appStarted,
  categoryCard,
  companyRow,
  confirmDialog,
  enterCodeViaUi,
  fillRegisterForm,
  loginForm,
  m,
  notice,
  registerForm,
} from './support/ui';

const exact = (name: string) => ({ name, exact: true });

/** Two categories with at least two companies each, from the demo seed. */
function pickTwo(categories: Category[]): [Category, Category] {
  const usable = categories.filter((c) => c.companies.length >= 2);
  const [first, second] = usable;
  if (!first || !second) {
    throw new Error('The demo seed needs two categories with two or more companies');
  }
  return [first, second];
}

/** Nothing sticks out sideways: no horizontal scroll at this width (360 px on the phone). */
async function expectFits(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect.soft(overflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
}

/** Spec section 9: two category cards per row, at every width. */
async function expectTwoPerRow(page: Page): Promise<void> {
  const cards = page.getByRole('list').first().getByRole('listitem');
  const boxes = await Promise.all(
    [0, 1, 2].map(async (i) => ((await cards.count()) > i ? cards.nth(i).boundingBox() : null)),
  );
  const [one, two, three] = boxes;
  if (!one || !two) throw new Error('Expected at least two category cards');
  expect.soft(Math.abs(one.y - two.y), 'cards 1 and 2 share a row').toBeLessThan(2);
  expect.soft(two.x, 'card 2 is right of card 1').toBeGreaterThan(one.x + one.width - 1);
  if (three)
    expect.soft(three.y, 'card 3 starts the next row').toBeGreaterThan(one.y + one.height - 1);
}

function company(category: Category, index: number): Company {
  const chosen = category.companies[index];
  if (!chosen) throw new Error(`${category.name} has no company #${index}`);
  return chosen;
}

test('sign up, sign in with the e-mailed code, vote in two categories, reload', async ({
  page,
  mailbox,
  voter,
  api,
}) => {
  // Landing -> /login -> /cadastro.
  await page.goto('/');
  await expect(
    page
      .getByRole('button', exact(m.landing.start))
      .or(page.getByRole('link', exact(m.landing.start))),
  ).toBeVisible();
  await expectFits(page, '/');
  await page
    .getByRole('button', exact(m.landing.start))
    .or(page.getByRole('link', exact(m.landing.start)))
    .click();
  await expect(page).toHaveURL(/\/login$/);
  // /login is prerendered HTML: while the app renders its hidden twin beside it, each text is
  // there twice, and a text locator would find both.
  await appStarted(page);
  await expect(page.getByRole('heading', exact(m.login.heading))).toBeVisible();
  await expect(page.getByText(m.login.subheading, { exact: true })).toBeVisible();
  await expect(page.getByText(m.login.instructions, { exact: true })).toBeVisible();
  await expectFits(page, '/login');
  await loginForm(page).createAccount.click();
  await expect(page).toHaveURL(/\/cadastro$/);

  // Sign up (201) -> /login.
  await expect(page.getByRole('heading', exact(m.register.heading))).toBeVisible();
  await expectFits(page, '/cadastro');
  await fillRegisterForm(page, voter);
  await registerForm(page).submit.click();
  await expect(page).toHaveURL(/\/login$/);

  // Sign in: CPF (Enter submits) -> the code arrives by e-mail -> /acesso -> /perfil.
  const login = loginForm(page);
  await login.cpf.fill(voter.cpf);
  await expect(login.cpf).toHaveValue(voter.cpfMasked);
  await login.cpf.press('Enter');
  await expect(page).toHaveURL(/\/acesso$/);
  await expect(page.getByRole('heading', exact(m.access.heading))).toBeVisible();
  await expect(page.getByText(m.access.instructions, { exact: true })).toBeVisible();
  await expectFits(page, '/acesso');
  await enterCodeViaUi(page, mailbox, voter);
  await expect(page.getByText(m.profile.hint, { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('searchbox', exact(m.profile.searchLabel))
      .or(page.getByLabel(m.profile.searchLabel)),
  ).toBeVisible();

  const token = await storedToken(page);
  const user = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
  expect(user).toEqual({ id: expect.any(Number), name: voter.nome, mail: voter.email });

  const categories = await api.categories(token);
  const [first, second] = pickTwo(categories);
  for (const category of categories) {
    const card = categoryCard(page, category.name);
    await expect(card).toBeVisible();
    await expect(
      card.getByText(m.profile.companyCount(category.companies.length), { exact: true }),
    ).toBeVisible();
    await expect(card.getByRole('button', exact(m.profile.vote))).toBeEnabled();
  }
  await expectFits(page, '/perfil');
  await expectTwoPerRow(page);

  // First category: open it, ask to vote, cancel (no vote), then vote for real.
  const a = company(first, 0);
  await categoryCard(page, first.name).getByRole('button', exact(m.profile.vote)).click();
  await expect(page).toHaveURL(/\/empresas(\?categoria=\d+)?$/);
  await expect(page.getByRole('heading', { level: 1, ...exact(first.name) })).toBeVisible();
  await expect(page.getByText(m.companies.instructions, { exact: true })).toBeVisible();
  for (const c of first.companies) await expect(companyRow(page, c.name)).toBeVisible();
  await expectFits(page, '/empresas');

  await companyRow(page, a.name).getByRole('button', exact(m.companies.vote)).click();
  const dialog = confirmDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(m.confirmVote.message(a.name), { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', exact(m.confirmVote.confirm))).toBeVisible();
  await expectFits(page, 'the confirmation dialog');
  await dialog.getByRole('button', exact(m.confirmVote.cancel)).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/empresas(\?categoria=\d+)?$/);
  expect((await api.categories(token)).find((c) => c.id === first.id)?.hasVoted).toBe(false);
  await expect(companyRow(page, a.name).getByRole('button', exact(m.companies.vote))).toBeEnabled();

  await companyRow(page, a.name).getByRole('button', exact(m.companies.vote)).click();
  await expect(dialog.getByText(m.confirmVote.message(a.name), { exact: true })).toBeVisible();
  await dialog.getByRole('button', exact(m.confirmVote.confirm)).click();
  await expect(notice(page, m.success.voted)).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(
    categoryCard(page, first.name).getByRole('button', exact(m.profile.alreadyVoted)),
  ).toBeDisabled();

  // Second category, second company.
  const b = company(second, 1);
  await categoryCard(page, second.name).getByRole('button', exact(m.profile.vote)).click();
  await expect(page).toHaveURL(/\/empresas(\?categoria=\d+)?$/);
  await expect(page.getByRole('heading', { level: 1, ...exact(second.name) })).toBeVisible();
  await companyRow(page, b.name).getByRole('button', exact(m.companies.vote)).click();
  await expect(dialog.getByText(m.confirmVote.message(b.name), { exact: true })).toBeVisible();
  await dialog.getByRole('button', exact(m.confirmVote.confirm)).click();
  await expect(notice(page, m.success.voted)).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);

  // Both cards read 'Você já votou' (disabled); the others still offer Votar.
  const checkCards = async () => {
    for (const category of categories) {
      const card = categoryCard(page, category.name);
      if (category.id === first.id || category.id === second.id) {
        await expect(card.getByRole('button', exact(m.profile.alreadyVoted))).toBeDisabled();
        await expect(card.getByRole('button', exact(m.profile.vote))).toHaveCount(0);
      } else {
        await expect(card.getByRole('button', exact(m.profile.vote))).toBeEnabled();
      }
    }
  };
  await checkCards();

  const stored = await api.categories(token);
  expect(stored.find((c) => c.id === first.id)).toMatchObject({
    hasVoted: true,
    votedCompanyId: a.id,
  });
  expect(stored.find((c) => c.id === second.id)).toMatchObject({
    hasVoted: true,
    votedCompanyId: b.id,
  });

  // Reload keeps the session and the voted state.
  await page.reload();
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', exact(m.profile.greeting(voter.firstName)))).toBeVisible();
  await checkCards();
  expect(await storedToken(page)).toBe(token);

  // Back to the second category's companies (history): the chosen company shows the disabled
  // 'Você já votou.' and no other company can be voted for.
  await page.goBack();
  await expect(page).toHaveURL(/\/empresas(\?categoria=\d+)?$/);
  await expect(page.getByRole('heading', { level: 1, ...exact(second.name) })).toBeVisible();
  await expect(
    companyRow(page, b.name).getByRole('button', exact(m.companies.alreadyVoted)),
  ).toBeDisabled();
  for (const other of second.companies.filter((c) => c.id !== b.id)) {
    await expect(
      companyRow(page, other.name).getByRole('button', exact(m.companies.vote)),
    ).toBeDisabled();
  }

  // The back arrow leads to /perfil.
  await page
    .getByRole('button', exact(m.app.back))
    .or(page.getByRole('link', exact(m.app.back)))
    .click();
  await expect(page).toHaveURL(/\/perfil$/);
  await checkCards();
});

test('search filters categories by category or company name, and companies by name', async ({
  page,
  mailbox,
  voter,
  api,
}) => {
  expect(await api.register(voter)).toBe(201);
  await page.goto('/login');
  const login = loginForm(page);
  await login.cpf.fill(voter.cpf);
  await login.submit.click();
  await expect(page).toHaveURL(/\/acesso$/);
  await enterCodeViaUi(page, mailbox, voter);
  const categories = await api.categories(await storedToken(page));
  const [target] = pickTwo(categories);
  const someCompany = company(target, 1);

  const search = page.getByLabel(m.profile.searchLabel);
  const query = someCompany.name.toUpperCase();
  await search.fill(query);
  const expected = filterCategories(categories, query);
  expect(expected.map((c) => c.id)).toContain(target.id);
  for (const category of categories) {
    await expect(categoryCard(page, category.name)).toHaveCount(
      expected.includes(category) ? 1 : 0,
    );
  }
  // No match says so, naming the search ('. . .' is only for a list still empty while loading).
  await search.fill('zzzz-nada-encontrado');
  await expect(
    page.getByText(m.profile.noMatch('zzzz-nada-encontrado'), { exact: true }),
  ).toBeVisible();
  await search.fill('');

  await categoryCard(page, target.name).getByRole('button', exact(m.profile.vote)).click();
  await expect(page).toHaveURL(/\/empresas(\?categoria=\d+)?$/);
  const companySearch = page.getByLabel(m.companies.searchLabel);
  await companySearch.fill(someCompany.name.toLowerCase());
  await expect(companyRow(page, someCompany.name)).toBeVisible();
  await companySearch.fill('zzzz-nada-encontrado');
  await expect(page.getByText(m.companies.empty, { exact: true })).toBeVisible();
});
