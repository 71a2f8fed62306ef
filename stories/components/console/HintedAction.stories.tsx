import Link from '@mui/material/Link';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { HintedAction } from '../../../src/components/console/HintedAction';
import { adminMessages } from '../../../src/domain/adminMessages';
import { expectNoHorizontalOverflow } from '../../assertions';

const text = adminMessages.election;

const meta = {
  title: 'Components/Console/HintedAction',
  component: HintedAction,
  tags: ['autodocs'],
  args: { label: text.openNow, hint: text.openNowHint, onClick: fn(), sx: { p: 1 } },
} satisfies Meta<typeof HintedAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button says what it does in its description, the hint under it. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { description: text.openNowHint }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText(text.openNowHint)).toBeVisible();
  },
};

/** A grave action on its way ('Encerrar agora'): red, and no second press while it loads. */
export const DangerLoading: Story = {
  args: { label: text.closeNow, hint: text.closeNowHint, color: 'error', loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.closeNow })).toBeDisabled();
  },
};

/** 'Publicar resultados' before the close: contained, disabled, with what is under the hint. */
export const DisabledWithChildren: Story = {
  args: {
    label: text.publish,
    hint: text.publishHint,
    variant: 'contained',
    color: 'secondary',
    disabled: true,
    children: <Link href="/resultados">{text.publicLink}</Link>,
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: text.publish });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(text.publishHint);
    await expect(canvas.getByRole('link', { name: text.publicLink })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  args: { label: text.withdraw, hint: text.withdrawHint, color: 'error' },
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement, true),
};
