/**
 * The last lock-out path of issue 9 (docs/decisions/080): an attacker who solves a bot check on
 * every call spends the CPF's 49 guesses for the day, so even the voter's right code gets 429.
 * The voter still gets in: the code e-mail now also carries a single-use sign-in link, and
 * opening it in the browser lands on /perfil. Used again, the link says it no longer works.
 * This file runs its own server (no per-client failure budget in the way: every call here comes
 * from 127.0.0.1), so it gets a worker of its own.
 */
import { expect, test as base } from './fixtures';
import { startServer, type RunningServer } from './support/server';
import { loginForm, m } from './support/ui';

const test = base.extend<object, { server: RunningServer }>({
  server: [
    async ({ mailbox }, provide) => {
      const server = await startServer({
        smtpUrl: mailbox.url,
        env: { RATE_LIMIT_OTP_FAILURES_PER_HOUR: '100000' },
      });
      await provide(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

const BOT_CHECK = { 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX' };
const exact = (name: string) => ({ name, exact: true });

test('after the attacker spends the guessing cap, the voter signs in by the e-mailed link', async ({
  page,
  request,
  mailbox,
  voter,
  api,
  server,
}) => {
  expect(await api.register(voter)).toBe(201);

  // The attacker: a solved bot check on every call, until the CPF's cap answers 429.
  let sends = 0;
  let capped = false;
  while (!capped) {
    const sent = await request.post('/api/auth/send-otp-code', {
      data: { cpf: voter.cpf, ...BOT_CHECK },
    });
    expect(sent.status()).toBe(200);
    sends += 1;
    for (let i = 0; i < 5 && !capped; i++) {
      const guess = await request.post('/api/auth/validate-otp-code', {
        data: { cpf: voter.cpf, codigoVerificacao: '000000', ...BOT_CHECK },
      });
      capped = guess.status() === 429;
      if (!capped) expect(guess.status()).toBe(401);
    }
  }
  // The attacker's codes went to the voter's inbox: read past them.
  for (let i = 0; i < sends; i++) await mailbox.waitForMail(voter.email);

  // The voter asks for a code; the CPF is under attack, so the bot check comes first.
  await page.goto('/login');
  await loginForm(page).cpf.fill(voter.cpf);
  await loginForm(page).submit.click();
  const dialog = page.getByRole('dialog', exact(m.botCheckDialog.title));
  await expect(dialog).toBeVisible();
  // Ticking the development check repeats the call at once (the dialog closes): a click, not check().
  await dialog.getByRole('checkbox', exact(m.botCheck.devLabel)).click();
  await expect(page).toHaveURL(/\/acesso$/);

  const mail = await mailbox.waitForMail(voter.email);
  const link = new RegExp(`${server.baseURL}/acesso/link#[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
  expect(link, `a sign-in link in:\n${mail.text}`).toBeTruthy();

  // The right code is still refused by the cap (the API says so; the link is the way in).
  const right = await request.post('/api/auth/validate-otp-code', {
    data: { cpf: voter.cpf, codigoVerificacao: mail.code, ...BOT_CHECK },
  });
  expect(right.status()).toBe(429);

  await page.goto(link ?? '');
  await expect(page).toHaveURL(/\/perfil$/);
  await expect(page.getByRole('heading', exact(m.profile.greeting(voter.firstName)))).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();

  // Single use: opened again, the link says so and offers a new code.
  const again = await page.context().newPage();
  await again.goto(link ?? '');
  await expect(again.getByText(m.accessLink.invalidTitle)).toBeVisible();
  await expect(again).toHaveURL(/\/acesso\/link$/);
  await again.getByRole('button', exact(m.accessLink.toLogin)).click();
  await expect(again).toHaveURL(/\/login$/);
});
