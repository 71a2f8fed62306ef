import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';

import { ReceiptCheckContainer } from '../../../src/containers/voter/ReceiptCheckContainer';
import { trustMessages } from '../../../src/domain/trustMessages';
import { DEMO_RECEIPT, trustHandlers, withHandlers } from '../../../src/mocks';
import { AppAt, signedOut } from '../harness';
import { findHeading, findText } from '../play';

const text = trustMessages.check;

/** /resultados/recibo: public; a malformed code is refused before any call. */
const meta = {
  title: 'Containers/Voter/ReceiptCheckContainer',
  component: ReceiptCheckContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: signedOut,
  render: () => <AppAt path="/resultados/recibo" />,
} satisfies Meta<typeof ReceiptCheckContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counted: Story = {
  play: async () => {
    await expect(await findHeading(text.title)).toBeVisible();
    await userEvent.type(
      screen.getByRole('textbox', { name: text.field }),
      DEMO_RECEIPT.toLowerCase(),
    );
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await expect(await findText(text.counted('Restaurantes'))).toBeVisible();
  },
};

export const InvalidFormat: Story = {
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: text.field }), 'K7QF');
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await expect(await findText(trustMessages.api.receiptInvalid)).toBeVisible();
  },
};

export const NotPublished: Story = {
  parameters: { msw: { handlers: withHandlers(trustHandlers.receipt.notPublished) } },
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: text.field }), DEMO_RECEIPT);
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await expect(await findText(text.notPublished)).toBeVisible();
  },
};

/**
 * A receipt checked, then another one typed wrong (issue 40 §5): the format's error stands alone,
 * the first receipt's 'Voto contado' is gone (it was about another code).
 */
export const NewErrorClearsTheLastAnswer: Story = {
  play: async () => {
    const field = await screen.findByRole('textbox', { name: text.field });
    await userEvent.type(field, DEMO_RECEIPT);
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await expect(await findText(text.counted('Restaurantes'))).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'K7QF');
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await expect(await findText(trustMessages.api.receiptInvalid)).toBeVisible();
    await expect(screen.queryByText(text.counted('Restaurantes'))).toBeNull();
  },
};
