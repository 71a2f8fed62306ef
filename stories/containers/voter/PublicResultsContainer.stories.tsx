import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

import { PublicResultsContainer } from '../../../src/containers/voter/PublicResultsContainer';
import { awardsMessages } from '../../../src/domain/awardsMessages';
import { messages } from '../../../src/domain/messages';
import { trustMessages } from '../../../src/domain/trustMessages';
import {
  DEMO_PUBLICATION,
  electionHandlers,
  trustHandlers,
  withHandlers,
} from '../../../src/mocks';
import { AppAt, signedOut } from '../harness';
import { findHeading, findText } from '../play';

/** /resultados: public, signed-out visitors too. */
const meta = {
  title: 'Containers/Voter/PublicResultsContainer',
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
    // Issue 26: the ata, the digests and the receipts under the results.
    await expect(
      await screen.findByRole('link', { name: trustMessages.publication.downloadAta }),
    ).toBeVisible();
    await expect(await findText(DEMO_PUBLICATION.receiptsSha256)).toBeVisible();
  },
};

/** 404 until published: a friendly message, not an error. */
export const NotPublished: Story = {
  parameters: { msw: { handlers: withHandlers(electionHandlers.results.notPublished) } },
  play: async () => {
    await expect(await findText(results.notPublishedTitle)).toBeVisible();
    await expect(screen.queryByText(results.loadFailed)).toBeNull();
  },
};

/**
 * 404 after the close (issue 40 §5): the election says it is closed, so the page says the results
 * come once counted and published, not once the voting closes.
 */
export const NotPublishedAfterTheClose: Story = {
  parameters: {
    msw: {
      handlers: withHandlers(
        electionHandlers.results.notPublished,
        electionHandlers.election.closed,
      ),
    },
  },
  play: async () => {
    await expect(await findText(results.notPublishedClosed)).toBeVisible();
    await expect(screen.queryByText(results.notPublished)).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: withHandlers(electionHandlers.results.serverError) } },
  play: async () => {
    await expect(await findText(results.loadFailed)).toBeVisible();
  },
};

/** Issue 36: the publication was withdrawn; the page says so and keeps the history. */
export const Withdrawn: Story = {
  parameters: {
    msw: {
      handlers: withHandlers(
        electionHandlers.results.notPublished,
        trustHandlers.history.withdrawn,
      ),
    },
  },
  play: async () => {
    await expect(await findText(trustMessages.publication.withdrawnTitle)).toBeVisible();
    await expect(
      await screen.findByRole('region', { name: trustMessages.publication.historyHeading }),
    ).toBeVisible();
  },
};

/** Issue 36: republished as version 2 after a reopening: the history is under the results. */
export const Republished: Story = {
  parameters: { msw: { handlers: withHandlers(trustHandlers.history.republished) } },
  play: async () => {
    await expect(
      await screen.findByRole('region', { name: trustMessages.publication.historyHeading }),
    ).toBeVisible();
    await expect(await findText(/Substituída pela versão 2/)).toBeVisible();
  },
};

/** `/resultados?ano=2025` (issue 41 §2): an earlier edition's results as published, by name. */
export const EarlierEdition: Story = {
  render: () => <AppAt path="/resultados?ano=2025" />,
  play: async () => {
    await expect(await findText('Prêmio Destaque Empresarial 2025')).toBeVisible();
    await expect(await screen.findByRole('region', { name: 'Restaurantes' })).toBeVisible();
    await expect(screen.getByRole('link', { name: awardsMessages.verify.archive })).toHaveAttribute(
      'href',
      '/vencedores',
    );
  },
};
