/**
 * Issue 26 end to end, on its own real server (it closes the window): a voter votes in the app
 * and reads the vote's receipt on the /perfil card; the operator closes the window and publishes
 * on the console's Eleição page; a signed-out visitor checks the receipt at /resultados/recibo
 * (counted, in the category) and downloads the ata de apuração from /resultados.
 */
import fs from 'node:fs';

import { adminMessages } from '../../src/domain/adminMessages';
import { toZonedInput } from '../../src/domain/electionWindow';
import { trustMessages } from '../../src/domain/trustMessages';

import { expect, test } from './fixtures';
import { addOperator, signInOperatorViaUi } from './support/console';
import { newVoter } from './support/people';
import { startServer, type RunningServer } from './support/server';
import { categoryCard, confirmDialog, m, notice, signInViaUi } from './support/ui';

const OPERATOR = 'rita.recibos@associacao.example.org';
const text = adminMessages.election;
const exact = (name: string) => ({ name, exact: true });
const RECEIPT = /[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;

test.describe('a receipt for every vote, checked after publication', () => {
  let server: RunningServer;

  test.beforeAll(async ({ mailbox }) => {
    test.setTimeout(180_000);
    // The receipt e-mail goes at once here; the wait for a voter's next votes is shown in
    // tests/api (infrastructure/outbox.test.ts, election/sealed-results.test.ts).
    server = await startServer({ smtpUrl: mailbox.url, env: { RECEIPT_MAIL_WAIT_SECONDS: '0' } });
    addOperator(server, OPERATOR, 'Rita Recibos');
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('vote → receipt on the card → close and publish → a visitor checks it and gets the ata', async ({
    page,
    browser,
    mailbox,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const base = server.baseURL;

    // The voter signs up through the API and votes in the app.
    const voter = newVoter(`${testInfo.project.name}-receipt`);
    const registered = await request.post(`${base}/api/auth/register`, {
      data: {
        nome: voter.nome,
        email: voter.email,
        cpf: voter.cpf,
        celular: voter.celular,
        'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
      },
    });
    expect(registered.status()).toBe(201);
    const voterContext = await browser.newContext({ baseURL: base });
    const voterPage = await voterContext.newPage();
    await signInViaUi(voterPage, mailbox, voter);
    const firstCard = voterPage.getByRole('list').getByRole('listitem').first();
    const category = (await firstCard.getByRole('heading', { level: 2 }).innerText()).trim();
    await firstCard.getByRole('button', exact(m.profile.vote)).click();
    await expect(voterPage).toHaveURL(/\/empresas(\?categoria=\d+)?$/);
    const company = voterPage.getByRole('list').getByRole('listitem').first();
    await company.getByRole('button', exact(m.companies.vote)).click();
    await confirmDialog(voterPage).getByRole('button', exact(m.confirmVote.confirm)).click();
    await expect(notice(voterPage, m.success.voted)).toBeVisible();
    await expect(voterPage).toHaveURL(/\/perfil$/);
    const card = categoryCard(voterPage, category);
    await expect(card.getByText(/^Recibo:/)).toBeVisible();
    const receipt = RECEIPT.exec(await card.innerText())?.[0];
    expect(receipt, 'the receipt on the card').toBeTruthy();
    await voterContext.close();
    // The confirmation e-mail names the category and the receipt.
    const mail = await mailbox.waitForMail(voter.email);
    expect(mail.text).toContain(
      `Seu voto na categoria ${category} foi registrado. Recibo: ${receipt}`,
    );

    // The operator closes the window (it closed 15 minutes ago, past the seal's 10-minute hold,
    // RESULTS_SEAL_HOLD_MINUTES, issue 36) and publishes.
    await signInOperatorViaUi(page, mailbox, base, OPERATOR);
    await page.goto(`${base}/admin/eleicao`);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const now = Date.now();
    await page
      .getByRole('textbox', { name: text.opensAtLabel })
      .fill(toZonedInput(new Date(now - 24 * 3600_000).toISOString()));
    await page
      .getByRole('textbox', { name: text.closesAtLabel })
      .fill(toZonedInput(new Date(now - 15 * 60_000).toISOString()));
    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await page.getByRole('button', { name: text.publish }).click();
    await page.getByRole('dialog').getByRole('button', { name: text.publishConfirmLabel }).click();
    await expect(page.getByText(text.publishedDone)).toBeVisible();

    // A signed-out visitor checks the receipt.
    const visitor = await browser.newContext({ baseURL: base });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/resultados');
    // Far down on a phone: the browser skips sections off screen until they are scrolled to.
    const digests = visitorPage.getByRole('region', {
      name: trustMessages.publication.digestsHeading,
    });
    // The receipts section counts them and offers the check (issue 37: no code drawn inline).
    const receipts = visitorPage.getByRole('region', {
      name: trustMessages.publication.receiptsHeading,
    });
    await receipts.scrollIntoViewIfNeeded();
    await receipts.getByRole('button', { name: trustMessages.publication.checkReceipt }).click();
    await expect(visitorPage).toHaveURL(/\/resultados\/recibo$/);
    await visitorPage
      .getByRole('textbox', { name: trustMessages.check.field })
      .fill(receipt!.toLowerCase());
    await visitorPage.getByRole('button', { name: trustMessages.check.submit }).click();
    await expect(visitorPage.getByText(trustMessages.check.counted(category))).toBeVisible();

    // …and downloads the ata from /resultados.
    await visitorPage.goto('/resultados');
    await digests.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([
      visitorPage.waitForEvent('download'),
      digests.getByRole('link', { name: trustMessages.publication.downloadAta }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ata-de-apuracao.pdf');
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await visitor.close();
  });
});
