/**
 * A CPF under attack: the API answers 428 {botCheckRequired}; the voter sees the bot check,
 * passes it, and the call is sent again with cf-turnstile-response (docs/decisions/080). Issue 40
 * §4 and §9: a network past its budget says so in the dialog; one check per sign-in (the pass
 * from /login is sent with the code); a wrong code that brings the check says so, and the toast
 * of the wrong code does not stay over the dialog.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { messages } from '../../src/domain/messages';
import { DEV_BOT_CHECK_TOKEN } from '../../src/domain/types';
import {
  DEMO_CODE,
  DEMO_CPF_DIGITS,
  handlers,
  MOCK_BOT_CHECK_PASS,
  MOCK_ROUTES,
  MOCK_TRIES_LEFT,
} from '../../src/mocks';

import { findHeading, pathOf, renderApp } from './support/renderApp';
import { server } from './support/server';

describe('bot check after a 428', () => {
  it('/login: shows the bot check, then sends the code again with the token', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(MOCK_ROUTES.sendCode, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body['cf-turnstile-response']) {
          return HttpResponse.json(
            { message: 'Muitas tentativas', botCheckRequired: true },
            { status: 428 },
          );
        }
        return HttpResponse.json({
          maskedEmail: 'm•••@example.com',
          expiresInSeconds: 600,
          alreadySent: false,
        });
      }),
    );
    const { user, router } = renderApp('/login');
    await findHeading(messages.login.heading);
    await user.type(
      screen.getByRole('textbox', { name: messages.login.cpfLabel }),
      DEMO_CPF_DIGITS,
    );
    await user.click(screen.getByRole('button', { name: messages.login.submit }));
    // The dialog's code is downloaded on the first 428 (useBotCheckRetry): a busy machine may
    // take longer than the default second to transform it.
    const dialog = await screen.findByRole(
      'dialog',
      { name: messages.botCheckDialog.title },
      { timeout: 10_000 },
    );
    await user.click(within(dialog).getByRole('checkbox', { name: messages.botCheck.devLabel }));
    await findHeading(messages.access.heading);
    expect(bodies).toEqual([
      { cpf: DEMO_CPF_DIGITS },
      { cpf: DEMO_CPF_DIGITS, 'cf-turnstile-response': DEV_BOT_CHECK_TOKEN },
    ]);
    expect(pathOf(router)).toBe('/acesso');
  });

  /** /login → the dialog → ticked: at /acesso. */
  async function signInPastTheCheck() {
    const app = renderApp('/login');
    await findHeading(messages.login.heading);
    await app.user.type(
      screen.getByRole('textbox', { name: messages.login.cpfLabel }),
      DEMO_CPF_DIGITS,
    );
    await app.user.click(screen.getByRole('button', { name: messages.login.submit }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: messages.botCheckDialog.title },
      { timeout: 10_000 },
    );
    return { ...app, dialog };
  }

  it('a network past its budget of CPFs: the dialog says it is the network, not the CPF', async () => {
    server.use(handlers.sendCode.networkBotCheckFirst);
    const { dialog, user } = await signInPastTheCheck();
    expect(dialog).toHaveAccessibleDescription(messages.botCheckDialog.networkMessage);
    await user.click(within(dialog).getByRole('checkbox', { name: messages.botCheck.devLabel }));
    await findHeading(messages.access.heading);
  });

  it('one check per sign-in: the pass from /login goes with the code, no second dialog', async () => {
    const bodies: unknown[] = [];
    server.use(
      handlers.sendCode.botCheckFirst,
      http.post(MOCK_ROUTES.validate, async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
      handlers.validate.botCheckUnlessPassed,
    );
    const { dialog, user, router } = await signInPastTheCheck();
    expect(dialog).toHaveAccessibleDescription(messages.botCheckDialog.message);
    await user.click(within(dialog).getByRole('checkbox', { name: messages.botCheck.devLabel }));
    await findHeading(messages.access.heading);
    await user.type(screen.getByRole('textbox', { name: messages.access.codeLabel }), DEMO_CODE);
    await findHeading(messages.profile.greeting('Maria'));
    expect(pathOf(router)).toBe('/perfil');
    expect(bodies).toEqual([
      { cpf: DEMO_CPF_DIGITS, codigoVerificacao: DEMO_CODE, botCheckPass: MOCK_BOT_CHECK_PASS },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the wrong code that brings the check says so (not only 'Restam 4 tentativas.')", async () => {
    server.use(handlers.validate.wrongCodeCheckNext);
    const { user } = renderApp('/acesso', { state: { cpf: DEMO_CPF_DIGITS } });
    await findHeading(messages.access.heading);
    const code = screen.getByRole('textbox', { name: messages.access.codeLabel });
    await user.type(code, DEMO_CODE);
    const said = messages.access.wrongCode(MOCK_TRIES_LEFT, true);
    expect(said).toBe(
      `Código incorreto ou expirado. Restam ${MOCK_TRIES_LEFT} tentativas; antes da próxima, confirme a verificação de segurança.`,
    );
    await waitFor(() => expect(code).toHaveAccessibleDescription(said));
  });

  it("the wrong code's toast closes when the check's dialog opens over it (/acesso)", async () => {
    server.use(handlers.validate.wrongCode);
    const { user } = renderApp('/acesso', { state: { cpf: DEMO_CPF_DIGITS } });
    await findHeading(messages.access.heading);
    const code = screen.getByRole('textbox', { name: messages.access.codeLabel });
    await user.type(code, DEMO_CODE);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.accessFailed);
    server.use(handlers.validate.botCheckUnlessPassed);
    await user.type(code, DEMO_CODE);
    await screen.findByRole('dialog', { name: messages.botCheckDialog.title }, { timeout: 10_000 });
    await waitFor(() =>
      expect(screen.queryByText(messages.errors.accessFailed)).not.toBeInTheDocument(),
    );
  });
});
