import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { AccessContainer } from '../../../src/containers/voter/AccessContainer';
import { messages } from '../../../src/domain/messages';
import {
  DEMO_CODE,
  DEMO_CPF_DIGITS,
  handlers,
  MOCK_SEND_CODE_ANSWER,
  MOCK_TRIES_LEFT,
  withHandlers,
} from '../../../src/mocks';
import { AppAt, signedOut } from '../harness';
import { findAlert, findButton, findHeading, findText, findTextbox } from '../play';

/** /acesso: the code from the e-mail, with the CPF carried from /login in navigation state. */
const meta = {
  title: 'Containers/Voter/AccessContainer',
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

export const Default: Story = {
  play: async () => {
    await expect(await findHeading(access.heading)).toBeVisible();
    await expect(await findButton(access.resend)).toBeEnabled();
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

/** 200 with a token lacking nome: 'Erro ao processar dados do usuário.' */
export const UndecodableToken: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.validate.badToken) } },
  play: async ({ userEvent }) => {
    await userEvent.type(await codeField(), DEMO_CODE);
    await expect(await findAlert()).toHaveTextContent(messages.errors.userData);
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
