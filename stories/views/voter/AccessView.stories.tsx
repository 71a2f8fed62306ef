import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { AccessView, type AccessViewProps } from '../../../src/components/views/voter/AccessView';
import { messages } from '../../../src/domain/messages';
import { expectNoHorizontalOverflow, expectOnePage } from '../../assertions';
import { useStoryBinding } from '../../StatefulBinding';

function StatefulAccessView(props: AccessViewProps) {
  return <AccessView {...props} code={useStoryBinding(props.code)} />;
}

const meta = {
  title: 'Views/Voter/AccessView',
  component: AccessView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    code: { name: 'code', value: '', onChange: fn(), onBlur: fn() },
    onSubmit: fn(),
    onResend: fn(),
    onBack: fn(),
    resendSecondsLeft: 0,
    submitting: false,
  },
  render: (args) => <StatefulAccessView {...args} />,
} satisfies Meta<typeof AccessView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expectOnePage(canvasElement, 'Confirme o Acesso');
    await expect(canvas.getByText(messages.access.instructions)).toBeVisible();

    const code = canvas.getByRole('textbox', { name: messages.access.codeLabel });
    await expect(code).toHaveFocus();
    await userEvent.type(code, '12a34-5678');
    await expect(code).toHaveValue('123456');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'ACESSAR' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);

    const resend = canvas.getByRole('button', { name: 'Enviar o código novamente.' });
    await expect(resend).toBeEnabled();
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Server cool-down: resend stays off, with the seconds left beside it (announced politely). */
export const ResendCoolDown: Story = {
  args: { resendSecondsLeft: 27 },
  play: async ({ canvas }) => {
    const resend = canvas.getByRole('button', { name: 'Enviar o código novamente.' });
    await expect(resend).toBeDisabled();
    const wait = canvas.getByText('Aguarde 27 s para reenviar.');
    await expect(wait).toBeVisible();
    await expect(wait).toHaveAttribute('aria-live', 'polite');
    await expect(resend).toHaveAccessibleDescription('Aguarde 27 s para reenviar.');
  },
};

/** The code is incomplete: the field is marked invalid with its message. */
export const InvalidCode: Story = {
  args: {
    code: {
      name: 'code',
      value: '123',
      onChange: fn(),
      onBlur: fn(),
      error: messages.validation.code,
    },
  },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: messages.access.codeLabel });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(messages.validation.code);
  },
};

export const Submitting: Story = {
  args: {
    code: { name: 'code', value: '123456', onChange: fn(), onBlur: fn() },
    submitting: true,
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'ACESSAR' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Enviar o código novamente.' })).toBeDisabled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: messages.access.codeLabel }),
      '{Enter}',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DefaultMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectOnePage(canvasElement, 'Confirme o Acesso');
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const ResendCoolDownMobile: Story = {
  args: { resendSecondsLeft: 30 },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Enviar o código novamente.' })).toBeDisabled();
    await expect(canvas.getByText('Aguarde 30 s para reenviar.')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

const delivery = {
  maskedEmail: 'm•••@example.com',
  expiresInSeconds: 600,
  alreadySent: false,
  resendInSeconds: 30,
};

/** With the send-code answer: where the code went and for how long. */
export const WithDelivery: Story = {
  args: { delivery },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Código enviado para m•••@example.com. Ele vale por 10 minutos.'),
    ).toBeVisible();
    await expect(canvas.queryByText(messages.access.alreadySent)).toBeNull();
  },
};

/** ENTRAR pressed again while the code was pending: no new e-mail, the first one still works. */
export const AlreadySent: Story = {
  args: { delivery: { ...delivery, expiresInSeconds: 540, alreadySent: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.access.alreadySent)).toBeVisible();
    await expect(canvas.getByText(/Ele vale por 9 minutos\.$/)).toBeVisible();
  },
};

/** After a wrong code: the field is empty, marked invalid and says how many tries remain. */
export const WrongCodeMarked: Story = {
  args: {
    delivery,
    code: { name: 'code', value: '', error: messages.access.wrongCode(4), onChange: fn() },
  },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: messages.access.codeLabel });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(
      'Código incorreto ou expirado. Restam 4 tentativas.',
    );
    await expect(code).toHaveValue('');
  },
};

export const AlreadySentMobile: Story = {
  args: {
    delivery: {
      maskedEmail: 'a•••@prefeitura-municipal-de-sao-sebastiao-do-paraiso.mg.gov.br',
      expiresInSeconds: 45,
      alreadySent: true,
      resendInSeconds: 12,
    },
    code: { name: 'code', value: '', error: messages.access.wrongCode(1), onChange: fn() },
  },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/Ele vale por 45 segundos\.$/)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
