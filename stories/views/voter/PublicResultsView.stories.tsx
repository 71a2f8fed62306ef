import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { PublicResultsView } from '../../../src/components/views/voter/PublicResultsView';
import { PublicationHistory } from '../../../src/components/voter/PublicationHistory';
import { messages } from '../../../src/domain/messages';
import { trustMessages } from '../../../src/domain/trustMessages';
import { DEMO_HISTORY_WITHDRAWN, DEMO_PUBLIC_RESULTS, publicResultsOf } from '../../../src/mocks';
import { expectNoHorizontalOverflow, expectOnePage } from '../../assertions';
import { longNamesResults, manyResults } from '../../consoleFixtures';

const { results: text } = messages;

const meta = {
  title: 'Views/Voter/PublicResultsView',
  component: PublicResultsView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    results: DEMO_PUBLIC_RESULTS.data,
    electionName: 'Prêmio Empresa do Ano 2026',
    onRetry: fn(),
  },
} satisfies Meta<typeof PublicResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectOnePage(canvasElement, text.title);
    await expect(canvas.getByText('Prêmio Empresa do Ano 2026')).toBeVisible();
    const restaurants = canvas.getByRole('region', { name: 'Restaurantes' });
    const rows = within(restaurants).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('1º');
    await expect(rows[1]).toHaveTextContent('Sabor Mineiro');
    // The winner is named under the category's heading.
    await expect(within(restaurants).getByText(text.winner(['Sabor Mineiro']))).toBeVisible();
  },
};

/** At 360 px: each category names its winner (ties: every company tied for first). */
export const WinnersMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    const pharmacies = canvas.getByRole('region', { name: 'Farmácias' });
    await expect(within(pharmacies).getByText(/^Vencedoras \(empate\): /)).toBeVisible();
    const markets = canvas.getByRole('region', { name: 'Supermercados' });
    await expect(within(markets).queryByText(/^Vencedora/)).toBeNull();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

/** Equal votes share the rank and say so. */
export const Tie: Story = {
  play: async ({ canvas }) => {
    const pharmacies = canvas.getByRole('region', { name: 'Farmácias' });
    const rows = within(pharmacies).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(text.rankWithTie(1));
    await expect(rows[2]).toHaveTextContent(text.rankWithTie(1));
  },
};

/** A category without votes says so instead of an empty chart. */
export const NoVotesInCategory: Story = {
  play: async ({ canvas }) => {
    const markets = canvas.getByRole('region', { name: 'Supermercados' });
    await expect(within(markets).getByText(text.noVotes)).toBeVisible();
  },
};

export const NotPublished: Story = {
  args: { state: 'notPublished', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.notPublishedTitle)).toBeVisible();
  },
};

/** Issue 36: the publication was withdrawn; its history (children) stays. */
export const Withdrawn: Story = {
  args: {
    state: 'withdrawn',
    results: [],
    children: <PublicationHistory history={DEMO_HISTORY_WITHDRAWN} ataHref={(v) => `#ata-${v}`} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(trustMessages.publication.withdrawnTitle)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: trustMessages.publication.historyHeading }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.loading)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: 'error', results: [] },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: text.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.empty)).toBeVisible();
  },
};

export const Many: Story = {
  args: { results: publicResultsOf(manyResults).data },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')).toHaveLength(12);
  },
};

export const LongNamesMobile: Story = {
  args: { results: publicResultsOf(longNamesResults).data },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const NotPublishedMobile: Story = {
  ...NotPublished,
  globals: mobileGlobals,
};

export const DefaultMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
