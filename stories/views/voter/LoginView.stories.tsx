import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { LoginView, type LoginViewProps } from '../../../src/components/views/voter/LoginView';
import { messages } from '../../../src/domain/messages';
import { expectNoHorizontalOverflow, expectOnePage } from '../../assertions';
import { useStoryBinding } from '../../StatefulBinding';

function StatefulLoginView(props: LoginViewProps) {
  return <LoginView {...props} cpf={useStoryBinding(props.cpf)} />;
}

const meta = {
  title: 'Views/Voter/LoginView',
  component: LoginView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    cpf: { name: 'cpf', value: '', onChange: fn(), onBlur: fn() },
    onSubmit: fn(),
    submitting: false,
  },
  render: (args) => <StatefulLoginView {...args} />,
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expectOnePage(canvasElement, 'Olá');
    await expect(canvas.getByText('Acesse a sua conta.')).toBeVisible();
    await expect(
      canvas.getByText('Entre com seu CPF para autenticar com um código enviado ao seu email.'),
    ).toBeVisible();

    const cpf = canvas.getByRole('textbox', { name: 'CPF' });
    // The account's name: browsers and password managers may offer it (WCAG 3.3.8, issue 40 §9).
    await expect(cpf).toHaveAttribute('autocomplete', 'username');
    await userEvent.type(cpf, '52998224725');
    await expect(cpf).toHaveValue('529.982.247-25');
    await expect(args.cpf.onChange).toHaveBeenLastCalledWith('529.982.247-25');

    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'ENTRAR' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);

    // Links, so they work before the app starts (the theme's router link follows them in it).
    const createAccount = canvas.getByRole('link', { name: 'CRIAR CONTA' });
    await expect(createAccount).toHaveAttribute('href', '/cadastro');
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/');
  },
};

/** The container's first (and only) login rule failed: 'CPF inválido.' under a field marked invalid. */
export const InvalidCpf: Story = {
  args: {
    cpf: {
      name: 'cpf',
      value: '111.111.111-11',
      onChange: fn(),
      onBlur: fn(),
      error: messages.validation.cpf,
    },
  },
  play: async ({ canvas }) => {
    const cpf = canvas.getByRole('textbox', { name: 'CPF' });
    await expect(cpf).toHaveAttribute('aria-invalid', 'true');
    await expect(cpf).toHaveAccessibleDescription('CPF inválido.');
    await expect(canvas.getByText('CPF inválido.')).toBeVisible();
  },
};

/** A request is running: both buttons are off and Enter does not submit again. */
export const Submitting: Story = {
  args: {
    cpf: { name: 'cpf', value: '529.982.247-25', onChange: fn(), onBlur: fn() },
    submitting: true,
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'ENTRAR' })).toBeDisabled();
    // MUI draws a disabled link as aria-disabled, out of the tab order.
    const createAccount = canvas.getByRole('link', { name: 'CRIAR CONTA' });
    await expect(createAccount).toHaveAttribute('aria-disabled', 'true');
    await expect(createAccount).toHaveAttribute('tabindex', '-1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DefaultMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectOnePage(canvasElement, 'Olá');
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const InvalidCpfMobile: Story = {
  ...InvalidCpf,
  globals: mobileGlobals,
};

/** Right after CADASTRAR: the confirmation above the form and the new CPF filled in. */
export const AfterSignUp: Story = {
  args: {
    notice: messages.login.registered,
    cpf: { name: 'cpf', value: '529.982.247-25', onChange: fn(), onBlur: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.login.registered)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: messages.login.cpfLabel })).toHaveValue(
      '529.982.247-25',
    );
  },
};

export const AfterSignUpMobile: Story = {
  ...AfterSignUp,
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
