import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { ConfirmDialog } from '../../../src/components/primitives/ConfirmDialog';
import { messages } from '../../../src/domain/messages';

const COMPANY = 'Padaria Pão Dourado';

const meta = {
  title: 'Components/Primitives/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: { open: true, message: messages.confirmVote.message(COMPANY), onResult: fn() },
  // The dialog renders in a portal and covers the page; docs show it in a fixed-height frame.
  parameters: { docs: { story: { inline: false, height: '360px' } } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dialogs render in a portal on <body>, outside the story's canvas. */
const dialogIn = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName(messages.confirmVote.message(COMPANY));
    await expect(within(dialog).getByRole('button', { name: 'Sim, votar!' })).toBeVisible();
    // The least destructive action has the focus: a second Enter cancels instead of voting.
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(cancel).toHaveFocus());
  },
};

/** Enter on the focused dialog (Cancelar) denies; a vote needs Tab to 'Sim, votar!' first. */
export const EnterCancels: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = dialogIn(canvasElement);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith('denied');
  },
};

/**
 * A key held down before the confirm button had the focus reaches it as repeated keydowns: their
 * default action (the click) is stopped. A fresh press of Enter on it confirms, once.
 */
export const HeldKeyIgnored: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = dialogIn(canvasElement);
    const confirm = within(dialog).getByRole('button', { name: 'Sim, votar!' });
    confirm.focus();
    const repeated = new KeyboardEvent('keydown', {
      key: 'Enter',
      code: 'Enter',
      repeat: true,
      bubbles: true,
      cancelable: true,
    });
    // dispatchEvent answers false when a handler called preventDefault.
    await expect(confirm.dispatchEvent(repeated)).toBe(false);
    await expect(args.onResult).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith('confirmed');
  },
};

export const WithTitleAndCustomLabels: Story = {
  args: {
    title: 'Confirmar voto',
    confirmLabel: 'Confirmar',
    cancelLabel: 'Voltar',
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName('Confirmar voto');
    await expect(dialog).toHaveAccessibleDescription(messages.confirmVote.message(COMPANY));
  },
};

/** As /empresas opens it: titled with the category, the company name in bold, same sentence. */
export const VoteInCategory: Story = {
  args: {
    title: messages.confirmVote.title('Ótica'),
    message: messages.confirmVote.message('Ótica Visão Perfeita'),
    emphasis: 'Ótica Visão Perfeita',
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName('Votar em Ótica');
    await expect(dialog).toHaveAccessibleDescription(
      messages.confirmVote.message('Ótica Visão Perfeita'),
    );
    const strong = dialog.querySelector('strong');
    await expect(strong).toHaveTextContent(/^Ótica Visão Perfeita$/);
    await expect(within(dialog).getByRole('button', { name: 'Sim, votar!' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeVisible();
  },
};

export const VoteInCategoryMobile: Story = {
  ...VoteInCategory,
  args: {
    title: messages.confirmVote.title('Oficina Mecânica'),
    message: messages.confirmVote.message(
      'Distribuidora de Materiais de Construção São Sebastião Ltda.',
    ),
    emphasis: 'Distribuidora de Materiais de Construção São Sebastião Ltda.',
  },
  play: undefined,
  globals: mobileGlobals,
};

export const LongCompanyName: Story = {
  args: {
    message: messages.confirmVote.message(
      'Distribuidora de Materiais de Construção São Sebastião Ltda.',
    ),
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
};
