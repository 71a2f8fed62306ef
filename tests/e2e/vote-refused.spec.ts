/**
 * Issue 27, items 1 and 2, through the real UI and the real server at 1280 px and 360 px:
 * - a vote the server refuses (another tab voted first: 409; the voting closed meanwhile: 403)
 *   shows no message (specification section 8) but never leaves a false state: the voter is back
 *   on /perfil at that card, with the categories and the election read again; the focus is where
 *   the true state is (issue 40 §2): the card as a whole, ringed, after a 409; the notice
 *   'A votação está encerrada.' after a 403;
 * - two quick Enters on VOTAR never cast a vote: the dialog opens with the focus on Cancelar, and
 *   'Sim, votar!' needs a key press of its own.
 */
import type { Page } from '@playwright/test';

import type { Category } from '../../src/domain/types';

import { expect, storedToken, test } from './fixtures';
import { runAdminCli } from './support/console';
import { categoryCard, companyRow, confirmDialog, m, notice, signInViaUi } from './support/ui';

const exact = (name: string) => ({ name, exact: true });

/** /perfil → Votar on the category → the dialog for that company, open. */
async function openDialog(page: Page, category: Category, company: string): Promise<void> {
  await categoryCard(page, category.name).getByRole('button', exact(m.profile.vote)).click();
  await expect(page).toHaveURL(/\/empresas\?categoria=\d+$/);
  await companyRow(page, company).getByRole('button', exact(m.companies.vote)).click();
  await expect(
    confirmDialog(page).getByText(m.confirmVote.message(company), { exact: true }),
  ).toBeVisible();
}

/**
 * Back on /perfil at the category's card, which names the company the server kept and has the
 * focus as a whole (issue 40 §2): its name, what happened and the vote that counts are what a
 * screen reader reads. 'voted': it says 'Feito! Seu voto foi salvo.'; 'refused': it is ringed.
 */
async function expectBackAtCard(
  page: Page,
  category: Category,
  company: string,
  outcome: 'voted' | 'refused',
): Promise<void> {
  await expect(page).toHaveURL(/\/perfil$/);
  const card = categoryCard(page, category.name);
  await expect(card.getByRole('button', exact(m.profile.alreadyVoted))).toBeDisabled();
  await expect(card.getByText(m.profile.votedFor(company), { exact: true })).toBeVisible();
  const whole = card.getByRole('group');
  await expect(whole).toBeFocused();
  await expect(whole).toHaveAttribute('data-outcome', outcome);
  await expect(whole).toHaveAccessibleName(
    outcome === 'voted'
      ? new RegExp(`^${category.name} ${m.success.voted} ${m.profile.votedFor(company)}`)
      : new RegExp(`^${category.name} ${m.profile.votedFor(company)}`),
  );
  if (outcome === 'refused') await expect(whole).toHaveCSS('outline-width', '3px');
  await expect(card).toBeInViewport();
}

