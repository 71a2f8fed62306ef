/**
 * The harness itself: the SMTP listener parses what a mail library sends, and the real server
 * boots, serves the built app and its runtime config, and e-mails a code to the listener.
 */
import nodemailer from 'nodemailer';

import { expect, test } from './fixtures';
import { parseMail } from './support/mailbox';

test.describe('harness', () => {
  // The harness does not depend on the viewport: once is enough.
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'desktop only');

  test('the SMTP listener reads the code from plain, quoted-printable and base64 mail', async ({
    mailbox,
  }) => {
    const transport = nodemailer.createTransport(mailbox.url);
    const to = `harness.${Date.now()}@example.com`;
    for (const encoding of ['quoted-printable', 'base64', '7bit'] as const) {
      await transport.sendMail({
        from: 'Votação <nao-responda@localhost>',
        to,
        subject: 'Seu código de acesso à Votação',
        text: `Olá! Seu código é 123456. CPF 123.456.789-09, válido até 12/05/2025.`,
        html: `<p style="color:#123456">Seu código: <b>123456</b></p>`,
        textEncoding: encoding === '7bit' ? undefined : encoding,
      });
      const mail = await mailbox.waitForMail(to);
      expect(mail.code).toBe('123456');
      expect(mail.subject).toBe('Seu código de acesso à Votação');
    }
    transport.close();
    expect(parseMail('Subject: x\r\n\r\nnada aqui 12345 1234567', ['a@b.c']).code).toBeNull();
  });

  test('the server serves the built app, its runtime config and e-mails a code', async ({
    page,
    request,
    mailbox,
    voter,
    api,
  }) => {
    const config = await request.get('/app-config.json');
    expect(config.status()).toBe(200);
    expect(await config.json()).toMatchObject({ apiBaseUrl: '/api', turnstileSiteKey: null });

    await page.goto('/');
    await expect(page).toHaveTitle(/.+/);

    expect(await api.register(voter)).toBe(201);
    const sent = await request.post('/api/auth/send-otp-code', { data: { cpf: voter.cpf } });
    expect(sent.status()).toBe(200);
    const code = await mailbox.waitForCode(voter.email);
    expect(code).toMatch(/^\d{6}$/);
  });
});
