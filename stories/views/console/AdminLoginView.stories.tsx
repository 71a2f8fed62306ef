import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import {
  AdminLoginView,
  type AdminLoginViewProps,
} from '../../../src/components/views/console/AdminLoginView';
import { adminMessages } from '../../../src/domain/adminMessages';
import { expectNoHorizontalOverflow, expectOnePage } from '../../assertions';
import { useStoryBinding } from '../../StatefulBinding';

function StatefulAdminLoginView(props: AdminLoginViewProps) {
  return (
    <AdminLoginView
      {...props}
      email={useStoryBinding(props.email)}
      code={useStoryBinding(props.code)}
    />
  );
}

const { login } = adminMessages;

const meta = {
  title: 'Views/Console/AdminLoginView',
  component: AdminLoginView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    step: 'email',
    email: { name: 'email', value: '', onChange: fn() },
    code: { name: 'code', value: '', onChange: fn() },
    onSubmit: fn(),
    onChangeEmail: fn(),
    submitting: false,
  },
  render: (args) => <StatefulAdminLoginView {...args} />,
} satisfies Meta<typeof AdminLoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailStep: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expectOnePage(canvasElement, login.title);
    const email = canvas.getByRole('textbox', { name: login.emailLabel });
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'ana@example.com{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: login.sendCode }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const EmailError: Story = {
  args: { email: { name: 'email', value: 'ana', onChange: fn(), error: login.invalidEmail } },
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: login.emailLabel });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(login.invalidEmail);
  },
};

/** The code step reuses the voters' 6-digit code field and mask. */
export const CodeStep: Story = {
  args: { step: 'code', email: { name: 'email', value: 'ana@example.com', onChange: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(login.codeStep('ana@example.com'))).toBeVisible();
    const code = canvas.getByRole('textbox', { name: login.codeLabel });
    await expect(code).toHaveFocus();
    await userEvent.type(code, '12a34-5678');
    await expect(code).toHaveValue('123456');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: login.changeEmail }));
    await expect(args.onChangeEmail).toHaveBeenCalledTimes(1);
  },
};

/**
 * Signing in again within the cool-down (issue 27, decision 190): no new code went out; the
 * screen says the one sent moments ago still works if unused, and 'Enviar o código novamente.' waits out
 * the server's cool-down, described by the seconds left.
 */
export const AlreadySent: Story = {
  args: { ...CodeStep.args, notice: login.alreadySent, onResend: fn(), resendSecondsLeft: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(login.alreadySent)).toBeVisible();
    const resend = canvas.getByRole('button', { name: login.resend });
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveAccessibleDescription(login.resendWait(12));
    await expect(canvas.getByRole('textbox', { name: login.codeLabel })).toHaveFocus();
  },
};

/** The cool-down over: 'Enviar o código novamente.' sends another code. */
export const ResendReady: Story = {
  args: { ...CodeStep.args, onResend: fn(), resendSecondsLeft: 0 },
  play: async ({ canvas, args, userEvent }) => {
    const resend = canvas.getByRole('button', { name: login.resend });
    await expect(resend).toBeEnabled();
    await expect(canvas.queryByText(/Aguarde/)).not.toBeInTheDocument();
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

/** After 'Enviar o código novamente.': the new code is announced; the next resend waits again. */
export const Resent: Story = {
  args: { ...CodeStep.args, notice: login.resent, onResend: fn(), resendSecondsLeft: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(login.resent)).toBeVisible();
    await expect(canvas.getByText(login.resendWait(30))).toBeVisible();
  },
};

export const AlreadySentMobile: Story = {
  ...AlreadySent,
  globals: mobileGlobals,
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText(login.alreadySent)).toBeVisible();
    await expect(canvas.getByRole('button', { name: login.resend })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

/** A wrong code, marked as /acesso marks it (issue 40 §9): the field empty, invalid, described. */
export const WrongCode: Story = {
  args: {
    ...CodeStep.args,
    code: { name: 'code', value: '', onChange: fn(), error: login.wrongCode },
  },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: login.codeLabel });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(login.wrongCode);
    await expect(code).toHaveValue('');
  },
};

/** While the code is checked, the screen says so in words, not only with a spinner. */
export const Checking: Story = {
  args: { ...CodeStep.args, submitting: true, busy: 'code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(login.busy.code);
    await expect(canvas.getByRole('button', { name: login.submit })).toBeDisabled();
  },
};

/** While a request runs the buttons are off and Enter does nothing. */
export const Submitting: Story = {
  args: { ...CodeStep.args, submitting: true },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: login.codeLabel }), '1{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: login.changeEmail })).toBeDisabled();
  },
};

export const LongEmail: Story = {
  args: {
    step: 'code',
    email: {
      name: 'email',
      value: 'operadora.responsavel.pela.apuracao.do.premio@associacao-comercial-exemplo.org.br',
      onChange: fn(),
    },
  },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const EmailStepMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectOnePage(canvasElement, login.title);
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
