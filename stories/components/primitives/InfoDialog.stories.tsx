import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { InfoDialog } from '../../../src/components/primitives/InfoDialog';
import { messages } from '../../../src/domain/messages';

const meta = {
  title: 'Components/Primitives/InfoDialog',
  component: InfoDialog,
  tags: ['autodocs'],
  args: { open: true, message: messages.errors.sendCodeFailed, onClose: fn() },
  parameters: { docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof InfoDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog');

export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName('Atenção');
    await expect(dialog).toHaveAccessibleDescription(messages.errors.sendCodeFailed);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ClosedWithEscape: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = dialogIn(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CustomTitle: Story = {
  args: { title: 'Sessão expirada', message: 'Entre novamente com o seu CPF para continuar.' },
};

export const LongMessage: Story = {
  args: {
    message: `${messages.errors.sendCodeFailed} Verifique a sua conexão com a internet e tente novamente em alguns minutos. Se o problema continuar, procure a associação comercial.`,
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
};

/** The server's reason and wait under the specification's message (a shared address limited). */
export const WithDetailMobile: Story = {
  args: {
    detail:
      'Muitas consultas de CPF desta rede (Wi-Fi ou operadora). Tente novamente em 4 minutos ou use os dados móveis do celular.',
  },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(messages.errors.sendCodeFailed);
    await expect(dialog).toHaveTextContent(
      'Tente novamente em 4 minutos ou use os dados móveis do celular.',
    );
  },
};
