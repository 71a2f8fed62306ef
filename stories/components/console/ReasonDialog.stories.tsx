import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { ReasonDialog } from '../../../src/components/console/ReasonDialog';
import { adminMessages } from '../../../src/domain/adminMessages';
import { WITHDRAWAL_CATEGORIES } from '../../../src/domain/schemas/trustApi';
import { trustMessages } from '../../../src/domain/trustMessages';

const { election: text } = adminMessages;
const categories = WITHDRAWAL_CATEGORIES.map((value) => ({
  value,
  label: trustMessages.publication.categories[value],
}));

const meta = {
  title: 'Components/Console/ReasonDialog',
  component: ReasonDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    title: text.withdrawTitle,
    consequences: text.withdrawConsequences,
    categories,
    categoryLabel: text.withdrawCategory,
    reasonLabel: text.withdrawReason,
    confirmLabel: text.withdrawConfirmLabel,
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { docs: { story: { inline: false, height: '640px' } } },
} satisfies Meta<typeof ReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog');

/** 'Retirar a publicação': the consequences, a category (public) and a reason (audit). */
export const Withdraw: Story = {
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName(text.withdrawTitle);
    await expect(dialog).toHaveAccessibleDescription(new RegExp(text.withdrawConsequences[0]!));
    await expect(within(dialog).getByRole('combobox', { name: /Tipo de motivo/ })).toBeVisible();
  },
};

/** Neither chosen: nothing is sent; the category is marked and focused first. */
export const WithdrawMissing: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = dialogIn(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: text.withdrawConfirmLabel }));
    await expect(within(dialog).getByText(text.categoryRequired)).toBeVisible();
    await expect(within(dialog).getByText(text.reasonRequired)).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /Tipo de motivo/ })).toHaveFocus(),
    );
  },
};

/** With both, the reason (trimmed) and the category are handed over. */
export const WithdrawConfirmed: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = dialogIn(canvasElement);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tipo de motivo/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      body.getByRole('option', { name: trustMessages.publication.categories['date-correction'] }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motivo/ }),
      '  Encerramento digitado com o ano errado  ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: text.withdrawConfirmLabel }));
    await waitFor(() =>
      expect(args.onConfirm).toHaveBeenCalledWith(
        'Encerramento digitado com o ano errado',
        'date-correction',
      ),
    );
  },
};

/** Reopening after the results were read: a reason only. */
export const Reopen: Story = {
  args: {
    title: text.reopenTitle,
    consequences: text.reopenConsequences('10/12/2026, 18:12'),
    categories: undefined,
    categoryLabel: undefined,
    reasonLabel: text.reopenReason,
    confirmLabel: text.reopenConfirmLabel,
  },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(within(dialog).queryByRole('combobox')).toBeNull();
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Motivo da reabertura/ })).toHaveFocus(),
    );
  },
};

/** The server refused (its message shown above the buttons). */
export const Failed: Story = {
  args: { error: 'Os resultados não estão publicados: não há publicação a retirar.' },
  play: async ({ canvasElement }) => {
    await expect(within(dialogIn(canvasElement)).getByRole('alert')).toHaveTextContent(
      /não há publicação a retirar/,
    );
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(
      within(dialog).getByRole('button', { name: text.withdrawConfirmLabel }),
    ).toBeDisabled();
  },
};

export const WithdrawMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    // The buttons stay on screen at 360 px: the content scrolls between them and the title.
    const confirm = within(dialogIn(canvasElement)).getByRole('button', {
      name: text.withdrawConfirmLabel,
    });
    const { bottom } = confirm.getBoundingClientRect();
    await expect(bottom).toBeLessThanOrEqual(canvasElement.ownerDocument.defaultView!.innerHeight);
  },
};
