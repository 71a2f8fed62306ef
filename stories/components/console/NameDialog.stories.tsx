import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { NameDialog } from '../../../src/components/console/NameDialog';
import { adminMessages } from '../../../src/domain/adminMessages';
import { CATALOG_NAME_MAX } from '../../../src/domain/catalogName';

const text = adminMessages.catalog;

const meta = {
  title: 'Components/Console/NameDialog',
  component: NameDialog,
  tags: ['autodocs'],
  args: {
    title: 'Renomear “Padaria do Zé”',
    label: 'Nome na cédula',
    initialValue: 'Padaria do Zé',
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof NameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saves the name as typed (trimmed); Cancelar closes. */
export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const field = body.getByRole('textbox', { name: 'Nome na cédula' });
    await userEvent.type(field, ' Ltda. ');
    await userEvent.click(body.getByRole('button', { name: text.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Padaria do Zé Ltda.');
    await userEvent.click(body.getByRole('button', { name: text.cancel }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A name the catalogue refuses is said in the field, and nothing is answered. */
export const TooLong: Story = {
  args: { initialValue: 'x'.repeat(CATALOG_NAME_MAX + 1) },
  play: async ({ canvasElement, args, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: text.save }));
    await expect(body.getByRole('textbox', { name: 'Nome na cédula' })).toHaveAccessibleDescription(
      text.nameTooLong(CATALOG_NAME_MAX),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
