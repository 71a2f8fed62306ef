import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import type { FieldBinding } from '../../../src/components/primitives/FormField';
import {
  RegisterView,
  type RegisterViewProps,
} from '../../../src/components/views/voter/RegisterView';
import { messages } from '../../../src/domain/messages';
import { privacyMessages } from '../../../src/domain/privacyMessages';
import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';
import { expectNoHorizontalOverflow, expectOnePage } from '../../assertions';
import { useStoryBinding } from '../../StatefulBinding';

function StatefulRegisterView(props: RegisterViewProps) {
  return (
    <RegisterView
      {...props}
      nome={useStoryBinding(props.nome)}
      email={useStoryBinding(props.email)}
      celular={useStoryBinding(props.celular)}
      cpf={useStoryBinding(props.cpf)}
    />
  );
}

const binding = (name: string, value = '', error?: string): FieldBinding => ({
  name,
  value,
  onChange: fn(),
  onBlur: fn(),
  ...(error === undefined ? {} : { error }),
});

/** A filled form as the voter would send it. */
const filled = {
  nome: binding('nome', 'Maria da Silva'),
  email: binding('email', 'maria.silva@example.com'),
  celular: binding('celular', '(11) 98765-4321'),
  cpf: binding('cpf', '529.982.247-25'),
};

const meta = {
  title: 'Views/Voter/RegisterView',
  component: RegisterView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    nome: binding('nome'),
    email: binding('email'),
    celular: binding('celular'),
    cpf: binding('cpf'),
    botCheck: { siteKey: null, onToken: fn(), resetKey: 0 },
    onSubmit: fn(),
    submitting: false,
  },
  render: (args) => <StatefulRegisterView {...args} />,
} satisfies Meta<typeof RegisterView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expectOnePage(canvasElement, 'Crie a sua conta.');

    const nome = canvas.getByRole('textbox', { name: 'Nome Completo' });
    await expect(nome).toHaveAttribute('autocomplete', 'name');
    // Plain fields are pasted (one event) to keep the play short on a slow machine; masks are typed.
    await userEvent.click(nome);
    await userEvent.paste('Maria da Silva');
    await expect(nome).toHaveValue('Maria da Silva');

    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await userEvent.click(email);
    await userEvent.paste('maria@example.com');

    await expect(canvas.getByRole('textbox', { name: 'Celular' })).toHaveAttribute(
      'autocomplete',
      'tel-national',
    );
    await expect(canvas.getByRole('textbox', { name: 'CPF' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );

    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.botCheck.onToken).toHaveBeenLastCalledWith(DEV_BOT_CHECK_TOKEN);

    await userEvent.click(canvas.getByRole('button', { name: 'CADASTRAR' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);

    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/login');
  },
};

/** Typing digits in Celular shows them masked, and the binding gets the masked text. */
export const TypeCelular: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const celular = canvas.getByRole('textbox', { name: 'Celular' });
    await userEvent.type(celular, '11987654321');
    await expect(celular).toHaveValue('(11) 98765-4321');
    await expect(args.celular.onChange).toHaveBeenLastCalledWith('(11) 98765-4321');
  },
};

export const TypeCpf: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const cpf = canvas.getByRole('textbox', { name: 'CPF' });
    await userEvent.type(cpf, '52998224725');
    await expect(cpf).toHaveValue('529.982.247-25');
    await expect(args.cpf.onChange).toHaveBeenLastCalledWith('529.982.247-25');
  },
};

/** Enter in a field submits the form once. */
export const SubmitWithEnter: Story = {
  args: filled,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF' }), '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** First rule of spec section 5: the bot check was not completed. */
export const BotCheckMissing: Story = {
  args: {
    ...filled,
    botCheck: {
      siteKey: null,
      onToken: fn(),
      resetKey: 0,
      error: messages.validation.botCheck,
    },
  },
  play: async ({ canvas }) => {
    const check = canvas.getByRole('checkbox');
    await expect(check).toHaveAttribute('aria-invalid', 'true');
    await expect(check).toHaveAccessibleDescription(
      'Por favor, complete a verificação de segurança.',
    );
  },
};

export const InvalidNome: Story = {
  args: { ...filled, nome: binding('nome', 'Jo', messages.validation.nome) },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Nome Completo' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Nome inválido.');
  },
};

