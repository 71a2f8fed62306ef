import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { messages } from '../../src/domain/messages';
import { DEV_BOT_CHECK_TOKEN } from '../../src/domain/types';
import { DEMO_CPF, DEMO_CPF_DIGITS, handlers, MOCK_ROUTES } from '../../src/mocks';

import { findHeading, pathOf, renderApp } from './support/renderApp';
import { server } from './support/server';

const { register: labels, validation } = messages;

async function openRegister() {
  const app = renderApp('/cadastro');
  await findHeading(labels.heading);
  const field = (name: string) => screen.getByRole('textbox', { name });
  return {
    ...app,
    nome: () => field(labels.nomeLabel),
    email: () => field(labels.emailLabel),
    celular: () => field(labels.celularLabel),
    cpf: () => field(labels.cpfLabel),
    botCheck: () => screen.getByRole('checkbox', { name: messages.botCheck.devLabel }),
    submit: () => app.user.click(screen.getByRole('button', { name: labels.submit })),
  };
}

type Form = Awaited<ReturnType<typeof openRegister>>;

async function fillValid(form: Form) {
  await form.user.click(form.botCheck());
  await form.user.type(form.nome(), 'Maria da Silva');
  await form.user.type(form.email(), 'maria@example.com');
  await form.user.type(form.celular(), '11987654321');
  await form.user.type(form.cpf(), DEMO_CPF_DIGITS);
}

/** Only the first failing rule's message is on screen. */
/** Waits for the message (a submit's validation waits for Yup the first time), then no other. */
async function expectOnlyMessage(message: string) {
  expect(await screen.findByText(message)).toBeInTheDocument();
  for (const other of Object.values(validation)) {
    if (other !== message) expect(screen.queryByText(other)).not.toBeInTheDocument();
  }
}

