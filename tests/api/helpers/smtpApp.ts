/** An app that sends through a real SMTP listener on loopback, as production sends. */
import { startTestApp, type TestApp } from './app';
import type { TestDatabase } from './databases';
import type { SmtpListener } from './mail';

export async function startSmtpApp(
  database: TestDatabase,
  smtp: SmtpListener,
  options: Parameters<typeof startTestApp>[1] = {},
): Promise<TestApp> {
  await smtp.start();
  return startTestApp(database, {
    ...options,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Votação <nao-responda@votacao.test>', ...options.env },
  });
}
