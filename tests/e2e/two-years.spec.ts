/**
 * Issue 41 §4, two years end to end against its own real server (it changes editions): edition 1
 * is voted, closed and published; the operator creates edition 2 from the console's Edições page
 * and makes it current; then runs its nominations phase from the console's Indicações page
 * (issue 41 §3): opens the window, voters nominate (API) with variants of one name, the operator
 * ends the phase (Encerrar agora), merges and renames groups, chooses the finalists and publishes
 * the ballot, which becomes edition 2's catalogue; a voter of edition 1 signs in (no sign-up) and
 * votes again in edition 2, among the finalists; a signed-out visitor finds edition 1's winner at
 * /vencedores and its seal's address confirms the win, while /resultados (the current edition)
 * is not published yet.
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { adminMessages } from '../../src/domain/adminMessages';
import { awardsMessages } from '../../src/domain/awardsMessages';
import { editionsMessages } from '../../src/domain/editionsMessages';
import { toZonedInput } from '../../src/domain/electionWindow';
import { nominationsAdminMessages } from '../../src/domain/nominationsAdminMessages';
import type { VoterNominations } from '../../src/domain/schemas/nominationsApi';
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

/** What voters of edition 2 write for its first category: one bakery four ways, one market. */
const NOMINATED = [
  'Padaria do Zé',
  'Padaria do Zé',
  'padaria do ze',
  'Pad. do Zé Ltda.',
  'Padaria e Confeitaria do Zé',
  'mercado central',
];

/** Each text of NOMINATED by a new voter of its own (API), in the category named `category`. */
async function nominateViaApi(
  request: APIRequestContext,
  mailbox: Parameters<typeof voterTokenViaApi>[1],
  category: string,
  tag: string,
): Promise<void> {
  for (const [i, text] of NOMINATED.entries()) {
    const token = await voterTokenViaApi(request, mailbox, newVoter(`${tag}-n${i}`));
    const headers = { Authorization: `Bearer ${token}` };
    const view = (await (
      await request.get('/api/nominations', { headers })
    ).json()) as VoterNominations;
    expect(view.phase, 'GET /api/nominations').toBe('open');
    const id = view.categories.find((c) => c.name === category)!.id;
    const put = await request.put(`/api/nominations/${id}`, { headers, data: { text } });
    expect(put.status(), `PUT /api/nominations/${id}`).toBe(200);
  }
}

/**
 * Indicações on the console, after the window was opened there and voters nominated: Encerrar
 * agora, then the groups of `category`: merge, rename, the finalists, Publicar a cédula.
 */
async function groupAndPublish(page: Page, category: string, shot: string): Promise<void> {
  const text = awardsMessages.groups;
  const said = nominationsAdminMessages.done;
  const win = nominationsAdminMessages.window;
  await page.getByRole('button', { name: win.closeNow }).click();
  await page
    .getByRole('dialog', { name: win.closeNowTitle })
    .getByRole('button', exact(win.closeNowYes))
    .click();
  await expect(page.getByText(win.closedNow)).toBeVisible();
  const groups = page.getByRole('region', exact(category));
  // "Padaria do Zé", "padaria do ze" and "Pad. do Zé Ltda." arrive as one group of four.
  const ze = groups.getByRole('listitem').filter({ hasText: 'Pad. do Zé Ltda.' });
  await expect(ze).toContainText('Padaria do Zé');
  await expect(ze).toContainText(text.count(4));
  await groups.getByRole('checkbox', exact(text.select('Padaria e Confeitaria do Zé'))).check();
  await groups.getByRole('checkbox', exact(text.select('Padaria do Zé'))).check();
  await groups.getByRole('button', exact(text.merge)).click();
  await expect(page.getByText(said.merged('Padaria do Zé'))).toBeVisible();
  await expect(ze).toContainText(text.count(5));
  await expect(groups.getByRole('listitem')).toHaveCount(2);

  const market = groups.getByRole('listitem').filter({ hasText: 'mercado central' });
  await market.getByRole('button', exact(text.rename)).click();
  const naming = page.getByRole('dialog');
  await naming.getByRole('textbox', { name: text.renameLabel }).fill('Mercado Central');
  await naming.getByRole('button', exact(adminMessages.catalog.save)).click();
  await expect(page.getByText(said.named('Mercado Central'))).toBeVisible();

  await groups.getByRole('button', exact(text.chooseTop(5))).click();
  await expect(page.getByText(said.top(category, 2))).toBeVisible();
  await expect(groups.getByText(text.finalistsCount(2), { exact: false })).toBeVisible();
  await page.screenshot({ path: shot, fullPage: true });

  await page.getByRole('button', exact(text.publish)).click();
  const confirm = page.getByRole('dialog', { name: text.publish });
  await expect(confirm).toContainText(text.publishConfirm(2, 1));
  await confirm.getByRole('button', exact(text.publishYes)).click();
  await expect(page.getByText(said.published(1, 2))).toBeVisible();
  await expect(page.getByText(text.published)).toBeVisible();
}

test.describe('two editions of the award', () => {
  let server: RunningServer;
  let request: APIRequestContext;

  test.beforeAll(async ({ mailbox, playwright }) => {
    test.setTimeout(240_000);
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
    test.setTimeout(300_000);
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

    // Year two's nominations, from the console: the window opens now and closes tomorrow.
    const win = nominationsAdminMessages.window;
    await page.goto(`${base}/admin/indicacoes`);
    await expect(
      page.getByRole('heading', { level: 1, name: awardsMessages.groups.title }),
    ).toBeVisible();
    await expect(page.getByText(win.none)).toBeVisible();
    const started = Date.now();
    await page
      .getByRole('textbox', { name: win.opensAtLabel })
      .fill(toZonedInput(new Date(started).toISOString()));
    await page
      .getByRole('textbox', { name: win.closesAtLabel })
      .fill(toZonedInput(new Date(started + 24 * 3600_000).toISOString()));
    await page.getByRole('button', exact(win.save)).click();
    await expect(page.getByText(win.saved)).toBeVisible();
    await expect(page.getByText(awardsMessages.groups.sealed(0))).toBeVisible();
    await nominateViaApi(request, mailbox, one.name, testInfo.project.name);
    await page.reload();
    await expect(page.getByText(awardsMessages.groups.sealed(NOMINATED.length))).toBeVisible();
    await groupAndPublish(
      page,
      one.name,
      testInfo.outputPath(`indicacoes-${testInfo.project.name}.png`),
    );

    // Year two's voting: no dates, always open; its ballot is the finalists.
    runAdminCli(server, ['election', '--opens', '', '--closes', '']);

    // The voter of year one signs in without signing up and may vote again.
    const voterContext = await browser.newContext({ baseURL: base });
    const voterPage = await voterContext.newPage();
    await signInViaUi(voterPage, mailbox, voter);
    await expect(
      categoryCard(voterPage, one.name).getByRole('button', exact(m.profile.vote)),
    ).toBeEnabled();
    await voterContext.close();
    const yearTwo = await categoriesOf(
      request,
      await voterTokenViaApi(request, mailbox, newVoter(`${testInfo.project.name}-y2`)),
    );
    expect(
      yearTwo
        .find((c) => c.name === one.name)!
        .companies.map((c) => c.name)
        .sort(),
    ).toEqual(['Mercado Central', 'Padaria do Zé']);

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
