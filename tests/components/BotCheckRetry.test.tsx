/**
 * A CPF under attack: the API answers 428 {botCheckRequired}; the voter sees the bot check,
 * passes it, and the call is sent again with cf-turnstile-response (docs/decisions/080).
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { messages } from '../../src/domain/messages';
import { DEV_BOT_CHECK_TOKEN } from '../../src/domain/types';
import { DEMO_CPF_DIGITS, MOCK_ROUTES } from '../../src/mocks';

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
});
