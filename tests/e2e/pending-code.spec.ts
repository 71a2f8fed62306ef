/**
 * Pressing ENTRAR again while the e-mailed code is still pending (docs/decisions/112): the server
 * answers 200 with `alreadySent` and sends nothing, /acesso says so, and the first code works.
 * This file runs its own server with a resend cool-down (300 s) (the shared e2e server has
 * it off, see support/server.ts), so it gets a worker of its own.
 */
import { expect, test as base } from './fixtures';
import { startServer, type RunningServer } from './support/server';
import { accessForm, loginForm, m, notice, requestCodeViaUi } from './support/ui';

const test = base.extend<object, { server: RunningServer }>({
  server: [
    async ({ mailbox }, provide) => {
      const server = await startServer({
        smtpUrl: mailbox.url,
        // Long enough that a slow machine still presses ENTRAR again inside it.
        env: { OTP_RESEND_COOLDOWN_SECONDS: '300' },
      });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

const exact = (name: string) => ({ name, exact: true });

/** The masked address the send-code answer carries: first letter, "•••@", the domain. */
function maskedOf(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

test('/acesso says where the code went; back and ENTRAR again still reaches /acesso, and the first code works', async ({
  page,
  mailbox,
  voter,
  api,
}) => {
  expect(await api.register(voter)).toBe(201);
  await requestCodeViaUi(page, voter);
  const sentTo = page.getByText(new RegExp(`^Código enviado para ${maskedOf(voter.email)}\\.`));
  await expect(sentTo).toBeVisible();
  // Never more than the first letter and the domain.
  await expect(page.getByText(voter.email)).toHaveCount(0);
  const code = await mailbox.waitForCode(voter.email);

  await page.getByRole('button', exact(m.app.back)).click();
  await expect(page).toHaveURL(/\/login$/);
  const login = loginForm(page);
  await login.cpf.fill(voter.cpf);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/send-otp-code'));
  await login.submit.click();
  const second = await answer;
  expect(second.status()).toBe(200);
  await expect(page).toHaveURL(/\/acesso$/);
  await expect(notice(page, m.access.alreadySent)).toBeVisible();
  // The countdown is what is left of the cool-down the first e-mail started, as the server
  // says, not a new one (issue 12): the seconds shown are the answer's (or one tick less).
  const { resendInSeconds } = (await second.json()) as { resendInSeconds: number };
  expect(resendInSeconds).toBeGreaterThan(0);
  expect(resendInSeconds).toBeLessThanOrEqual(300);
  await expect(
    page
      .getByText(m.access.resendWait(resendInSeconds), { exact: true })
      .or(page.getByText(m.access.resendWait(resendInSeconds - 1), { exact: true })),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(mailbox.countFor(voter.email), 'no second e-mail').toBe(1);

  await accessForm(page).code.fill(code);
  await expect(page).toHaveURL(/\/perfil$/);
});