test('another tab voted first: the 409 shows no message and /perfil shows the vote that counts', async ({
  page,
  browser,
  mailbox,
  server,
  voter,
  api,
}) => {
  expect(await api.register(voter)).toBe(201);
  await signInViaUi(page, mailbox, voter);
  const categories = await api.categories(await storedToken(page));
  // The last category: on a phone its card is far down the list.
  const category = categories.filter((c) => c.companies.length >= 2).at(-1) as Category;
  const [first, second] = category.companies as [
    Category['companies'][0],
    Category['companies'][0],
  ];

  const other = await browser.newContext({
    baseURL: server.baseURL,
    viewport: page.viewportSize(),
    storageState: await page.context().storageState(),
  });
  const tab2 = await other.newPage();
  try {
    await tab2.goto('/perfil');
    await openDialog(page, category, first.name);
    await openDialog(tab2, category, second.name);

    // The second tab confirms first: stored.
    await confirmDialog(tab2).getByRole('button', exact(m.confirmVote.confirm)).click();
    await expect(notice(tab2, m.success.voted)).toBeVisible();
    await expectBackAtCard(tab2, category, second.name, 'voted');

    // This tab confirms another company: 409, no message, back at the card with the real vote,
    // ringed and focused.
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/votes') && r.request().method() === 'POST',
    );
    await confirmDialog(page).getByRole('button', exact(m.confirmVote.confirm)).click();
    expect((await answer).status()).toBe(409);
    await expectBackAtCard(page, category, second.name, 'refused');
    await expect(notice(page, m.success.voted)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('two quick Enters on VOTAR cancel; a fresh Enter on Sim, votar! votes', async ({
  page,
  mailbox,
  voter,
  api,
}) => {
  expect(await api.register(voter)).toBe(201);
  await signInViaUi(page, mailbox, voter);
  const [category] = await api.categories(await storedToken(page));
  if (!category) throw new Error('The demo seed changed');
  const company = category.companies[0]!;
  const posts: number[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/votes') && r.method() === 'POST') posts.push(Date.now());
  });

  await categoryCard(page, category.name).getByRole('button', exact(m.profile.vote)).click();
  const vote = companyRow(page, company.name).getByRole('button', exact(m.companies.vote));
  const cancel = confirmDialog(page).getByRole('button', exact(m.confirmVote.cancel));
  await vote.focus();
  // The first VOTAR downloads the dialog's code (decision 272), held here until both Enters are
  // pressed: they land on VOTAR, and the dialog opens once, with the focus on Cancelar.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ConfirmDialog-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  release();
  await expect(confirmDialog(page)).toBeVisible();
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirmDialog(page)).toHaveCount(0);
  await expect(vote).toBeFocused();

  // The code there: two Enters in a row: the first opens the dialog, the second lands on Cancelar.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(confirmDialog(page)).toHaveCount(0);
  await expect(vote).toBeFocused();

  // Enter held down on VOTAR: the dialog opens with the focus on Cancelar, and the key's
  // repeats land there: the dialog closes unanswered.
  await page.keyboard.down('Enter');
  await expect(confirmDialog(page)).toBeVisible();
  await expect(cancel).toBeFocused();
  await page.keyboard.down('Enter');
  await page.keyboard.up('Enter');
  await expect(confirmDialog(page)).toHaveCount(0);
  expect(posts).toEqual([]);
  await expect(page).toHaveURL(/\/empresas\?categoria=\d+$/);

  // On purpose: open, Tab to 'Sim, votar!', a fresh Enter: the vote is cast, once.
  await vote.focus();
  await page.keyboard.press('Enter');
  const confirm = confirmDialog(page).getByRole('button', exact(m.confirmVote.confirm));
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice(page, m.success.voted)).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);
  expect(posts).toHaveLength(1);
});

// On the worker's own server (specs of one worker run one after another): the window is put back
// (no limit) when the test ends, so the specs after it see the specification's open election.
test('the dialog was open when the voting closed: 403, no message, the focus on the closed notice', async ({
  page,
  mailbox,
  server,
  voter,
  api,
}) => {
  expect(await api.register(voter)).toBe(201);
  await signInViaUi(page, mailbox, voter);
  const [category] = await api.categories(await storedToken(page));
  if (!category) throw new Error('The demo seed changed');
  await openDialog(page, category, category.companies[0]!.name);
  try {
    // The operator closes the window (the CLI, on the same database) while the dialog is open.
    runAdminCli(server, ['election', '--closes', new Date(Date.now() - 60_000).toISOString()]);
    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/votes') && r.request().method() === 'POST',
    );
    await confirmDialog(page).getByRole('button', exact(m.confirmVote.confirm)).click();
    expect((await answer).status()).toBe(403);
    await expect(page).toHaveURL(/\/perfil$/);
    // The focus is on the notice that says the voting closed, in view (issue 40 §2).
    const closed = page.getByRole('status').filter({ hasText: m.election.closedTitle });
    await expect(closed).toBeFocused();
    await expect(closed).toBeInViewport();
    const card = categoryCard(page, category.name);
    await expect(card.getByRole('button', exact(m.profile.vote))).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    runAdminCli(server, ['election', '--closes', '']);
  }
});
