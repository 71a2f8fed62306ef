import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';

import { ProfileContainer } from '../../../src/containers/voter/ProfileContainer';
import { awardsMessages } from '../../../src/domain/awardsMessages';
import { messages } from '../../../src/domain/messages';
import { electionHandlers, handlers, nominationsHandlers, withHandlers } from '../../../src/mocks';
import { AppAt, signedIn } from '../harness';
import { eventually, findHeading, findLink, findText } from '../play';

/** /perfil (protected): greeting, hint, search and the category grid from GET /categories/app. */
const meta = {
  title: 'Containers/Voter/ProfileContainer',
  component: ProfileContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: signedIn,
  render: () => <AppAt path="/perfil" />,
} satisfies Meta<typeof ProfileContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const { profile } = messages;

export const Default: Story = {
  play: async () => {
    await expect(await findHeading(profile.greeting('Maria'))).toBeVisible();
    await expect(screen.getByText(profile.hint)).toBeVisible();
    await expect(await findText('Restaurantes')).toBeVisible();
    await expect(screen.getByText(profile.companyCount(3))).toBeVisible();
    await expect(
      screen.getByRole('button', { name: new RegExp(profile.alreadyVoted) }),
    ).toBeDisabled();
  },
};

/** The search matches category names and company names. */
export const Search: Story = {
  play: async ({ userEvent }) => {
    await findText('Restaurantes');
    await userEvent.type(screen.getByRole('searchbox', { name: profile.searchLabel }), 'sushi');
    await eventually(() => expect(screen.queryByText('Academias')).toBeNull());
    await expect(screen.getByText('Restaurantes')).toBeVisible();
  },
};

/** No categories (or not loaded yet): '. . .' */
export const Empty: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.categories.empty) } },
  play: async () => {
    await expect(await findText(profile.empty)).toBeVisible();
  },
};

/** GET /api/election says closed: the notice above the grid, every Votar disabled. */
export const ElectionClosed: Story = {
  parameters: { msw: { handlers: withHandlers(electionHandlers.election.closed) } },
  play: async () => {
    await expect(await findText(messages.election.closedTitle)).toBeVisible();
    await findText('Restaurantes');
    for (const button of screen.getAllByRole('button', { name: new RegExp(profile.vote) })) {
      await expect(button).toBeDisabled();
    }
  },
};

/**
 * The nominations phase is open before the voting (issue 41 §3): the notice says until when,
 * and its link opens /indicacoes.
 */
export const NominationsOpen: Story = {
  parameters: {
    msw: {
      handlers: withHandlers(electionHandlers.election.scheduled, nominationsHandlers.list.open),
    },
  },
  play: async ({ userEvent }) => {
    await expect(await findText(messages.nominationsNotice.title)).toBeVisible();
    await userEvent.click(await findLink(messages.nominationsNotice.link));
    await expect(await findHeading(awardsMessages.nominate.title)).toBeVisible();
  },
};
