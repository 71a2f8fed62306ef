import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { BulkActionDialog } from '../../../src/components/console/BulkActionDialog';

const meta = {
  title: 'Components/Console/BulkActionDialog',
  component: BulkActionDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    action: 'invalidate',
    voters: 40,
    votes: 41,
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { docs: { story: { inline: false, height: '480px' } } },
} satisfies Meta<typeof BulkActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog');

/** Names how many voters and votes change; the reason field has the focus. */
export const Invalidate: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName('Invalidar 40 eleitores?');
    await expect(dialog).toHaveAccessibleDescription(
      /^41 votos deixam de contar em todos os resultados/,
    );
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(
      within(dialog).getByRole('button', { name: 'Invalidar 40 eleitores' }),
    ).toBeEnabled();
  },
};

/** Without a reason nothing is sent: the field is marked invalid, described and focused. */
export const ReasonRequired: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = dialogIn(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invalidar 40 eleitores' }));
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription('Informe o motivo.');
    await expect(reason).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** With a reason, the confirm button hands it over, trimmed. */
export const Confirmed: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = dialogIn(canvasElement);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motivo/ }),
      '  Rajada de cadastros com e-mails em série  ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invalidar 40 eleitores' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Rajada de cadastros com e-mails em série');
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(
      within(dialogIn(canvasElement)).getByRole('button', { name: 'Cancelar' }),
    );
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const RestoreOne: Story = {
  args: { action: 'restore', voters: 1, votes: 3 },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName('Restaurar 1 eleitor?');
    await expect(dialog).toHaveAccessibleDescription(
      '3 votos voltam a contar em todos os resultados e o eleitor volta a poder entrar e votar.',
    );
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Aplicando…' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'Não foi possível concluir a ação. Nada foi alterado.' },
  play: async ({ canvasElement }) => {
    const alert = within(dialogIn(canvasElement)).getByRole('alert');
    await expect(alert).toHaveTextContent('Nada foi alterado.');
  },
};

export const Phone360: Story = {
  globals: mobileGlobals,
  args: { voters: 1250, votes: 14_980 },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName('Invalidar 1.250 eleitores?');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
