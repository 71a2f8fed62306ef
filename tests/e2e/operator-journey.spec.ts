/**
 * The operator's journey (issue 10) against its own real server (closing the window would change
 * what the worker's shared server answers to the other specs): an operator added with the real
 * CLI signs in at /admin/login with the e-mailed code and, on the Eleição page, sets a window that
 * closed a minute ago; a signed-in voter (a second browser context) sees the closed state on
 * /perfil with every Votar disabled, and the server refuses a forced vote with 403 'A votação está
 * encerrada.'; the operator publishes; a signed-out visitor reads /resultados with the counts of
 * the votes cast (through the API) while the window was open.
 */
import type { APIRequestContext } from '@playwright/test';

import { adminMessages } from '../../src/domain/adminMessages';
import { toZonedInput } from '../../src/domain/electionWindow';
import type { CategoriesResponse, Category } from '../../src/domain/types';

import { expect, test } from './fixtures';
import { addOperator, signInOperatorViaUi, voterTokenViaApi, voteViaApi } from './support/console';
import { newVoter } from './support/people';
import { startServer, type RunningServer } from './support/server';
import { categoryCard, m, signInViaUi } from './support/ui';

const OPERATOR = 'olga.operadora@associacao.example.org';
const text = adminMessages.election;
const exact = (name: string) => ({ name, exact: true });

async function categoriesOf(request: APIRequestContext, token: string): Promise<Category[]> {
  const answer = await request.get('/api/categories/app', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status(), 'GET /api/categories/app').toBe(200);
  return ((await answer.json()) as CategoriesResponse).data;
}

test.describe('the operator runs the award', () => {
  let server: RunningServer;
  let request: APIRequestContext;

  test.beforeAll(async ({ mailbox, playwright }) => {
    test.setTimeout(180_000);
    server = await startServer({ smtpUrl: mailbox.url });
    addOperator(server, OPERATOR, 'Olga Operadora');
    request = await playwright.request.newContext({ baseURL: server.baseURL });
  });
  test.afterAll(async () => {
    await request?.dispose();
    await server?.stop();
  });

  test('closes the window, voters cannot vote, publishes, visitors read /resultados', async ({
    page,
    browser,
    mailbox,
  }, testInfo) => {
    test.setTimeout(150_000);
    const base = server.baseURL;
    const tag = testInfo.project.name;

    // While the window is open (the default: no dates), two voters vote through the API.
    const first = await voterTokenViaApi(request, mailbox, newVoter(`${tag}-op1`));
    const second = await voterTokenViaApi(request, mailbox, newVoter(`${tag}-op2`));
    const [one, two] = await categoriesOf(request, first);
    if (!one || !two || one.companies.length < 2) throw new Error('The demo seed changed');
    const winner = one.companies[0]!;
    const other = two.companies[0]!;
    for (const [token, vote] of [
      [first, { idCategory: one.id, idCompany: winner.id }],
      [first, { idCategory: two.id, idCompany: other.id }],
      [second, { idCategory: one.id, idCompany: winner.id }],
    ] as const) {
      expect((await voteViaApi(request, token, vote)).status).toBe(201);
    }

    // A third voter is signed in, in another browser, and may still vote.
    const voterContext = await browser.newContext({ baseURL: base });
    const voterPage = await voterContext.newPage();
    const voter = newVoter(`${tag}-op3`);
    const registered = await request.post('/api/auth/register', {
      data: {
        nome: voter.nome,
        email: voter.email,
        cpf: voter.cpf,
        celular: voter.celular,
        'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
      },
    });
    expect(registered.status()).toBe(201);
    await signInViaUi(voterPage, mailbox, voter);
    await expect(
      categoryCard(voterPage, one.name).getByRole('button', exact(m.profile.vote)),
    ).toBeEnabled();

    // The operator closes the window: it opened yesterday and closed 15 minutes ago, past the
    // seal's 10-minute hold (RESULTS_SEAL_HOLD_MINUTES, issue 36), so publishing is at once.
    await signInOperatorViaUi(page, mailbox, base, OPERATOR);
    await page.goto(`${base}/admin/eleicao`);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const status = page.getByRole('group', { name: text.status });
    await expect(status).toContainText(text.statusLabel.open);
    const publish = page.getByRole('button', { name: text.publish });
    await expect(publish).toBeDisabled();
    const now = Date.now();
    await page
      .getByRole('textbox', { name: text.opensAtLabel })
      .fill(toZonedInput(new Date(now - 24 * 3600_000).toISOString()));
    await page
      .getByRole('textbox', { name: text.closesAtLabel })
      .fill(toZonedInput(new Date(now - 15 * 60_000).toISOString()));
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(status).toContainText(text.statusLabel.closed);

    // The voter sees the closed state and every Votar is disabled; the server refuses anyway.
    await voterPage.reload();
    await expect(voterPage.getByText(m.election.closedTitle, { exact: true })).toBeVisible();
    const voteButtons = voterPage.getByRole('button', exact(m.profile.vote));
    await expect(voteButtons.first()).toBeVisible();
    for (const button of await voteButtons.all()) await expect(button).toBeDisabled();
    const token = await voterPage.evaluate(() => window.localStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect(await voteViaApi(request, token!, { idCategory: one.id, idCompany: winner.id })).toEqual(
      { status: 403, message: 'A votação está encerrada.' },
    );
    await voterContext.close();

    // Before publication /resultados says so; the operator publishes.
    const visitor = await browser.newContext({ baseURL: base });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/resultados');
    await expect(visitorPage.getByText(m.results.notPublishedTitle)).toBeVisible();

    await expect(publish).toBeEnabled();
    await publish.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(text.publishConfirm);
    await dialog.getByRole('button', { name: text.publishConfirmLabel }).click();
    await expect(page.getByText(text.publishedDone)).toBeVisible();
    await expect(status).toContainText(text.published);

    // A signed-out visitor reads the counts of the votes cast.
    await visitorPage.reload();
    await expect(
      visitorPage.getByRole('heading', { level: 1, name: m.results.title }),
    ).toBeVisible();
    const rowOf = (category: string, company: string) =>
      visitorPage
        .getByRole('table', { name: m.results.tableCaption(category) })
        .getByRole('row')
        .filter({ hasText: company });
    await expect(rowOf(one.name, winner.name)).toContainText('2');
    await expect(rowOf(one.name, winner.name)).toContainText(m.results.rank(1));
    await expect(rowOf(two.name, other.name)).toContainText('1');
    const publicResults = (await (await request.get('/api/results')).json()) as {
      data: { category: string; companies: { name: string; votes: number }[] }[];
    };
    const countOf = (category: string, company: string) =>
      publicResults.data
        .find((c) => c.category === category)
        ?.companies.find((c) => c.name === company)?.votes;
    expect(countOf(one.name, winner.name)).toBe(2);
    expect(countOf(two.name, other.name)).toBe(1);
    expect(publicResults.data.flatMap((c) => c.companies).reduce((s, c) => s + c.votes, 0)).toBe(3);
    await visitor.close();
  });
});