describe('RegisterContainer (/cadastro)', () => {
  it('validates in the spec order: bot check, nome, e-mail, celular, CPF', async () => {
    let calls = 0;
    server.use(
      http.post(MOCK_ROUTES.register, () => {
        calls += 1;
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const form = await openRegister();

    await form.submit();
    await expectOnlyMessage(validation.botCheck);
    expect(form.botCheck()).toHaveAttribute('aria-invalid', 'true');

    await form.user.click(form.botCheck());
    await form.user.type(form.nome(), 'Ma');
    await form.submit();
    await expectOnlyMessage(validation.nome);
    expect(form.nome()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(form.nome()).toHaveFocus());

    await form.user.type(form.nome(), 'ria');
    await form.user.type(form.email(), 'maria.example.com');
    await form.submit();
    await expectOnlyMessage(validation.email);
    await waitFor(() => expect(form.email()).toHaveFocus());

    await form.user.clear(form.email());
    await form.user.type(form.email(), 'maria@example.com');
    await form.user.type(form.celular(), '1198765432');
    expect(form.celular()).toHaveValue('(11) 98765-432');
    await form.submit();
    await expectOnlyMessage(validation.celular);
    await waitFor(() => expect(form.celular()).toHaveFocus());

    await form.user.type(form.celular(), '1');
    await form.user.type(form.cpf(), '52998224726');
    await form.submit();
    await expectOnlyMessage(validation.cpf);
    expect(form.cpf()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(form.cpf()).toHaveFocus());

    expect(calls).toBe(0);
  });

  it('a 2-character name after trimming is still invalid', async () => {
    const form = await openRegister();
    await form.user.click(form.botCheck());
    await form.user.type(form.nome(), '  Jo  ');
    await form.submit();
    await expectOnlyMessage(validation.nome);
  });

  it('201: sends digits-only CPF and celular with the bot-check token, then goes to /login', async () => {
    let body: unknown;
    server.use(
      http.post(MOCK_ROUTES.register, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 201 });
      }),
    );
    const form = await openRegister();
    await fillValid(form);
    await form.submit();
    await findHeading(messages.login.heading);
    expect(pathOf(form.router)).toBe('/login');
    expect(body).toEqual({
      nome: 'Maria da Silva',
      email: 'maria@example.com',
      celular: '11987654321',
      cpf: DEMO_CPF_DIGITS,
      'cf-turnstile-response': DEV_BOT_CHECK_TOKEN,
    });
    // /login confirms the sign-up and has the new CPF filled in (navigation state only).
    expect(screen.getByText(messages.login.registered).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: messages.login.cpfLabel })).toHaveValue(DEMO_CPF);
    expect(form.router.state.location.state).toEqual({ registeredCpf: DEMO_CPF_DIGITS });
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(DEMO_CPF_DIGITS);
  });

  it('400: "Usuário já existe."', async () => {
    server.use(handlers.register.exists);
    const form = await openRegister();
    await fillValid(form);
    await form.submit();
    // Inline above 'Já tem uma conta? …' and ENTRAR, read as the focused group's name (issue 40 §3).
    const group = await screen.findByRole('group', {
      name: (name) => name.includes(messages.errors.userExists),
    });
    expect(group).toHaveTextContent(labels.existingAccount);
    await waitFor(() => expect(group).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(pathOf(form.router)).toBe('/cadastro');
  });

  it('400: ENTRAR under the form goes to /login with the CPF filled in', async () => {
    server.use(handlers.register.exists);
    const form = await openRegister();
    expect(screen.queryByRole('button', { name: messages.login.submit })).not.toBeInTheDocument();
    await fillValid(form);
    await form.submit();
    await screen.findByText(messages.errors.userExists);
    const group = screen.getByRole('group', {
      name: (name) => name.includes(labels.existingAccount),
    });
    await form.user.click(within(group).getByRole('button', { name: messages.login.submit }));
    await findHeading(messages.login.heading);
    expect(screen.getByRole('textbox', { name: messages.login.cpfLabel })).toHaveValue(DEMO_CPF);
    // Not a new account: no 'Conta criada.'; and the old message closed with /cadastro.
    expect(screen.queryByText(messages.login.registered)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(messages.errors.userExists)).not.toBeInTheDocument(),
    );
  });

  it('401: resets the bot check and shows "Erro na validação de segurança."', async () => {
    server.use(handlers.register.botCheckFailed);
    const form = await openRegister();
    await fillValid(form);
    expect(form.botCheck()).toBeChecked();
    await form.submit();
    // The bot check's own error, focused, as an empty check's is.
    expect(await screen.findByText(messages.errors.botCheckFailed)).toBeInTheDocument();
    await waitFor(() => expect(form.botCheck()).not.toBeChecked());
    expect(form.botCheck()).toHaveAttribute('aria-invalid', 'true');
    // The token is gone: a new submit asks for the bot check again.
    await form.submit();
    expect(await screen.findByText(validation.botCheck)).toBeInTheDocument();
  });

  it.each([
    ['422', handlers.register.invalid],
    ['429', handlers.register.tooMany],
    ['500', handlers.register.serverError],
  ])('%s: "Erro ao realizar cadastro, verifique seus dados..."', async (_case, handler) => {
    server.use(handler);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const form = await openRegister();
    await fillValid(form);
    await form.submit();
    // Inline above CADASTRAR, focused so a screen reader reads it (issue 40 §3).
    const notice = await screen.findByRole('group', { name: messages.errors.registerFailed });
    await waitFor(() => expect(notice).toHaveFocus());
    expect(pathOf(form.router)).toBe('/cadastro');
  });

  it('keeps the masked values on screen', async () => {
    const form = await openRegister();
    await form.user.type(form.cpf(), DEMO_CPF_DIGITS);
    expect(form.cpf()).toHaveValue(DEMO_CPF);
  });

  it('the back arrow goes to /login', async () => {
    const form = await openRegister();
    await form.user.click(screen.getByRole('link', { name: messages.app.back }));
    await findHeading(messages.login.heading);
    expect(pathOf(form.router)).toBe('/login');
  });
});
