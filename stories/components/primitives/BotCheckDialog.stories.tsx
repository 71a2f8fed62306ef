import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { BotCheckDialog } from '../../../src/components/primitives/BotCheckDialog';
import { messages } from '../../../src/domain/messages';
import { DEV_BOT_CHECK_TOKEN } from '../../../src/domain/types';

const meta = {
  title: 'Components/Primitives/BotCheckDialog',
  component: BotCheckDialog,
  // No visual baseline yet (added at the deadline; run npm run test:visual:update to add one).
  tags: ['autodocs', 'no-visual'],
  args: { open: true, siteKey: null, onToken: fn(), onCancel: fn() },
  parameters: { docs: { story: { inline: false, height: '360px' } } },
} satisfies Meta<typeof BotCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog');

/** The development check: ticking it hands the dummy token over at once. */
export const Default: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName(messages.botCheckDialog.title);
    await expect(dialog).toHaveAccessibleDescription(messages.botCheckDialog.message);
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: messages.botCheck.devLabel }),
    );
    await expect(args.onToken).toHaveBeenCalledWith(DEV_BOT_CHECK_TOKEN);
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = dialogIn(canvasElement);
    await userEvent.click(
      within(dialog).getByRole('button', { name: messages.botCheckDialog.cancel }),
    );
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onToken).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
};
