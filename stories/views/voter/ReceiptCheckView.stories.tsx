import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import {
  ReceiptCheckView,
  type ReceiptCheckViewProps,
} from '../../../src/components/views/voter/ReceiptCheckView';
import { trustMessages } from '../../../src/domain/trustMessages';
import { expectNoHorizontalOverflow, expectOnePage } from '../../assertions';
import { useStoryBinding } from '../../StatefulBinding';

const text = trustMessages.check;

function StatefulReceiptCheckView(props: ReceiptCheckViewProps) {
  return <ReceiptCheckView {...props} receipt={useStoryBinding(props.receipt)} />;
}

const meta = {
  title: 'Views/Voter/ReceiptCheckView',
  component: ReceiptCheckView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    receipt: { name: 'receipt', value: '', onChange: fn(), onBlur: fn() },
    state: { kind: 'idle' },
    onSubmit: fn(),
    onBack: fn(),
  },
  render: (args) => <StatefulReceiptCheckView {...args} />,
} satisfies Meta<typeof ReceiptCheckView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing a receipt and pressing CONFERIR (or Enter) submits; the back button goes back. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expectOnePage(canvasElement, text.title);
    const field = canvas.getByRole('textbox', { name: text.field });
    await userEvent.type(field, 'k7qf-m2xd-9tza');
    await expect(args.receipt.onChange).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await userEvent.type(field, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: text.back }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** A receipt of the wrong shape: the field says how it should look. */
export const InvalidFormat: Story = {
  args: {
    receipt: {
      name: 'receipt',
      value: 'K7QF',
      onChange: fn(),
      error: trustMessages.api.receiptInvalid,
    },
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: text.field });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(trustMessages.api.receiptInvalid);
  },
};

export const Checking: Story = {
  args: { state: { kind: 'checking' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.submit })).toBeDisabled();
  },
};

/** Counted: the category, never the company. */
export const Counted: Story = {
  args: {
    state: {
      kind: 'answered',
      answer: { status: 'counted', receipt: 'K7QF-M2XD-9TZA', category: 'Padarias' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.counted('Padarias'))).toBeVisible();
  },
};

/** Invalidated: not counted, with the category and without the reason. */
export const NotCounted: Story = {
  args: {
    state: {
      kind: 'answered',
      answer: { status: 'not-counted', receipt: 'K7QF-M2XD-9TZA', category: 'Padarias' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.notCounted('Padarias'))).toBeVisible();
  },
};

export const Unknown: Story = {
  args: { state: { kind: 'answered', answer: { status: 'unknown', receipt: '0000-0000-0000' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.unknown)).toBeVisible();
  },
};

export const NotPublished: Story = {
  args: { state: { kind: 'notPublished' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.notPublished)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: { kind: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.failed)).toBeVisible();
  },
};

export const Mobile360: Story = {
  globals: mobileGlobals,
  args: {
    state: {
      kind: 'answered',
      answer: { status: 'not-counted', receipt: 'K7QF-M2XD-9TZA', category: 'Padarias' },
    },
  },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
