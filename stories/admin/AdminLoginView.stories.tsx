import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../.storybook/viewports';
import {
  AdminLoginView,
  type AdminLoginViewProps,
} from '../../src/components/admin/AdminLoginView';
import { adminMessages } from '../../src/domain/adminMessages';
import { expectNoHorizontalOverflow, expectOnePage } from '../assertions';
import { useStoryBinding } from '../views/StatefulBinding';

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
  title: 'Admin/AdminLoginView',
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

export const WrongCode: Story = {
  args: { ...CodeStep.args, error: login.wrongCode },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(login.wrongCode);
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
