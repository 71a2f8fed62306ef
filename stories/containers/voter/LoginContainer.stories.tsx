import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { LoginContainer } from '../../../src/containers/voter/LoginContainer';
import { messages } from '../../../src/domain/messages';
import {
  createHeldHandler,
  DEMO_CPF,
  DEMO_CPF_DIGITS,
  handlers,
  MOCK_NETWORK_LIMITED,
  MOCK_ROUTES,
  withHandlers,
} from '../../../src/mocks';
import { AppAt, signedOut } from '../harness';
import { eventually, findDialog, findHeading, findText, findTextbox } from '../play';

/** /login: CPF check, Enter submits, send code; 403 and other failures (spec section 8). */
const meta = {
  title: 'Containers/Voter/LoginContainer',
  component: LoginContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: signedOut,
  render: () => <AppAt path="/login" />,
} satisfies Meta<typeof LoginContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const cpfField = () => findTextbox(messages.login.cpfLabel);
const enter = () => screen.getByRole('button', { name: messages.login.submit });

export const Default: Story = {
  play: async () => {
    await expect(await findHeading(messages.login.heading)).toBeVisible();
    await expect(screen.getByText(messages.login.subheading)).toBeVisible();
    await expect(screen.getByText(messages.login.instructions)).toBeVisible();
  },
};

/** ENTRAR with an invalid CPF: 'CPF inválido.' on the field, which gets focus. */
export const InvalidCpf: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await cpfField(), '52998224726');
    await userEvent.click(enter());
    await expect(await findText(messages.validation.cpf)).toBeVisible();
    await expect(await cpfField()).toHaveAttribute('aria-invalid', 'true');
    await expect(await cpfField()).toHaveFocus();
  },
};

/** 403: 'Não encontramos um usuário com esse CPF.' */
export const CpfNotFound: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.sendCode.notFound) } },
  play: async ({ userEvent }) => {
    await userEvent.type(await cpfField(), DEMO_CPF_DIGITS);
    await userEvent.click(enter());
    const cpf = await cpfField();
    await eventually(() => expect(cpf).toHaveAccessibleDescription(messages.errors.cpfNotFound));
    await expect(cpf).toHaveFocus();
  },
};

/** Any other failure (here 503): the 'Atenção' dialog. */
export const SendFailed: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.sendCode.serverError) } },
  play: async ({ userEvent }) => {
    await userEvent.type(await cpfField(), DEMO_CPF_DIGITS);
    await userEvent.click(enter());
    const dialog = await findDialog(messages.errors.attentionTitle);
    await expect(dialog).toHaveTextContent(messages.errors.sendCodeFailed);
  },
};

/**
 * A shared address (venue Wi-Fi, a NAT) looked up too many unknown CPFs: the specification's
 * 'Atenção' dialog, with the server's reason and wait below it, at 360 px.
 */
export const AddressLimitedMobile: Story = {
  globals: mobileGlobals,
  parameters: { msw: { handlers: withHandlers(handlers.sendCode.addressLimited) } },
  play: async ({ userEvent }) => {
    await userEvent.type(await cpfField(), DEMO_CPF_DIGITS);
    await userEvent.click(enter());
    const dialog = await findDialog(messages.errors.attentionTitle);
    await expect(dialog).toHaveAccessibleDescription(messages.errors.sendCodeFailed);
    // The network, not a street address, and what to do about it (issue 40 §4).
    await expect(dialog).toHaveTextContent(MOCK_NETWORK_LIMITED);
    await expect(dialog).toHaveTextContent(/desta rede \(Wi-Fi ou operadora\).*dados móveis/);
  },
};

/**
 * A network past its budget, for a registered voter (issue 40 §4): the bot check, saying it is
 * the network that asked for many CPFs; once passed, the code goes out.
 */
export const NetworkBotCheck: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.sendCode.networkBotCheckFirst) } },
  play: async ({ userEvent }) => {
    await userEvent.type(await cpfField(), DEMO_CPF_DIGITS);
    await userEvent.click(enter());
    const dialog = await findDialog(messages.botCheckDialog.title);
    await expect(dialog).toHaveAccessibleDescription(messages.botCheckDialog.networkMessage);
  },
};

/** Back from /acesso (its arrow carries the CPF): the field is filled in, no sign-up notice. */
export const BackFromAccess: Story = {
  render: () => <AppAt path="/login" state={{ cpf: DEMO_CPF_DIGITS }} />,
  play: async () => {
    await expect(await cpfField()).toHaveValue(DEMO_CPF);
    await expect(screen.queryByText(messages.login.registered)).toBeNull();
  },
};

const held = createHeldHandler(MOCK_ROUTES.sendCode);

/** While the request runs: the global loading overlay. */
export const Sending: Story = {
  parameters: { msw: { handlers: withHandlers(held.handler) } },
  beforeEach: () => held.release,
  play: async ({ userEvent }) => {
    await userEvent.type(await cpfField(), DEMO_CPF_DIGITS);
    await userEvent.click(enter());
    await eventually(() => expect(screen.getByTestId('loading-overlay')).toBeVisible());
    await expect(
      screen.getByText(messages.app.loading, { selector: '[role="status"]' }),
    ).toBeInTheDocument();
  },
};
