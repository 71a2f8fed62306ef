import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { RegisterContainer } from '../../../src/containers/voter/RegisterContainer';
import { messages } from '../../../src/domain/messages';
import { privacyLinkMessages } from '../../../src/domain/privacyLinkMessages';
import { privacyMessages } from '../../../src/domain/privacyMessages';
import { DEMO_CPF_DIGITS, handlers, withHandlers } from '../../../src/mocks';
import { AppAt, signedOut } from '../harness';
import { eventually, findHeading, findText, findTextbox } from '../play';

/** /cadastro: validation in the spec's order, then the register call and its error catalogue. */
const meta = {
  title: 'Containers/Voter/RegisterContainer',
  component: RegisterContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: signedOut,
  render: () => <AppAt path="/cadastro" />,
} satisfies Meta<typeof RegisterContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const { register: labels, validation } = messages;
const botCheck = () =>
  screen.findByRole('checkbox', { name: messages.botCheck.devLabel }, { timeout: 15_000 });
const submit = () => screen.getByRole('button', { name: labels.submit });

type PlayUser = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fillValidForm(userEvent: PlayUser) {
  await userEvent.click(await botCheck());
  await userEvent.type(await findTextbox(labels.nomeLabel), 'Maria da Silva');
  await userEvent.type(await findTextbox(labels.emailLabel), 'maria@example.com');
  await userEvent.type(await findTextbox(labels.celularLabel), '11987654321');
  await userEvent.type(await findTextbox(labels.cpfLabel), DEMO_CPF_DIGITS);
}

export const Default: Story = {
  play: async () => {
    await expect(await findHeading(labels.heading)).toBeVisible();
    await expect(await botCheck()).not.toBeChecked();
  },
};

/**
 * CADASTRAR on an empty form: the first rule, the bot check, is the only message, and the focus
 * moves to the check, which a screen reader reads with the message (issue 40 §3).
 */
export const BotCheckMissing: Story = {
  play: async ({ userEvent }) => {
    await findHeading(labels.heading);
    await userEvent.click(submit());
    await expect(await findText(validation.botCheck)).toBeVisible();
    await expect(screen.queryByText(validation.nome)).toBeNull();
    const check = await botCheck();
    await eventually(() => expect(check).toHaveFocus());
    await expect(check).toHaveAccessibleDescription(validation.botCheck);
  },
};

/** The rules in order: each fix reveals the next message (nome, e-mail, celular, CPF). */
export const ValidationOrder: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await botCheck());
    await userEvent.click(submit());
    await expect(await findText(validation.nome)).toBeVisible();
    await expect(await findTextbox(labels.nomeLabel)).toHaveFocus();

    await userEvent.type(await findTextbox(labels.nomeLabel), 'Maria');
    await userEvent.click(submit());
    await expect(await findText(validation.email)).toBeVisible();

    await userEvent.type(await findTextbox(labels.emailLabel), 'maria@example.com');
    await userEvent.click(submit());
    await expect(await findText(validation.celular)).toBeVisible();

    await userEvent.type(await findTextbox(labels.celularLabel), '11987654321');
    await userEvent.type(await findTextbox(labels.cpfLabel), '11111111111');
    await userEvent.click(submit());
    await expect(await findText(validation.cpf)).toBeVisible();
    await expect(await findTextbox(labels.cpfLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * 400: 'Usuário já existe.' above 'Já tem uma conta? …' and ENTRAR, under the form, with the
 * focus there; no toast covering the offer (issue 40 §3).
 */
export const UserExists: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.register.exists) } },
  play: async ({ userEvent }) => {
    await fillValidForm(userEvent);
    await userEvent.click(submit());
    const group = await screen.findByRole('group', {
      name: `${messages.errors.userExists} ${labels.existingAccount}`,
    });
    await eventually(() => expect(group).toHaveFocus());
    await expect(document.querySelector('.MuiSnackbar-root')).toBeNull();
  },
};

/** At 360 px: the answer and ENTRAR are in view, nothing floats over them. */
export const UserExistsMobile: Story = {
  ...UserExists,
  globals: mobileGlobals,
  play: async (context) => {
    await UserExists.play?.(context);
    const enter = screen.getByRole('button', { name: messages.login.submit });
    const box = enter.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.top).toBeGreaterThanOrEqual(0);
  },
};

/**
 * 401: the bot check is reset and 'Erro na validação de segurança.' is its own error, with the
 * focus on it (issue 40 §3, §9).
 */
export const BotCheckRejected: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.register.botCheckFailed) } },
  play: async ({ userEvent }) => {
    await fillValidForm(userEvent);
    await userEvent.click(submit());
    await expect(await findText(messages.errors.botCheckFailed)).toBeVisible();
    await eventually(async () => expect(await botCheck()).not.toBeChecked());
    await eventually(async () => expect(await botCheck()).toHaveFocus());
    await expect(await botCheck()).toHaveAccessibleDescription(messages.errors.botCheckFailed);
  },
};

/** Anything else (here 500): 'Erro ao realizar cadastro, verifique seus dados...' above CADASTRAR. */
export const RegisterFailed: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.register.serverError) } },
  play: async ({ userEvent }) => {
    await fillValidForm(userEvent);
    await userEvent.click(submit());
    const failure = await screen.findByRole('group', { name: messages.errors.registerFailed });
    await eventually(() => expect(failure).toHaveFocus());
    await expect(
      failure.compareDocumentPosition(submit()) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/**
 * 'Política de privacidade' opens the notice in the app and its 'Voltar' brings back the form as
 * it was typed (issue 40 §3).
 */
export const PrivacyKeepsTheForm: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await findTextbox(labels.nomeLabel), 'Maria da Silva');
    await userEvent.type(await findTextbox(labels.cpfLabel), DEMO_CPF_DIGITS);
    await userEvent.click(screen.getByRole('link', { name: privacyLinkMessages.link }));
    await findHeading(privacyMessages.title);
    // Back in the history (a button: the notice was opened from a page of the app).
    await userEvent.click(screen.getByRole('button', { name: messages.app.back }));
    await findHeading(labels.heading);
    await expect(await findTextbox(labels.nomeLabel)).toHaveValue('Maria da Silva');
    await expect(await findTextbox(labels.cpfLabel)).toHaveValue('529.982.247-25');
  },
};
