import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import {
  ProfileView,
  type ProfileViewProps,
} from '../../../src/components/views/voter/ProfileView';
import { messages } from '../../../src/domain/messages';
import { filterCategories } from '../../../src/domain/search';
import type { Category } from '../../../src/domain/types';
import { ELECTION_CLOSED, ELECTION_OPEN, ELECTION_SCHEDULED } from '../../../src/mocks';
import { expectNoHorizontalOverflow, expectOnePage } from '../../assertions';
import { makeCategory, manyCategories, openCategory, sampleCategories } from '../../fixtures';

const progressOf = (categories: Category[]) => ({
  voted: categories.filter((category) => category.hasVoted).length,
  total: categories.length,
});

const allVoted: Category[] = sampleCategories.map((category) =>
  category.hasVoted
    ? category
    : makeCategory(
        category.id,
        category.name,
        category.companies.map((company) => company.name),
        0,
      ),
);

/** Filters like the container does, so the search box works in the story. */
function StatefulProfileView(props: ProfileViewProps) {
  const [search, setSearch] = useState(props.search);
  return (
    <ProfileView
      {...props}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        props.onSearchChange(value);
      }}
      categories={filterCategories(props.categories, search)}
    />
  );
}

const meta = {
  title: 'Views/Voter/ProfileView',
  component: ProfileView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    firstName: 'Maria',
    search: '',
    onSearchChange: fn(),
    categories: sampleCategories,
    onVote: fn(),
    progress: progressOf(sampleCategories),
    onSignOut: fn(),
  },
  render: (args) => <StatefulProfileView {...args} />,
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expectOnePage(canvasElement, 'Olá, Maria.');
    await expect(
      canvas.getByText('Fique atento, só é possível votar uma vez por categoria.'),
    ).toBeVisible();
    // The app bar carries the association's logo.
    await expect(canvas.getByRole('img', { name: messages.landing.logoAlt })).toBeVisible();

    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(sampleCategories.length);
    await userEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Votar' }));
    await expect(args.onVote).toHaveBeenCalledWith(openCategory);

    const voted = within(cards[1] as HTMLElement).getByRole('button', { name: 'Você já votou' });
    await expect(voted).toBeDisabled();
    await expect(within(cards[1] as HTMLElement).getByText(/^Seu voto: /)).toBeVisible();
    await expect(canvas.getByText('2 de 6 categorias votadas')).toBeVisible();
  },
};

/** 'Sair' in the app bar calls onSignOut (the container clears the session). */
export const SignOut: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sair' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** Every category voted: full bar, the closing message, every card names its company. */
export const AllVoted: Story = {
  args: { categories: allVoted, progress: progressOf(allVoted) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6 de 6 categorias votadas')).toBeVisible();
    await expect(canvas.getByText(messages.profile.allVoted)).toBeVisible();
    await expect(canvas.getAllByText(/^Seu voto: /)).toHaveLength(allVoted.length);
    await expect(canvas.queryByRole('button', { name: 'Votar' })).toBeNull();
  },
};

/** A search narrows the grid, not the summary: it counts every category. */
export const SearchKeepsProgress: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Pesquisar categorias ou empresas' });
    await userEvent.type(search, 'drogaria');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('2 de 6 categorias votadas')).toBeVisible();
  },
};

/** Searching matches category names and company names (accent- and case-insensitive). */
export const Search: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Pesquisar categorias ou empresas' });
    await userEvent.type(search, 'drogaria');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('drogaria');
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(1);
    await expect(within(cards[0] as HTMLElement).getByRole('heading')).toHaveTextContent(
      'Farmácia',
    );
  },
};

/** Nothing loaded yet (or nothing matches): '. . .'. */
export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas, canvasElement }) => {
    await expectOnePage(canvasElement, 'Olá, Maria.');
    await expect(canvas.getByText('. . .')).toBeVisible();
  },
};

/**
 * The prerendered frame (decision 142): the same HTML for everyone, so no name yet. The greeting's
 * line is kept empty (no h1), so nothing moves when the app writes 'Olá, Maria.' into it; until
 * the app has checked the session, 'Verificando autenticação...' stands where the grid goes.
 */
