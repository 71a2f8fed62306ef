/**
 * The operator's side of the harness: adding an operator to a worker's database with the real CLI
 * (`npm run admin -- operator add EMAIL --nome NOME`), signing in at /admin/login with the code
 * the SMTP listener received, and a voter's sign-in and vote through the API for tests that need
 * votes in place without walking the voter's UI.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { adminMessages } from '../../../src/domain/adminMessages';

import type { Mailbox } from './mailbox';
import type { Voter } from './people';
import { ROOT, type RunningServer } from './server';

/**
 * Runs the admin CLI against the server's database (its env: DATABASE_URL, DATA_DIR, …) and
 * returns its output; fails the test with the CLI's stderr when it exits non-zero.
 */
export function runAdminCli(server: RunningServer, args: string[]): string {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/server/cli/admin.ts'), ...args],
    { cwd: ROOT, env: server.env, encoding: 'utf8' },
  );
  expect(run.status, `admin ${args.join(' ')}: ${run.stderr}`).toBe(0);
  return run.stdout;
}

/** `operator add EMAIL --nome NOME` (idempotent, like the CLI). */
export function addOperator(server: RunningServer, email: string, nome: string): void {
  runAdminCli(server, ['operator', 'add', email, '--nome', nome]);
}

/**
 * /admin/login → e-mail → Enviar código → the code from the listener → Entrar → /admin/painel.
 * `base` is the server's address (the console's own servers are not the worker's baseURL).
 */
export async function signInOperatorViaUi(
  page: Page,
  mailbox: Mailbox,
  base: string,
  email: string,
): Promise<void> {
  const text = adminMessages.login;
  await page.goto(`${base}/admin/login`);
  await page.getByRole('textbox', { name: text.emailLabel }).fill(email);
  await page.getByRole('button', { name: text.sendCode }).click();
  const code = await mailbox.waitForCode(email);
  await page.getByRole('textbox', { name: text.codeLabel }).fill(code);
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page).toHaveURL(/\/admin\/painel$/);
}

/** Registers the voter (development bot check) and signs in through the API; returns the token. */
export async function voterTokenViaApi(
  request: APIRequestContext,
  mailbox: Mailbox,
  voter: Voter,
): Promise<string> {
  const registered = await request.post('/api/auth/register', {
    data: {
      nome: voter.nome,
      email: voter.email,
      cpf: voter.cpf,
      celular: voter.celular,
      'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX',
    },
  });
  expect(registered.status(), 'POST /api/auth/register').toBe(201);
  const sent = await request.post('/api/auth/send-otp-code', { data: { cpf: voter.cpf } });
  expect(sent.status(), 'POST /api/auth/send-otp-code').toBe(200);
  const codigoVerificacao = await mailbox.waitForCode(voter.email);
  const validated = await request.post('/api/auth/validate-otp-code', {
    data: { cpf: voter.cpf, codigoVerificacao },
  });
  expect(validated.status(), 'POST /api/auth/validate-otp-code').toBe(200);
  return ((await validated.json()) as { accessToken: string }).accessToken;
}

/** POST /api/votes with the voter's token; returns the status and the body's message, if any. */
export async function voteViaApi(
  request: APIRequestContext,
  token: string,
  vote: { idCategory: number; idCompany: number },
): Promise<{ status: number; message?: string }> {
  const answer = await request.post('/api/votes', {
    data: vote,
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await answer.json().catch(() => ({}))) as { message?: string };
  return { status: answer.status(), ...(body.message ? { message: body.message } : {}) };
}
