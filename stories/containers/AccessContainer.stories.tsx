import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor } from 'storybook/test';

import { mobileGlobals } from '../../.storybook/viewports';
import { AccessContainer } from '../../src/containers/AccessContainer';
import { messages } from '../../src/domain/messages';
import {
  DEMO_CODE,
  DEMO_CPF_DIGITS,
  handlers,
  MOCK_ROUTES,
  MOCK_SEND_CODE_ANSWER,
  MOCK_TRIES_LEFT,
  withHandlers,
} from '../../src/mocks';

import { AppAt, signedOut } from './harness';
import { findAlert, findButton, findHeading, findText, findTextbox } from './play';

/** /acesso: the code from the e-mail, with the CPF carried from /login in navigation state. */
const meta = {
  title: 'Containers/AccessContainer',
  component: AccessContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: signedOut,
  // No codeSentAt: no cool-down running, so the screen is the same on every run.
  render: () => <AppAt path="/acesso" state={{ cpf: DEMO_CPF_DIGITS }} />,
} satisfies Meta<typeof AccessContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const { access } = messages;
const codeField = () => findTextbox(access.codeLabel);
const submit = () => screen.getByRole('button', { name: access.submit });

export const Default: Story = {
  play: async () => {
    await expect(await findHeading(access.heading)).toBeVisible();
    await expect(await findButton(access.resend)).toBeEnabled();
  },
};

/** Without a CPF in navigation state the screen sends the visitor back to /login. */
export const WithoutCpf: Story = {
  render: () => <AppAt path="/acesso" />,
  play: async () => {
    await expect(await findHeading(messages.login.heading)).toBeVisible();
  },
};

/** Fewer than 6 digits: not sent, the field is marked invalid. */
export const IncompleteCode: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await codeField(), '123');
    await userEvent.click(submit());
    await expect(await findText(messages.validation.code)).toBeVisible();
    await expect(await codeField()).toHaveAttribute('aria-invalid', 'true');
  },
};

/** 200: token and user saved, on to /perfil (the sixth digit submits by itself). */
export const Confirmed: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await codeField(), DEMO_CODE);
    await expect(await findHeading(messages.profile.greeting('Maria'))).toBeVisible();
  },
};

/**
 * A wrong code (401 with triesLeft): 'Erro ao confirmar o acesso.', and the field is emptied,
 * marked invalid, focused, and says how many tries remain. The sixth digit submitted by itself.
 */
export const WrongCode: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.validate.wrongCode) } },
  play: async ({ userEvent }) => {
    await userEvent.type(await codeField(), DEMO_CODE);
    await expect(await findAlert()).toHaveTextContent(messages.errors.accessFailed);
    const field = await codeField();
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription(access.wrongCode(MOCK_TRIES_LEFT));
  },
};

/** Opened from /login with the send-code answer: where the code went and for how long. */
export const WithDelivery: Story = {
  render: () => (
    <AppAt path="/acesso" state={{ cpf: DEMO_CPF_DIGITS, delivery: MOCK_SEND_CODE_ANSWER }} />
  ),
  play: async () => {
    await expect(
      await findText(access.sentTo(MOCK_SEND_CODE_ANSWER.maskedEmail, '10 minutos')),
    ).toBeVisible();
  },
};

/** ENTRAR again within the cool-down: the code already sent is still valid. */
export const AlreadySent: Story = {
  render: () => (
    <AppAt
      path="/acesso"
      state={{ cpf: DEMO_CPF_DIGITS, delivery: { ...MOCK_SEND_CODE_ANSWER, alreadySent: true } }}
    />
  ),
  play: async () => {
    await expect(await findText(access.alreadySent)).toBeVisible();
  },
};

/**
 * Resend with the server's cool-down (issue 12): the answer's `resendInSeconds` (45 here) is
 * what the button waits, not a fresh 30 s. Not in the visual suite: the seconds tick.
 */
export const ResentWithServerCooldown: Story = {
  tags: ['no-visual'],
  parameters: {
    msw: {
      handlers: withHandlers(
        http.post(MOCK_ROUTES.sendCode, () =>
          HttpResponse.json({ ...MOCK_SEND_CODE_ANSWER, resendInSeconds: 45 }),
        ),
      ),
    },
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await findButton(access.resend));
    await expect(await findText(messages.success.resent)).toBeVisible();
    await expect(await findText(/Aguarde 4[45] s para reenviar\./)).toBeVisible();
    await expect(await findButton(access.resend)).toBeDisabled();
  },
};

/** 200 with a token lacking nome: 'Erro ao processar dados do usuário.' */
export const UndecodableToken: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.validate.badToken) } },
  play: async ({ userEvent }) => {
    await userEvent.type(await codeField(), DEMO_CODE);
    await expect(await findAlert()).toHaveTextContent(messages.errors.userData);
  },
};

/**
 * Resend: 'Código reenviado com sucesso.', then the button waits out the cool-down. Not in the
 * visual suite: the seconds left tick with the clock (the view stories show fixed values).
 */
export const Resent: Story = {
  tags: ['no-visual'],
  play: async ({ userEvent }) => {
    await userEvent.click(await findButton(access.resend));
    await expect(await findText(messages.success.resent)).toBeVisible();
    await expect(await findButton(access.resend)).toBeDisabled();
    await expect(await findText(/Aguarde \d+ s para reenviar\./)).toBeVisible();
  },
};

/**
 * At 360 px: 'Código reenviado com sucesso.' shows at the top, clear of the resend button and its
 * countdown below the form. Not in the visual suite: the seconds tick.
 */
export const ResentMobile: Story = {
  tags: ['no-visual'],
  globals: mobileGlobals,
  play: async ({ userEvent }) => {
    await userEvent.click(await findButton(access.resend));
    const toast = await findText(messages.success.resent);
    const wait = await findText(/Aguarde \d+ s para reenviar\./);
    const button = await findButton(access.resend);
    const a = toast.getBoundingClientRect();
    for (const other of [wait, button]) {
      const b = other.getBoundingClientRect();
      const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      await expect(overlaps).toBe(false);
    }
    await expect(a.top).toBeLessThan(window.innerHeight / 2);
  },
};

/** Resend failed (here 503): 'Erro ao reenviar o código.' and back to /login. */
export const ResendFailed: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.sendCode.serverError) } },
  play: async ({ userEvent }) => {
    await userEvent.click(await findButton(access.resend));
    await expect(await findHeading(messages.login.heading)).toBeVisible();
    await expect(await findAlert()).toHaveTextContent(messages.errors.resendFailed);
  },
};