export const PrerenderedFrameMobile: Story = {
  args: { firstName: null, categories: [], progress: 'loading', checkingSession: true },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByText(messages.profile.hint)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.app.checkingAuth);
    await expect(canvas.queryByText(messages.profile.empty)).toBeNull();
  },
};

/**
 * A search that matches nothing says so ('. . .' is only the loading list) and offers to clear
 * it: the button empties the search and every card is back.
 */
export const NoMatch: Story = {
  args: { search: 'xyz' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByText('. . .')).toBeNull();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(messages.profile.noMatch('xyz'));
    await userEvent.click(within(status).getByRole('button', { name: 'Limpar pesquisa' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(sampleCategories.length);
  },
};

/** While the list loads, a search typed early still shows '. . .', not "nothing found". */
export const SearchWhileLoading: Story = {
  args: { search: 'xyz', categories: [], progress: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('. . .')).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const NoMatchMobile: Story = {
  args: { search: 'distribuidora de materiais de construção' },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

/**
 * Back from /empresas after a vote, at 360 px in a long list: the card just voted is scrolled into
 * view and its name has the focus (without a focus box), so the voter goes on from there.
 */
export const ReturnedToCardMobile: Story = {
  args: {
    categories: manyCategories,
    progress: progressOf(manyCategories),
    focusCategoryId: manyCategories[17]?.id ?? null,
  },
  globals: mobileGlobals,
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const name = manyCategories[17]?.name ?? '';
    const heading = canvas.getByRole('heading', { level: 2, name });
    await waitFor(() => expect(heading).toHaveFocus());
    const box = heading.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(getComputedStyle(heading).outlineStyle).toBe('none');
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** The receipt the voted cards of these stories show (issue 26). */
const withReceipt = (category: Category, receipt: string): Category => ({ ...category, receipt });
const farmacia = withReceipt(sampleCategories[1] as Category, 'K7QF-M2XD-9TZA');
const returnedCategories = sampleCategories.map((c) => (c.id === farmacia.id ? farmacia : c));

/**
 * Back from /empresas after a vote, at 360 px (issue 40 §9): the card just voted says 'Feito! Seu
 * voto foi salvo.' itself, instead of a toast covering the card beside it, and has the focus as a
 * whole, named by its category, the message, the vote and the receipt.
 */
export const JustVotedMobile: Story = {
  args: {
    categories: returnedCategories,
    progress: progressOf(returnedCategories),
    focusCategoryId: farmacia.id,
    outcome: { categoryId: farmacia.id, kind: 'voted' },
  },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('group', { name: /^Farmácia/ });
    await waitFor(() => expect(card).toHaveFocus());
    await expect(within(card).getByRole('status')).toHaveTextContent(messages.success.voted);
    await expect(card).toHaveAccessibleName(
      `Farmácia ${messages.success.voted} ${messages.profile.votedFor('Farmácia Pague Menos Centro')} Recibo: K7QF-M2XD-9TZA`,
    );
    // Nothing floats over the grid: the message is in the card.
    await expect(canvasElement.ownerDocument.querySelector('.MuiSnackbar-root')).toBeNull();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

/**
 * Another tab voted first (409, issue 40 §2): no message (the specification), but the card of
 * that category has the focus as a whole and an amber ring, and names the vote that counts.
 */
export const VoteRefusedMobile: Story = {
  args: {
    categories: returnedCategories,
    progress: progressOf(returnedCategories),
    focusCategoryId: farmacia.id,
    outcome: { categoryId: farmacia.id, kind: 'refused' },
  },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: /^Farmácia/ });
    await waitFor(() => expect(card).toHaveFocus());
    await expect(card).toHaveAccessibleName(
      `Farmácia ${messages.profile.votedFor('Farmácia Pague Menos Centro')} Recibo: K7QF-M2XD-9TZA`,
    );
    await expect(getComputedStyle(card).outlineWidth).toBe('3px');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText(messages.success.voted)).toBeNull();
  },
};

/**
 * The voting closed while the voter chose (403, issue 40 §2): no message, the focus on the notice
 * that says 'A votação está encerrada.', scrolled into view.
 */
export const VoteRefusedClosedMobile: Story = {
  args: { election: ELECTION_CLOSED, focusNotice: true },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    const notice = canvas.getByText(messages.election.closedTitle).closest('[role="status"]');
    await waitFor(() => expect(notice).toHaveFocus());
    await expect(getComputedStyle(notice as HTMLElement).outlineStyle).toBe('none');
    for (const button of canvas.getAllByRole('button', { name: /Votar|Você já votou/ })) {
      await expect(button).toBeDisabled();
    }
  },
};

export const Many: Story = {
  args: { categories: manyCategories },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(24);
  },
};

