import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../.storybook/viewports';
import { LandingView } from '../../src/components/views/LandingView';
import { messages } from '../../src/domain/messages';
import { expectNoHorizontalOverflow, expectOnePage } from '../assertions';

const meta = {
  title: 'Views/LandingView',
  component: LandingView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onStart: fn() },
} satisfies Meta<typeof LandingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expectOnePage(canvasElement);
    await expect(canvas.getByRole('img', { name: messages.landing.logoAlt })).toBeVisible();
    await expect(canvas.getByRole('img', { name: messages.landing.heroAlt })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar Votação' }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const DefaultMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expectOnePage(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Iniciar Votação' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
