import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { messages } from '../../src/domain/messages';
import {
  DEMO_CPF,
  DEMO_CPF_DIGITS,
  handlers,
  MOCK_ROUTES,
  MOCK_SEND_CODE_ANSWER,
} from '../../src/mocks';

import { findHeading, pathOf, renderApp, signIn } from './support/renderApp';
import { server } from './support/server';

async function openLogin() {
  const app = renderApp('/login');
  await findHeading(messages.login.heading);
  return app;
}

describe('LoginContainer (/login)', () => {
  it('clears the stored token and user on opening', async () => {
    signIn();
    expect(localStorage.getItem('token')).not.toBeNull();
    await openLogin();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem('user')).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['short', '529.982.247'],
    ['wrong check digits', '529.982.247-26'],
    ['all the same digit', '111.111.111-11'],
  ])('shows "CPF inválido." for a %s CPF and sends nothing', async (_case, typed) => {
    let calls = 0;
    server.use(
      http.post(MOCK_ROUTES.sendCode, () => {
        calls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = await openLogin();
    const cpf = screen.getByRole('textbox', { name: messages.login.cpfLabel });
    if (typed) await user.type(cpf, typed);
    await user.click(screen.getByRole('button', { name: messages.login.submit }));
    expect(await screen.findByText(messages.validation.cpf)).toBeInTheDocument();
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(cpf).toHaveFocus());
    expect(calls).toBe(0);
    expect(pathOf(router)).toBe('/login');
  });

  it('masks the CPF, submits on Enter with the digits only and carries them to /acesso', async () => {
    let body: unknown;
    server.use(
      http.post(MOCK_ROUTES.sendCode, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, router } = await openLogin();
    const cpf = screen.getByRole('textbox', { name: messages.login.cpfLabel });
    await user.type(cpf, DEMO_CPF_DIGITS);
    expect(cpf).toHaveValue(DEMO_CPF);
    await user.keyboard('{Enter}');
    await findHeading(messages.access.heading);
    expect(body).toEqual({ cpf: DEMO_CPF_DIGITS });
    expect(pathOf(router)).toBe('/acesso');
    expect(router.state.location.state).toMatchObject({ cpf: DEMO_CPF_DIGITS });
  });

  it('clears the CPF message once the field is edited', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: messages.login.submit }));
    expect(await screen.findByText(messages.validation.cpf)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: messages.login.cpfLabel }), '5');
    expect(screen.queryByText(messages.validation.cpf)).not.toBeInTheDocument();
  });

  it('403: "Não encontramos um usuário com esse CPF." and stays on /login', async () => {
    server.use(handlers.sendCode.notFound);
    const { user, router } = await openLogin();
    await user.type(screen.getByRole('textbox', { name: messages.login.cpfLabel }), DEMO_CPF);
    await user.click(screen.getByRole('button', { name: messages.login.submit }));
    // Under the CPF, which is marked and focused (issue 40 §9), not a toast.
    const cpf = screen.getByRole('textbox', { name: messages.login.cpfLabel });
    await waitFor(() => expect(cpf).toHaveAccessibleDescription(messages.errors.cpfNotFound));
    expect(cpf).toHaveAttribute('aria-invalid', 'true');
    expect(cpf).toHaveFocus();
    expect(document.querySelector('.MuiSnackbar-root')).toBeNull();
    expect(pathOf(router)).toBe('/login');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['503', handlers.sendCode.serverError],
    ['422', handlers.sendCode.invalid],
    ['429', handlers.sendCode.tooSoon],
    ['a network error', handlers.sendCode.networkError],
  ])('%s: info dialog "Atenção" / "Tivemos um problema…"', async (_case, handler) => {
    server.use(handler);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = await openLogin();
    await user.type(screen.getByRole('textbox', { name: messages.login.cpfLabel }), DEMO_CPF);
    await user.click(screen.getByRole('button', { name: messages.login.submit }));
    const dialog = await screen.findByRole('dialog', { name: messages.errors.attentionTitle });
    expect(dialog).toHaveTextContent(messages.errors.sendCodeFailed);
    expect(pathOf(router)).toBe('/login');
    expect(consoleError).toHaveBeenCalled();
  });

  it('CRIAR CONTA goes to /cadastro and the back arrow to /', async () => {
    const { user, router } = await openLogin();
    await user.click(screen.getByRole('link', { name: messages.login.createAccount }));
    // After a navigation the voter caused, focus moves to the new page's h1.
    const heading = await findHeading(messages.register.heading);
    await waitFor(() => expect(heading).toHaveFocus());
    // Set in an effect, which may run after the heading is on screen (busy machine).
    await waitFor(() => expect(document.title).toBe('Criar conta · Votação'));
    expect(pathOf(router)).toBe('/cadastro');
    await router.navigate('/login');
    await findHeading(messages.login.heading);
    await user.click(screen.getByRole('link', { name: messages.app.back }));
    await waitFor(() => expect(pathOf(router)).toBe('/'));
  });

  it('sets the tab title', async () => {
    await openLogin();
    // Set in an effect, which may run after the heading is on screen (busy machine).
    await waitFor(() => expect(document.title).toBe('Entrar · Votação'));
  });

  it('carries the send-code answer to /acesso, which says where the code went', async () => {
    const { user } = await openLogin();
    await user.type(
      screen.getByRole('textbox', { name: messages.login.cpfLabel }),
      DEMO_CPF_DIGITS,
    );
    await user.keyboard('{Enter}');
    await findHeading(messages.access.heading);
    expect(
      screen.getByText(messages.access.sentTo(MOCK_SEND_CODE_ANSWER.maskedEmail, '10 minutos')),
    ).toBeInTheDocument();
    expect(screen.queryByText(messages.access.alreadySent)).not.toBeInTheDocument();
  });

  it('ENTRAR again while a code is pending: still /acesso, saying the code is still valid', async () => {
    server.use(handlers.sendCode.alreadySent);
    const { user, router } = await openLogin();
    await user.type(
      screen.getByRole('textbox', { name: messages.login.cpfLabel }),
      DEMO_CPF_DIGITS,
    );
    await user.keyboard('{Enter}');
    await findHeading(messages.access.heading);
    expect(pathOf(router)).toBe('/acesso');
    expect(screen.getByText(messages.access.alreadySent)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opened directly (no sign-up state): no confirmation and an empty CPF', async () => {
    await openLogin();
    expect(screen.queryByText(messages.login.registered)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: messages.login.cpfLabel })).toHaveValue('');
  });

  it('a malformed sign-up state is ignored', async () => {
    renderApp('/login', { state: { registeredCpf: '123' } });
    await findHeading(messages.login.heading);
    expect(screen.queryByText(messages.login.registered)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: messages.login.cpfLabel })).toHaveValue('');
  });

  it("a server failure without a reason shows the 'Atenção' dialog alone", async () => {
    server.use(handlers.sendCode.serverError);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openLogin();
    await user.type(
      screen.getByRole('textbox', { name: messages.login.cpfLabel }),
      DEMO_CPF_DIGITS,
    );
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: messages.errors.attentionTitle });
    expect(dialog).toHaveTextContent(messages.errors.sendCodeFailed);
    expect(dialog).not.toHaveTextContent('Serviço indisponível.');
  });

  it("'Não encontramos…' closes when the voter leaves /login for /acesso", async () => {
    server.use(handlers.sendCode.notFound);
    const { user } = await openLogin();
    const cpf = screen.getByRole('textbox', { name: messages.login.cpfLabel });
    await user.type(cpf, DEMO_CPF_DIGITS);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(messages.errors.cpfNotFound)).toBeInTheDocument();
    server.use(handlers.sendCode.success);
    await user.keyboard('{Enter}');
    await findHeading(messages.access.heading);
    await waitFor(() =>
      expect(screen.queryByText(messages.errors.cpfNotFound)).not.toBeInTheDocument(),
    );
  });

  it('back from /acesso: the CPF is still filled in, without the sign-up confirmation', async () => {
    const { user } = await openLogin();
    await user.type(
      screen.getByRole('textbox', { name: messages.login.cpfLabel }),
      DEMO_CPF_DIGITS,
    );
    await user.keyboard('{Enter}');
    await findHeading(messages.access.heading);
    await user.click(screen.getByRole('button', { name: messages.app.back }));
    await findHeading(messages.login.heading);
    expect(screen.getByRole('textbox', { name: messages.login.cpfLabel })).toHaveValue(DEMO_CPF);
    expect(screen.queryByText(messages.login.registered)).not.toBeInTheDocument();
  });
});
