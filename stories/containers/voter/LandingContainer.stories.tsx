import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

import { LandingContainer } from '../../../src/containers/voter/LandingContainer';
import { messages } from '../../../src/domain/messages';
import { trustMessages } from '../../../src/domain/trustMessages';
import {
  electionHandlers,
  ELECTION_PUBLISHED,
  handlers,
  NAMED_ELECTION,
  withHandlers,
} from '../../../src/mocks';
import { AppAt, signedOut } from '../harness';
import { findHeading, findLink, findText } from '../play';

/**
 * /: the landing page; 'Iniciar Votação' leads to /login. It is a link drawn as a button: the
 * landing runs no app, so the HTML itself must lead there.
 */
const meta = {
  title: 'Containers/Voter/LandingContainer',
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
    await expect(await findLink(messages.landing.start)).toBeVisible();
  },
};

/** GET /election with a name and dates: the award line under the highlight image. */
export const NamedElection: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.election.named) } },
  play: async () => {
    // The award's name is a heading under the image (level 2: the page's h1 is 'Votação').
    await expect(
      await screen.findByRole('heading', { level: 2, name: NAMED_ELECTION.name ?? '' }),
    ).toBeVisible();
    await expect(await findText('Votação de 01/12/2026, 08:00 a 15/12/2026, 18:00')).toBeVisible();
  },
};

/** Voting closed, results not yet published: 'Votação encerrada', no results link. */
export const Closed: Story = {
  parameters: { msw: { handlers: withHandlers(electionHandlers.election.closed) } },
  play: async () => {
    await expect(await findText(messages.landing.closed)).toBeVisible();
    await expect(await findLink(messages.landing.start)).toBeVisible();
    await expect(
      document.querySelector(`a[href="/resultados"]`),
      'no results link before publication',
    ).toBeNull();
  },
};

/** Published: 'Ver os resultados' leads to /resultados (the public results page). */
export const PublishedLinksResults: Story = {
  parameters: { msw: { handlers: withHandlers(electionHandlers.election.published) } },
  play: async ({ userEvent }) => {
    await expect(await findText(ELECTION_PUBLISHED.name ?? '')).toBeVisible();
    await expect(await findText(messages.landing.closed)).toBeVisible();
    await userEvent.click(await findLink(messages.landing.resultsLink));
    await expect(await findHeading(messages.results.title)).toBeVisible();
    // /resultados has loaded down to its last section: the screenshot is of the whole page.
    await expect(await findText(trustMessages.publication.receiptsHeading)).toBeVisible();
  },
};
