/**
 * Issue 41 §3, the voter's side of the nominations phase, against its own real server (it opens
 * the phase for everyone on it): the operator opens the window through the admin API; a
 * registered voter signs in as for voting, finds the notice on /perfil and follows it to
 * /indicacoes, writes a name picked from the suggestions and one of their own, sends, and sees
 * the confirmation and their nominations; the server stored them; /indicacoes opened afresh
 * (its prerendered frame, then the page) shows them. On the phone project the page fits 360 px.
 * Screenshots of the page go to the test's output folder.
 */
import type { APIRequestContext } from '@playwright/test';

import { awardsMessages } from '../../src/domain/awardsMessages';
import { messages } from '../../src/domain/messages';
import type { VoterNominations } from '../../src/domain/schemas/nominationsApi';

import { expect, storedToken, test } from './fixtures';
import { addOperator } from './support/console';
import type { Mailbox } from './support/mailbox';
import { startServer, type RunningServer } from './support/server';
import { appStarted, signInViaUi } from './support/ui';

const OPERATOR = 'ines.indicacoes@associacao.example.org';
const text = awardsMessages.nominate;
const exact = (name: string) => ({ name, exact: true });

/** The operator's token, through POST /api/admin/auth/send-code and validate-code. */
async function operatorToken(request: APIRequestContext, mailbox: Mailbox): Promise<string> {
  const sent = await request.post('/api/admin/auth/send-code', { data: { email: OPERATOR } });
  expect(sent.status(), 'POST /api/admin/auth/send-code').toBe(200);
  const codigoVerificacao = await mailbox.waitForCode(OPERATOR);
  const validated = await request.post('/api/admin/auth/validate-code', {
    data: { email: OPERATOR, codigoVerificacao },
  });
  expect(validated.status(), 'POST /api/admin/auth/validate-code').toBe(200);
  return ((await validated.json()) as { accessToken: string }).accessToken;
}

test.describe('the nominations phase, the voter side', () => {
  let server: RunningServer;
  let request: APIRequestContext;

  test.beforeAll(async ({ mailbox, playwright }) => {
    test.setTimeout(180_000);
    server = await startServer({ smtpUrl: mailbox.url });
    addOperator(server, OPERATOR, 'Inês Indicações');
    request = await playwright.request.newContext({ baseURL: server.baseURL });
    // The phase is open from an hour ago for a week (the voting has no window yet).
    const token = await operatorToken(request, mailbox);
    const now = Date.now();
    const window = await request.put('/api/admin/nominations/window', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        opensAt: new Date(now - 3600_000).toISOString(),
        closesAt: new Date(now + 7 * 24 * 3600_000).toISOString(),
      },
    });
    expect(window.status(), await window.text()).toBe(200);
  });
  test.afterAll(async () => {
    await request?.dispose();
    await server?.stop();
  });

  test('a voter signs in, opens /indicacoes from /perfil, nominates with a suggestion and sends', async ({
    browser,
    mailbox,
    voter,
  }, testInfo) => {
    test.setTimeout(180_000);
    const phone = testInfo.project.name === 'phone';
    const context = await browser.newContext({
      baseURL: server.baseURL,
      ...(phone
        ? { viewport: { width: 360, height: 740 }, hasTouch: true }
        : { viewport: { width: 1280, height: 800 } }),
    });
    const page = await context.newPage();
    // As the fixtures' page does: a navigation waits for the app to start (a prerendered form
    // posted before hydration would lose what the test typed).
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appStarted(page);
      return response;
    };
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

    await signInViaUi(page, mailbox, voter);
    await expect(page.getByText(messages.nominationsNotice.title)).toBeVisible();
    await page.getByRole('link', exact(messages.nominationsNotice.link)).click();
    await expect(page).toHaveURL(/\/indicacoes$/);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    const token = await storedToken(page);
    const before = (await (
      await request.get('/api/nominations', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as VoterNominations;
    expect(before.phase).toBe('open');
    const [first, second] = before.categories;
    if (!first || !second) throw new Error('The demo seed changed');
    const suggested = before.members[0];
    if (!suggested) throw new Error('The demo catalogue has no company');

    // A suggestion from its first letters, then a name off the list.
    const firstField = page.getByRole('combobox', exact(first.name));
    await firstField.pressSequentially(suggested.slice(0, 4));
    await page.getByRole('option', exact(suggested)).click();
    await expect(firstField).toHaveValue(suggested);
    await page.getByRole('combobox', exact(second.name)).fill('Empresa Nova da Esquina');
    await page.screenshot({ path: testInfo.outputPath('indicacoes-filled.png'), fullPage: true });
    await page.getByRole('button', exact(text.submit)).click();

    await expect(page.getByText(text.sent)).toBeVisible();
    await expect(page.getByText(text.yours(suggested), { exact: true })).toBeVisible();
    await expect(
      page.getByText(text.yours('Empresa Nova da Esquina'), { exact: true }),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('indicacoes-sent.png'), fullPage: true });

    const after = (await (
      await request.get('/api/nominations', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as VoterNominations;
    expect(after.categories.find((c) => c.id === first.id)?.nominated).toBe(suggested);
    expect(after.categories.find((c) => c.id === second.id)?.nominated).toBe(
      'Empresa Nova da Esquina',
    );

    // Opened afresh: the prerendered frame, then the page with what was sent.
    await page.goto('/indicacoes');
    await expect(page.getByText(text.yours(suggested), { exact: true })).toBeVisible();
    await context.close();
  });
});
