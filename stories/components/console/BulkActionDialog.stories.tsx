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

/**
 * Names how many voters and votes change; asks the category (what the ata counts by), which has
 * the focus, and the details (kept in the audit trail only).
 */
export const Invalidate: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName('Invalidar 40 eleitores?');
    await expect(dialog).toHaveAccessibleDescription(
      /^41 votos deixam de contar em todos os resultados/,
    );
    const group = within(dialog).getByRole('radiogroup', { name: /Motivo/ });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await waitFor(() =>
      expect(within(group).getByRole('radio', { name: 'Cadastro duplicado' })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('textbox', { name: /Detalhes/ })).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Invalidar 40 eleitores' }),
    ).toBeEnabled();
  },
};

/** Without a category nothing is sent: the choice is marked invalid, described and focused. */
export const CategoryRequired: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = dialogIn(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Detalhes/ }), 'Rajada');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invalidar 40 eleitores' }));
    const first = within(dialog).getByRole('radio', { name: 'Cadastro duplicado' });
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(within(dialog).getByText('Escolha o motivo.')).toBeVisible();
    await expect(first).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Without details nothing is sent: the field is marked invalid, described and focused. */
export const ReasonRequired: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = dialogIn(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Cadastro automatizado' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Detalhes/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invalidar 40 eleitores' }));
    const reason = within(dialog).getByRole('textbox', { name: /Detalhes/ });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription('Informe os detalhes.');
    await expect(reason).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** With a category and details, the confirm button hands them over, the details trimmed. */
export const Confirmed: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = dialogIn(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Cadastro automatizado' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Detalhes/ }),
      '  Rajada de cadastros com e-mails em série  ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invalidar 40 eleitores' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      'Rajada de cadastros com e-mails em série',
      'automated',
    );
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

/** Restoring asks no category: only the reason. */
export const RestoreOne: Story = {
  args: { action: 'restore', voters: 1, votes: 3 },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName('Restaurar 1 eleitor?');
    await expect(within(dialog).queryByRole('radiogroup')).toBeNull();
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
