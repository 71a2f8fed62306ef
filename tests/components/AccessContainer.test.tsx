import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { messages } from '../../src/domain/messages';
import {
  DEMO_CODE,
  DEMO_CPF_DIGITS,
  DEMO_TOKEN,
  DEMO_USER,
  handlers,
  MOCK_PENDING_RESEND_SECONDS,
  MOCK_ROUTES,
  MOCK_SEND_CODE_ANSWER,
  MOCK_TRIES_LEFT,
} from '../../src/mocks';

import { findHeading, pathOf, renderApp } from './support/renderApp';
import { server } from './support/server';

const { access } = messages;

async function openAccess(state: unknown = { cpf: DEMO_CPF_DIGITS }) {
  const app = renderApp('/acesso', { state });
  await findHeading(access.heading);
  return {
    ...app,
    code: () => screen.getByRole('textbox', { name: access.codeLabel }),
    resendButton: () => screen.getByRole('button', { name: access.resend }),
  };
}

describe('AccessContainer (/acesso)', () => {
  it.each([
    ['no state', undefined],
    ['a state without cpf', { other: 1 }],
    ['a malformed cpf', { cpf: '123' }],
  ])('goes back to /login with %s', async (_case, state) => {
    const { router } = renderApp('/acesso', { state });
    await findHeading(messages.login.heading);
    expect(pathOf(router)).toBe('/login');
  });

  it('validates the code, saves token and user from the payload, and goes to /perfil', async () => {
    let body: unknown;
    server.use(
      http.post(MOCK_ROUTES.validate, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ accessToken: DEMO_TOKEN });
      }),
    );
    const { user, router, code } = await openAccess();
    await user.type(code(), `${DEMO_CODE}99`);
    expect(code()).toHaveValue(DEMO_CODE);
    await user.keyboard('{Enter}');
    await findHeading(messages.profile.greeting('Maria'));
    expect(pathOf(router)).toBe('/perfil');
    expect(body).toEqual({ cpf: DEMO_CPF_DIGITS, codigoVerificacao: DEMO_CODE });
    expect(localStorage.getItem('token')).toBe(DEMO_TOKEN);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(DEMO_USER);
  });

  it('strips non-digits from the code', async () => {
    const { user, code } = await openAccess();
    await user.type(code(), '12a-3 4');
    expect(code()).toHaveValue('1234');
  });

  it('an incomplete code is not sent and the field is marked invalid', async () => {
    let calls = 0;
    server.use(
      http.post(MOCK_ROUTES.validate, () => {
        calls += 1;
        return HttpResponse.json({ accessToken: DEMO_TOKEN });
      }),
    );
    const { user, code } = await openAccess();
    await user.type(code(), '12345');
    await user.click(screen.getByRole('button', { name: access.submit }));
    expect(await screen.findByText(messages.validation.code)).toBeInTheDocument();
    expect(code()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it.each([
    ['401 (wrong code)', handlers.validate.wrongCode],
    ['429', handlers.validate.tooMany],
    ['500', handlers.validate.serverError],
  ])('%s: "Erro ao confirmar o acesso."', async (_case, handler) => {
    server.use(handler);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router, code } = await openAccess();
    // The sixth digit submits by itself.
    await user.type(code(), DEMO_CODE);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.accessFailed);
    expect(pathOf(router)).toBe('/acesso');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([
    ['lacks nome', handlers.validate.badToken],
    ['is not a JWT', handlers.validate.garbageToken],
  ])('a token whose payload %s: "Erro ao processar dados do usuário."', async (_c, handler) => {
    server.use(handler);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router, code } = await openAccess();
    await user.type(code(), DEMO_CODE);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.userData);
    expect(pathOf(router)).toBe('/acesso');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('resend: "Código reenviado com sucesso." and a 30 s cool-down', async () => {
    let body: unknown;
    server.use(
      http.post(MOCK_ROUTES.sendCode, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, resendButton } = await openAccess();
    expect(resendButton()).toBeEnabled();
    await user.click(resendButton());
    expect(await screen.findByText(messages.success.resent)).toBeInTheDocument();
    expect(body).toEqual({ cpf: DEMO_CPF_DIGITS });
    expect(resendButton()).toBeDisabled();
    expect(screen.getByText(access.resendWait(30))).toBeInTheDocument();
  });

  it('resend failure: "Erro ao reenviar o código." and back to /login', async () => {
    server.use(handlers.sendCode.serverError);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router, resendButton } = await openAccess();
    await user.click(resendButton());
    await findHeading(messages.login.heading);
    expect(pathOf(router)).toBe('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.resendFailed);
  });

  it('resend answered 429 with Retry-After: the wait is shown, no failure', async () => {
    server.use(handlers.sendCode.tooSoon);
    const { user, router, resendButton } = await openAccess();
    await user.click(resendButton());
    expect(await screen.findByText(access.resendWait(30))).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
    expect(pathOf(router)).toBe('/acesso');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the cool-down started at login counts down to zero, then resend is enabled', async () => {
    // Clock and intervals move only when advanced, so loading the page (slow on a busy machine)
    // spends none of the 30 s: the countdown reads exactly 30, then 20.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { resendButton } = await openAccess({ cpf: DEMO_CPF_DIGITS, codeSentAt: Date.now() });
    expect(screen.getByText(access.resendWait(30))).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByText(access.resendWait(20))).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(21_000);
    });
    expect(screen.queryByText(/Aguarde/)).not.toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
  });

  it("ENTRAR again: the countdown is the server's cool-down left, not a new 30 s (issue 12)", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const delivery = {
      ...MOCK_SEND_CODE_ANSWER,
      alreadySent: true,
      resendInSeconds: MOCK_PENDING_RESEND_SECONDS,
    };
    const { resendButton } = await openAccess({
      cpf: DEMO_CPF_DIGITS,
      codeSentAt: Date.now(),
      delivery,
    });
    expect(screen.getByText(access.resendWait(MOCK_PENDING_RESEND_SECONDS))).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MOCK_PENDING_RESEND_SECONDS * 1000);
    });
    expect(screen.queryByText(/Aguarde/)).not.toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
  });

  it('a server without a cool-down (resendInSeconds 0) leaves resend enabled at once', async () => {
    const { resendButton } = await openAccess({
      cpf: DEMO_CPF_DIGITS,
      codeSentAt: Date.now(),
      delivery: { ...MOCK_SEND_CODE_ANSWER, resendInSeconds: 0 },
    });
    expect(resendButton()).toBeEnabled();
    expect(screen.queryByText(/Aguarde/)).not.toBeInTheDocument();
  });

  it("a resend counts down the seconds the server's answer gives", async () => {
    server.use(
      http.post(MOCK_ROUTES.sendCode, () =>
        HttpResponse.json({ ...MOCK_SEND_CODE_ANSWER, resendInSeconds: 45 }),
      ),
    );
    const { user, resendButton } = await openAccess();
    await user.click(resendButton());
    expect(await screen.findByText(access.resendWait(45))).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
  });

  it('the back arrow goes to /login', async () => {
    const { user, router } = await openAccess();
    await user.click(screen.getByRole('button', { name: messages.app.back }));
    await findHeading(messages.login.heading);
    expect(pathOf(router)).toBe('/login');
  });

  it.each([
    ['with the tries left', handlers.validate.wrongCode, access.wrongCode(MOCK_TRIES_LEFT)],
    ['on the last try', handlers.validate.wrongCodeLastTry, access.wrongCode(1)],
    ['without a count', handlers.validate.wrongCodeNoCount, access.wrongCode()],
  ])('a wrong code (%s): field marked, emptied and focused', async (_c, handler, text) => {
    server.use(handler);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, code } = await openAccess();
    await user.type(code(), DEMO_CODE);
    // The specification's message stays; the field says more.
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.accessFailed);
    await waitFor(() => expect(code()).toHaveAttribute('aria-invalid', 'true'));
    expect(code()).toHaveValue('');
    expect(code()).toHaveAccessibleDescription(text);
    await waitFor(() => expect(code()).toHaveFocus());
    // Typing again clears the mark.
    await user.type(code(), '1');
    expect(code()).not.toHaveAttribute('aria-invalid');
  });

  it('a server failure (500) keeps the digits and does not mark the field', async () => {
    server.use(handlers.validate.serverError);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, code } = await openAccess();
    await user.type(code(), DEMO_CODE);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.errors.accessFailed);
    expect(code()).toHaveValue(DEMO_CODE);
    expect(code()).not.toHaveAttribute('aria-invalid');
  });

  it('pasting six digits submits once by itself', async () => {
    let calls = 0;
    server.use(
      http.post(MOCK_ROUTES.validate, () => {
        calls += 1;
        return HttpResponse.json({ accessToken: DEMO_TOKEN });
      }),
    );
    const { user, router, code } = await openAccess();
    await user.click(code());
    await user.paste(' 123-456 ');
    await findHeading(messages.profile.greeting('Maria'));
    expect(pathOf(router)).toBe('/perfil');
    expect(calls).toBe(1);
  });

  it('says where the code went, for how long, and when it was already sent', async () => {
    await openAccess({
      cpf: DEMO_CPF_DIGITS,
      delivery: { ...MOCK_SEND_CODE_ANSWER, alreadySent: true, expiresInSeconds: 540 },
    });
    expect(
      screen.getByText(access.sentTo(MOCK_SEND_CODE_ANSWER.maskedEmail, '9 minutos')),
    ).toBeInTheDocument();
    expect(screen.getByText(access.alreadySent)).toBeInTheDocument();
  });

  it('ignores a malformed delivery in navigation state (nothing extra is shown)', async () => {
    await openAccess({ cpf: DEMO_CPF_DIGITS, delivery: { maskedEmail: 42 } });
    expect(screen.queryByText(/Código enviado para/)).not.toBeInTheDocument();
  });

  it('a resend updates where the code went', async () => {
    const { user, resendButton } = await openAccess();
    expect(screen.queryByText(/Código enviado para/)).not.toBeInTheDocument();
    await user.click(resendButton());
    expect(
      await screen.findByText(access.sentTo(MOCK_SEND_CODE_ANSWER.maskedEmail, '10 minutos')),
    ).toBeInTheDocument();
  });
});
