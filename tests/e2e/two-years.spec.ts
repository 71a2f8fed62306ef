/**
 * Issue 41 §4, two years end to end against its own real server (it changes editions): edition 1
 * is voted, closed and published; the operator creates edition 2 from the console's Edições page
 * and makes it current; a voter of edition 1 signs in (no sign-up) and votes again in edition 2;
 * a signed-out visitor finds edition 1's winner at /vencedores and its seal's address confirms
 * the win, while /resultados (the current edition) is not published yet.
 */
import type { APIRequestContext } from '@playwright/test';

import { adminMessages } from '../../src/domain/adminMessages';
import { awardsMessages } from '../../src/domain/awardsMessages';
import { editionsMessages } from '../../src/domain/editionsMessages';
import { winnerPath } from '../../src/domain/slug';
import type { CategoriesResponse, Category } from '../../src/domain/types';

import { expect, test } from './fixtures';
import {
  addOperator,
  runAdminCli,
  signInOperatorViaUi,
  voterTokenViaApi,
  voteViaApi,
} from './support/console';
import { newVoter } from './support/people';
import { startServer, type RunningServer } from './support/server';
import { categoryCard, m, signInViaUi } from './support/ui';

const OPERATOR = 'edna.operadora@associacao.example.org';
const exact = (name: string) => ({ name, exact: true });

async function categoriesOf(request: APIRequestContext, token: string): Promise<Category[]> {
  const answer = await request.get('/api/categories/app', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status(), 'GET /api/categories/app').toBe(200);
  return ((await answer.json()) as CategoriesResponse).data;
}

test.describe('two editions of the award', () => {
  let server: RunningServer;
  let request: APIRequestContext;

  test.beforeAll(async ({ mailbox, playwright }) => {
    test.setTimeout(180_000);
    server = await startServer({ smtpUrl: mailbox.url });
    addOperator(server, OPERATOR, 'Edna Operadora');
    request = await playwright.request.newContext({ baseURL: server.baseURL });
  });
  test.afterAll(async () => {
    await request?.dispose();
    await server?.stop();
  });

  test('publish a year, run the next from the console, the archive keeps the first', async ({
    page,
    browser,
    mailbox,
  }, testInfo) => {
    test.setTimeout(180_000);
    const base = server.baseURL;
    const voter = newVoter(`${testInfo.project.name}-y1`);

    // Year one: the voter votes (API); the window is set to have closed past the seal's hold.
    const token = await voterTokenViaApi(request, mailbox, voter);
    const [one] = await categoriesOf(request, token);
    if (!one || one.companies.length < 2) throw new Error('The demo seed changed');
    const winner = one.companies[0]!;
    expect(
      (await voteViaApi(request, token, { idCategory: one.id, idCompany: winner.id })).status,
    ).toBe(201);
    const now = Date.now();
    runAdminCli(server, [
      'election',
      '--opens',
      new Date(now - 24 * 3600_000).toISOString(),
      '--closes',
      new Date(now - 15 * 60_000).toISOString(),
    ]);

    // The operator publishes year one, then creates year two and makes it current.
    await signInOperatorViaUi(page, mailbox, base, OPERATOR);
    const text = adminMessages.election;
    await page.goto(`${base}/admin/eleicao`);
    const publish = page.getByRole('button', { name: text.publish });
    await expect(publish).toBeEnabled();
    await publish.click();
    await page.getByRole('dialog').getByRole('button', { name: text.publishConfirmLabel }).click();
    await expect(page.getByText(text.publishedDone)).toBeVisible();

    const e = editionsMessages;
    await page.goto(`${base}/admin/edicoes`);
    await expect(page.getByRole('heading', { level: 1, name: e.title })).toBeVisible();
    // One edition so far, the current one: "2026 · Edição 2026".
    const firstYear = Number(
      (
        await page
          .getByText(/^\d{4} · /)
          .first()
          .innerText()
      ).slice(0, 4),
    );
    const secondYear = firstYear + 1;
    await page.getByRole('button', { name: e.create }).click();
    await page
      .getByRole('dialog', { name: e.confirmCreateTitle(secondYear) })
      .getByRole('button', exact(e.confirmCreateLabel))
      .click();
    await expect(page.getByText(e.created(secondYear))).toBeVisible();
    await page.getByRole('button', { name: e.makeCurrentLabel(secondYear) }).click();
    await page
      .getByRole('dialog', { name: e.confirmCurrentTitle(secondYear) })
      .getByRole('button', exact(e.confirmCurrentLabel))
      .click();
    await expect(page.getByText(e.madeCurrent(secondYear))).toBeVisible();
    // Year two's voting: no dates, always open.
    runAdminCli(server, ['election', '--opens', '', '--closes', '']);

    // The voter of year one signs in without signing up and may vote again.
    const voterContext = await browser.newContext({ baseURL: base });
    const voterPage = await voterContext.newPage();
    await signInViaUi(voterPage, mailbox, voter);
    await expect(
      categoryCard(voterPage, one.name).getByRole('button', exact(m.profile.vote)),
    ).toBeEnabled();
    await voterContext.close();

    // A visitor: the archive shows year one's winner; its seal's address confirms it.
    const visitor = await browser.newContext({ baseURL: base });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/vencedores');
    await expect(
      visitorPage.getByRole('heading', { level: 1, name: awardsMessages.archive.title }),
    ).toBeVisible();
    await expect(visitorPage.getByText(winner.name, { exact: true })).toBeVisible();
    await visitorPage.getByRole('link', { name: awardsMessages.archive.seeSeal(one.name) }).click();
    await expect(visitorPage).toHaveURL(new RegExp(`${winnerPath(firstYear, one.name)}$`));
    await expect(
      visitorPage.getByText(awardsMessages.verify.confirmed(winner.name, one.name, firstYear)),
    ).toBeVisible();
    // /resultados is the current edition's: not published yet.
    await visitorPage.goto('/resultados');
    await expect(visitorPage.getByText(m.results.notPublishedTitle)).toBeVisible();
    await visitor.close();
  });
});
