/**
 * The privacy notice (LGPD, issue 9): linked from the landing page and under the /cadastro form;
 * the page names the controller and the contact the server is configured with (PRIVACY_*), the
 * retention, the rights and how to exercise them; axe finds nothing; at 360 px nothing sticks
 * out sideways (the `phone` project). This file runs its own server with its own PRIVACY_*
 * values, so it gets a worker of its own.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { privacyIntegrityNotice } from '../../src/domain/integrityMessages';
import { PRIVACY_PATH, privacyMessages as p } from '../../src/domain/privacyMessages';

import { expect, test as base } from './fixtures';
import { startServer, type RunningServer } from './support/server';
import { appStarted, m } from './support/ui';

const CONTROLLER = 'Associação Comercial e Empresarial de Teste (CNPJ 00.000.000/0001-91)';
const CONTACT = 'dpo@associacao-teste.example.org';
const RETENTION_MONTHS = 3;

const test = base.extend<object, { server: RunningServer }>({
  server: [
    async ({ mailbox }, provide) => {
      const server = await startServer({
        smtpUrl: mailbox.url,
        env: {
          PRIVACY_CONTROLLER: CONTROLLER,
          PRIVACY_CONTACT: CONTACT,
          PRIVACY_RETENTION_MONTHS: String(RETENTION_MONTHS),
        },
      });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

const exact = (name: string) => ({ name, exact: true });

async function expectNoticeContent(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${PRIVACY_PATH}$`));
  await expect(page.getByRole('heading', { level: 1, ...exact(p.title) })).toBeVisible();
  await expect(page).toHaveTitle(m.titles.page(p.pageTitle));
  const sections = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(sections).toEqual([
    p.controllerTitle,
    p.purposeTitle,
    p.storedTitle,
    privacyIntegrityNotice.title,
    p.retentionTitle,
    p.rightsTitle,
    p.howTitle,
  ]);
  // Controller, contact and retention come from the server's configuration.
  await expect(page.getByText(p.controller(CONTROLLER), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', exact(CONTACT))).toHaveAttribute('href', `mailto:${CONTACT}`);
  await expect(page.getByText(p.retention(RETENTION_MONTHS), { exact: true })).toBeVisible();
  await expect(page.getByText(p.how(CONTACT), { exact: true })).toBeVisible();
  for (const [what] of p.stored) await expect(page.getByText(what, { exact: true })).toBeVisible();
  for (const right of p.rights) await expect(page.getByText(right, { exact: true })).toBeVisible();

  // Nothing sticks out sideways (at 360 px in the phone project).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
    'axe violations on /privacidade',
  ).toEqual([]);
}

test('the landing page links to the privacy notice, which shows the configured controller and contact', async ({
  page,
}) => {
  await page.goto('/');
  const link = page.getByRole('link', exact(p.link));
  await expect(link).toBeVisible();
  await link.click();
  await expectNoticeContent(page);
});

test('the link under the /cadastro form opens the privacy notice', async ({ page }) => {
  await page.goto('/cadastro');
  await appStarted(page); // the boxes below are measured on the app's own elements
  await expect(page.getByRole('button', exact(m.register.submit))).toBeVisible();
  const link = page.getByRole('link', exact(p.link));
  await expect(link).toBeVisible();
  // Under the form: below the CADASTRAR button.
  const submitBox = await page.getByRole('button', exact(m.register.submit)).boundingBox();
  const linkBox = await link.boundingBox();
  expect(linkBox && submitBox && linkBox.y >= submitBox.y + submitBox.height).toBe(true);
  await link.click();
  await expectNoticeContent(page);
});