export const InvalidEmail: Story = {
  args: { ...filled, email: binding('email', 'maria.example.com', messages.validation.email) },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('E-mail inválido.');
  },
};

export const InvalidCelular: Story = {
  args: { ...filled, celular: binding('celular', '(11) 9876', messages.validation.celular) },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Celular' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Celular inválido.');
  },
};

export const InvalidCpf: Story = {
  args: { ...filled, cpf: binding('cpf', '529.982.247-26', messages.validation.cpf) },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'CPF' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('CPF inválido.');
    await expect(canvas.getByText('CPF inválido.')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { ...filled, submitting: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'CADASTRAR' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF' }), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DefaultMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectOnePage(canvasElement, 'Crie a sua conta.');
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const InvalidNomeMobile: Story = {
  ...InvalidNome,
  globals: mobileGlobals,
};

/** As in the app: the privacy notice linked under the form. */
export const WithPrivacyLink: Story = {
  args: { privacyHref: '/privacidade' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: privacyMessages.link });
    await expect(link).toHaveAttribute('href', '/privacidade');
    await expect(link).toBeVisible();
  },
};

export const WithPrivacyLinkMobile: Story = {
  ...WithPrivacyLink,
  globals: mobileGlobals,
};

/**
 * After 'Usuário já existe.', at 360 px: the answer above 'Já tem uma conta? …' and ENTRAR (to
 * /login with the CPF filled in), under the form, with the focus, in view (issue 40 §3).
 */
export const ExistingAccountMobile: Story = {
  args: { ...filled, onSignInInstead: fn(), outcome: { kind: 'userExists', seq: 1 } },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const group = canvas.getByRole('group', {
      name: `${messages.errors.userExists} ${messages.register.existingAccount}`,
    });
    await waitFor(() => expect(group).toHaveFocus());
    const enter = within(group).getByRole('button', { name: 'ENTRAR' });
    await expect(enter.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    // The message is above the offer, in the group's order: message, sentence, ENTRAR.
    await expect(group.textContent).toBe(
      `${messages.errors.userExists}${messages.register.existingAccount}ENTRAR`,
    );
    await userEvent.click(enter);
    await expect(args.onSignInInstead).toHaveBeenCalledTimes(1);
    await expectNoHorizontalOverflow(canvasElement, true);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** Any other refusal: 'Erro ao realizar cadastro, verifique seus dados...' above CADASTRAR, focused. */
export const RegisterFailedMobile: Story = {
  args: { ...filled, outcome: { kind: 'failed', seq: 1 } },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    const failure = canvas.getByRole('group', { name: messages.errors.registerFailed });
    await waitFor(() => expect(failure).toHaveFocus());
    await expect(failure.nextElementSibling).toBe(
      canvas.getByRole('button', { name: 'CADASTRAR' }),
    );
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** Every field is required: said once under the heading, and each input is aria-required. */
export const AllFieldsRequired: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.register.allRequired)).toBeVisible();
    for (const name of ['Nome Completo', 'E-mail', 'Celular', 'CPF']) {
      const field = canvas.getByRole('textbox', { name });
      await expect(field).toHaveAttribute('aria-required', 'true');
      // No asterisk in the label: the sentence says it once.
      await expect(
        field.closest('.MuiFormControl-root')?.querySelector('.MuiFormLabel-asterisk'),
      ).toBeNull();
    }
  },
};

/** A click on 'Política de privacidade' tells the container first (it keeps the form). */
export const PrivacyLinkFollowedByTheApp: Story = {
  args: { ...filled, privacyHref: '/privacidade', onOpenPrivacy: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const link = canvas.getByRole('link', { name: privacyMessages.link });
    await expect(link).toHaveAttribute('href', '/privacidade');
    await userEvent.click(link);
    await expect(args.onOpenPrivacy).toHaveBeenCalledTimes(1);
  },
};
