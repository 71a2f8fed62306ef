import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { Notification } from '../../../src/components/primitives/Notification';
import { messages } from '../../../src/domain/messages';

const meta = {
  title: 'Components/Primitives/Notification',
  component: Notification,
  tags: ['autodocs'],
  // Stays open in stories and screenshots; the app uses the 6 s default.
  args: {
    open: true,
    severity: 'success',
    message: messages.success.voted,
    onClose: fn(),
    autoHideDuration: null,
  },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '160px' } } },
} satisfies Meta<typeof Notification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(messages.success.voted);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ErrorMessage: Story = {
  args: { severity: 'error', message: messages.errors.accessFailed },
  play: async ({ canvas, args, userEvent }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(messages.errors.accessFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Info: Story = {
  args: { severity: 'info', message: messages.success.resent },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.success.resent);
  },
};

/** A click elsewhere on the page does not close the message before it is read. */
export const IgnoresClickAway: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Hides itself after autoHideDuration (short here so the test does not wait 6 s). */
export const AutoHides: Story = {
  args: { autoHideDuration: 50 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const LongMessage: Story = {
  args: { severity: 'error', message: messages.errors.registerFailed.repeat(3) },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  args: { severity: 'error', message: messages.errors.registerFailed },
};
