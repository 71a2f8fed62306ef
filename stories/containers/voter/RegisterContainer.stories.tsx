import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

import { RegisterContainer } from '../../../src/containers/voter/RegisterContainer';
import { messages } from '../../../src/domain/messages';
import { DEMO_CPF_DIGITS, handlers, withHandlers } from '../../../src/mocks';
import { AppAt, signedOut } from '../harness';
import { eventually, findAlert, findHeading, findText, findTextbox } from '../play';

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

/** CADASTRAR on an empty form: the first rule, the bot check, is the only message. */
export const BotCheckMissing: Story = {
  play: async ({ userEvent }) => {
    await findHeading(labels.heading);
    await userEvent.click(submit());
    await expect(await findText(validation.botCheck)).toBeVisible();
    await expect(screen.queryByText(validation.nome)).toBeNull();
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

/** 400: 'Usuário já existe.' */
export const UserExists: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.register.exists) } },
  play: async ({ userEvent }) => {
    await fillValidForm(userEvent);
    await userEvent.click(submit());
    await expect(await findAlert()).toHaveTextContent(messages.errors.userExists);
  },
};

/** 401: the bot check is reset and 'Erro na validação de segurança.' shows. */
export const BotCheckRejected: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.register.botCheckFailed) } },
  play: async ({ userEvent }) => {
    await fillValidForm(userEvent);
    await userEvent.click(submit());
    await expect(await findAlert()).toHaveTextContent(messages.errors.botCheckFailed);
    await eventually(async () => expect(await botCheck()).not.toBeChecked());
  },
};

/** Anything else (here 500): 'Erro ao realizar cadastro, verifique seus dados...' */
export const RegisterFailed: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.register.serverError) } },
  play: async ({ userEvent }) => {
    await fillValidForm(userEvent);
    await userEvent.click(submit());
    await expect(await findAlert()).toHaveTextContent(messages.errors.registerFailed);
  },
};
