/**
 * axe on every page of the journey, in the states a voter meets them (errors shown, dialogs
 * open), at desktop and 360 px: zero violations of axe's default rule set.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, storedToken, test } from './fixtures';
import {
  categoryCard,
  companyRow,
  confirmDialog,
  loginForm,
  m,
  notice,
  registerForm,
  requestCodeViaUi,
} from './support/ui';

const exact = (name: string) => ({ name, exact: true });

/** Runs axe on the page as it is now and fails with a readable list of violations. */
async function expectNoViolations(page: Page, state: string): Promise<void> {
  // Nothing is loading: the overlay and the auth spinner are gone. The overlay fades out; until
  // it is hidden its backdrop dims what lies under it, and axe measures the blended colours.
  await expect(page.getByText(m.app.checkingAuth, { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  await page.waitForLoadState('networkidle');
  // Nothing is mid-transition either: a notice fading in blends its colours with the page's, and
  // axe measured one at 3.57:1 on a busy machine. Waits for the state, never for a time.
  // (Endless ones, a spinner's, are left to run.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const report = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')} — ${n.failureSummary ?? ''}`).join('\n'),
  );
  // Soft: one run reports the violations of every page and state, not just the first.
  expect.soft(report, `axe violations on ${state}`).toEqual([]);
}

test('landing page', async ({ page }) => {
  await page.goto('/');
  await expect(
    page
      .getByRole('button', exact(m.landing.start))
      .or(page.getByRole('link', exact(m.landing.start))),
  ).toBeVisible();
  await expectNoViolations(page, '/');
});

test('login and sign-up pages, with and without errors', async ({ page, voter }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', exact(m.login.heading))).toBeVisible();
  await expectNoViolations(page, '/login');

  await loginForm(page).submit.click();
  await expect(notice(page, m.validation.cpf)).toBeVisible();
  await expectNoViolations(page, '/login with "CPF inválido."');

  await loginForm(page).cpf.fill(voter.cpf);
  await loginForm(page).submit.click();
  await expect(notice(page, m.errors.cpfNotFound)).toBeVisible();
  await expectNoViolations(page, '/login with "Não encontramos um usuário com esse CPF."');

  await page.goto('/cadastro');
  await expect(page.getByRole('heading', exact(m.register.heading))).toBeVisible();
  await expectNoViolations(page, '/cadastro');

  const form = registerForm(page);
  await form.submit.click();
  await expect(notice(page, m.validation.botCheck)).toBeVisible();
  await expectNoViolations(page, '/cadastro with the bot-check error');

  await form.botCheck.check();
  await form.submit.click();
  await expect(notice(page, m.validation.nome)).toBeVisible();
  await expectNoViolations(page, '/cadastro with "Nome inválido."');
});

test('sign-up conflict, access code page, profile, companies and the confirmation dialog', async ({
  page,
  mailbox,
  voter,
  api,
}) => {
  expect(await api.register(voter)).toBe(201);

  // 'Usuário já existe.' shown on /cadastro.
  await page.goto('/cadastro');
  const form = registerForm(page);
  await form.nome.fill(voter.nome);
  await form.email.fill(voter.email);
  await form.celular.fill(voter.celular);
  await form.cpf.fill(voter.cpf);
  await form.botCheck.check();
  await form.submit.click();
  await expect(notice(page, m.errors.userExists)).toBeVisible();
  await expectNoViolations(page, '/cadastro with "Usuário já existe."');

  await requestCodeViaUi(page, voter);
  await expectNoViolations(page, '/acesso');

  // A wrong code first, to check the page with its error.
  const code = await mailbox.waitForCode(voter.email);
  const access = page.getByLabel(m.access.codeLabel);
  await access.fill(code === '000000' ? '111111' : '000000');
  await expect(notice(page, m.errors.accessFailed)).toBeVisible();
  await expect(access).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, '/acesso with "Erro ao confirmar o acesso."');

  // The same code still works (a wrong try does not use it up).
  await access.fill(code);
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', exact(m.profile.greeting(voter.firstName)))).toBeVisible();
  const categories = await api.categories(await storedToken(page));
  const category = categories.find((c) => c.companies.length > 0);
  const company = category?.companies[0];
  if (!category || !company) throw new Error('The demo seed has no category with companies');
  await expect(categoryCard(page, category.name)).toBeVisible();
  await expectNoViolations(page, '/perfil');

  await categoryCard(page, category.name).getByRole('button', exact(m.profile.vote)).click();
  await expect(page).toHaveURL(/\/empresas(\?categoria=\d+)?$/);
  await expect(page.getByRole('heading', { level: 1, ...exact(category.name) })).toBeVisible();
  await expectNoViolations(page, '/empresas');

  await page.getByLabel(m.companies.searchLabel).fill('zzzz-nada-encontrado');
  await expect(page.getByText(m.companies.empty, { exact: true })).toBeVisible();
  await expectNoViolations(page, '/empresas with "Nenhuma empresa encontrada."');
  await page.getByLabel(m.companies.searchLabel).fill('');

  await companyRow(page, company.name).getByRole('button', exact(m.companies.vote)).click();
  await expect(confirmDialog(page)).toBeVisible();
  await expectNoViolations(page, 'the confirmation dialog');

  await confirmDialog(page).getByRole('button', exact(m.confirmVote.confirm)).click();
  await expect(notice(page, m.success.voted)).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);
  await expectNoViolations(page, '/perfil after voting, with the success notification');
});

// The 'Atenção' dialog (a failed send-otp-code) is checked with axe by its stories
// (LoginContainer SendFailed, Components/InfoDialog): end to end, the send can no longer fail on
// the mail server (the outbox queues it, decision 200), only on a database outage
// (tests/api/ops/health.test.ts answers 503 then).
