import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { AccessLinkView } from '../../../src/components/views/voter/AccessLinkView';
import { messages } from '../../../src/domain/messages';
import { expectNoHorizontalOverflow, expectOnePage } from '../../assertions';

const meta = {
  title: 'Views/Voter/AccessLinkView',
  component: AccessLinkView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { status: 'loading', onLogin: fn(), onRetry: fn() },
} satisfies Meta<typeof AccessLinkView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opening the e-mail's link: the link is being checked (the container then goes to /perfil). */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectOnePage(canvasElement, messages.accessLink.heading);
    await expect(canvas.getByText(messages.accessLink.loading)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The same moment, named for the state catalogue: nothing to press while the link is checked. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByText(messages.accessLink.loading).closest('[aria-live]');
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

/** Used, expired, replaced by a newer code or forged: say so and offer a new code. */
export const Invalid: Story = {
  args: { status: 'invalid' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(messages.accessLink.invalidTitle)).toBeVisible();
    await expect(canvas.getByText(messages.accessLink.invalid)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messages.accessLink.retry })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: messages.accessLink.toLogin }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** Network or server failure: the link may still be good, so it can be tried again. */
export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(messages.accessLink.failed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.accessLink.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: messages.accessLink.toLogin }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

/** The link is good but the person is refused (here: an account under review): the reason. */
export const Refused: Story = {
  args: {
    status: 'refused',
    reason:
      'Sua conta está em análise pela comissão organizadora e não pode votar por enquanto. Para saber mais ou pedir revisão, escreva para privacidade@associacao.org.br.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Sua conta está em análise/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messages.accessLink.retry })).toBeNull();
    await expect(canvas.getByRole('button', { name: messages.accessLink.toLogin })).toBeVisible();
  },
};

export const Mobile360: Story = {
  args: { status: 'invalid' },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(messages.accessLink.invalid)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
