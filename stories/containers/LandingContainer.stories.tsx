import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { LandingContainer } from '../../src/containers/LandingContainer';
import { messages } from '../../src/domain/messages';
import { withHandlers } from '../../src/mocks';

import { AppAt, signedOut } from './harness';
import { findButton, findHeading } from './play';

/** /: the landing page; 'Iniciar Votação' leads to /login. */
const meta = {
  title: 'Containers/LandingContainer',
  component: LandingContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: signedOut,
  render: () => <AppAt path="/" />,
} satisfies Meta<typeof LandingContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    await expect(await findButton(messages.landing.start)).toBeVisible();
  },
};

export const StartGoesToLogin: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await findButton(messages.landing.start));
    await expect(await findHeading(messages.login.heading)).toBeVisible();
  },
};
