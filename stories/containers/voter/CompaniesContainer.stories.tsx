import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { CompaniesContainer } from '../../../src/containers/voter/CompaniesContainer';
import { messages } from '../../../src/domain/messages';
import type { Category } from '../../../src/domain/types';
import { DEMO_CATEGORIES, handlers, withHandlers } from '../../../src/mocks';
import { AppAt, signedIn } from '../harness';
import { findDialog, findHeading, findText } from '../play';

const restaurantes = DEMO_CATEGORIES[0] as Category;
const farmacias = DEMO_CATEGORIES[1] as Category;

/** /empresas (protected): the category's companies, confirmation, vote. */
const meta = {
  title: 'Containers/Voter/CompaniesContainer',
  component: CompaniesContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: signedIn,
  render: () => <AppAt path="/empresas" state={{ category: restaurantes }} />,
} satisfies Meta<typeof CompaniesContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const { companies: labels, confirmVote } = messages;

async function voteButtonOf(companyName: string) {
  const row = (await findText(companyName)).closest('li');
  await expect(row).not.toBeNull();
  return within(row as HTMLElement).getByRole('button');
}

export const Default: Story = {
  play: async () => {
    await expect(await findHeading('Restaurantes')).toBeVisible();
    await expect(screen.getByText(labels.instructions)).toBeVisible();
    await expect(await findText('Sushi Kento')).toBeVisible();
  },
};

/** Without a category in navigation state: 'Desconhecida' and an empty list. */
export const UnknownCategory: Story = {
  render: () => <AppAt path="/empresas" />,
  play: async () => {
    await expect(await findHeading(messages.app.unknownCategory)).toBeVisible();
    await expect(await findText(labels.empty)).toBeVisible();
  },
};

/** Already voted in this category: the chosen company shows 'Você já votou.', all disabled. */
export const AlreadyVoted: Story = {
  render: () => <AppAt path="/empresas" state={{ category: farmacias }} />,
  play: async () => {
    await expect(await voteButtonOf('Drogaria Bem Estar')).toBeDisabled();
    await expect(await findText(labels.alreadyVoted)).toBeVisible();
    await expect(await voteButtonOf('Farmácia Central')).toBeDisabled();
  },
};

/** VOTAR opens the confirmation with the company's name. */
export const ConfirmVote: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await voteButtonOf('Sabor Mineiro'));
    const dialog = await findDialog();
    await expect(dialog).toHaveTextContent(confirmVote.message('Sabor Mineiro'));
    await expect(within(dialog).getByRole('button', { name: confirmVote.cancel })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: confirmVote.confirm })).toBeVisible();
  },
};

/** Confirmed, 201: 'Feito! Seu voto foi salvo.' and back to /perfil. */
export const Voted: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await voteButtonOf('Sabor Mineiro'));
    await userEvent.click(
      within(await findDialog()).getByRole('button', { name: confirmVote.confirm }),
    );
    await expect(await findHeading(messages.profile.greeting('Maria'))).toBeVisible();
    await expect(await findText(messages.success.voted)).toBeVisible();
  },
};

/**
 * A refused vote (here 409: another tab's vote came first) shows no message (spec section 8):
 * /perfil reads the categories again, so its card shows the vote that counts.
 */
export const VoteFailed: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.votes.alreadyVoted) } },
  play: async ({ userEvent }) => {
    await userEvent.click(await voteButtonOf('Sabor Mineiro'));
    await userEvent.click(
      within(await findDialog()).getByRole('button', { name: confirmVote.confirm }),
    );
    await expect(await findHeading(messages.profile.greeting('Maria'))).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};