/** Scrolled down a long list: the scroll-to-top button is shown. */
export const ManyScrolled: Story = {
  args: { categories: manyCategories },
  play: async ({ canvas }) => {
    window.scrollTo({ top: document.documentElement.scrollHeight });
    const button = await canvas.findByRole('button', { name: 'Voltar ao topo' });
    await expect(button).toBeVisible();
  },
};

export const LongFirstName: Story = {
  args: { firstName: 'Maria-Aparecida' },
  play: async ({ canvasElement }) => {
    await expectOnePage(canvasElement, 'Olá, Maria-Aparecida.');
  },
};

export const DefaultMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectOnePage(canvasElement, 'Olá, Maria.');
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const ManyMobile: Story = {
  args: { categories: manyCategories, progress: progressOf(manyCategories) },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const EmptyMobile: Story = {
  ...Empty,
  globals: mobileGlobals,
};

/** Rectangles overlap (touching edges do not count). */
const intersects = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * At 360 px, scrolled to the end of a long list: the scroll-to-top button shows and covers no
 * button (the last cards' Votar included): the page keeps room for it below the grid.
 */
export const ScrolledToEndMobile: Story = {
  args: { categories: manyCategories, progress: progressOf(manyCategories) },
  globals: mobileGlobals,
  tags: ['no-visual'],
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(360);
    const doc = canvasElement.ownerDocument;
    window.scrollTo({ top: doc.documentElement.scrollHeight, behavior: 'instant' });
    window.dispatchEvent(new Event('scroll'));
    const fab = await canvas.findByRole('button', { name: 'Voltar ao topo' });
    await waitFor(() => expect(fab).toBeVisible());
    await waitFor(() =>
      expect(window.scrollY + window.innerHeight).toBeGreaterThanOrEqual(
        doc.documentElement.scrollHeight - 1,
      ),
    );
    const fabBox = fab.getBoundingClientRect();
    const buttons = canvas
      .getAllByRole('button')
      .filter((button) => button !== fab && button.getClientRects().length > 0);
    await expect(buttons.length).toBeGreaterThan(24);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await expect({ button: button.textContent, overlaps: intersects(fabBox, box) }).toEqual({
        button: button.textContent,
        overlaps: false,
      });
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** The voting window has closed: the notice says so and every Votar is disabled. */
export const VotingClosed: Story = {
  args: { election: ELECTION_CLOSED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.election.closedTitle)).toBeVisible();
    for (const button of canvas.getAllByRole('button', { name: /Votar|Você já votou/ })) {
      await expect(button).toBeDisabled();
    }
  },
};

/** Not open yet: the opening date, and no Votar works. */
export const VotingScheduledMobile: Story = {
  args: { election: ELECTION_SCHEDULED },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(messages.election.scheduledTitle)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: messages.profile.vote })[0]).toBeDisabled();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

/** Open until a date: the notice, and Votar works. */
export const VotingOpenUntil: Story = {
  args: { election: ELECTION_OPEN },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.election.openTitle)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: messages.profile.vote })[0]).toBeEnabled();
  },
};

/**
 * The nominations phase is open (voting not started yet): a notice above the grid says until
 * when, with the way to /indicacoes.
 */
export const NominationsOpenMobile: Story = {
  args: { election: ELECTION_SCHEDULED, nominationsClosesAt: '2027-02-28T18:00:00.000-03:00' },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(messages.nominationsNotice.title)).toBeVisible();
    await expect(
      canvas.getByText(
        messages.nominationsNotice.until('28/02/2027, 18:00 (horário de Brasília)'),
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: messages.nominationsNotice.link }),
    ).toHaveAttribute('href', '/indicacoes');
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

/** The same at desktop width. */
export const NominationsOpen: Story = {
  args: { election: ELECTION_SCHEDULED, nominationsClosesAt: '2027-02-28T18:00:00.000-03:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: messages.nominationsNotice.link })).toBeVisible();
  },
};
