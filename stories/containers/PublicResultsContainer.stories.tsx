import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

import { PublicResultsContainer } from '../../src/containers/PublicResultsContainer';
import { messages } from '../../src/domain/messages';
import { electionHandlers, withHandlers } from '../../src/mocks';

import { AppAt, signedOut } from './harness';
import { findHeading, findText } from './play';

/** /resultados: public, signed-out visitors too. */
const meta = {
  title: 'Containers/PublicResultsContainer',
  component: PublicResultsContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: signedOut,
  render: () => <AppAt path="/resultados" />,
} satisfies Meta<typeof PublicResultsContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const { results } = messages;

export const Published: Story = {
  play: async () => {
    await expect(await findHeading(results.title)).toBeVisible();
    await expect(await screen.findByRole('region', { name: 'Restaurantes' })).toBeVisible();
  },
};

export const NotPublished: Story = {
  parameters: { msw: { handlers: withHandlers(electionHandlers.results.notPublished) } },
  play: async () => {
    await expect(await findText(results.notPublishedTitle)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: withHandlers(electionHandlers.results.serverError) } },
  play: async () => {
    await expect(await findText(results.loadFailed)).toBeVisible();
  },
};
