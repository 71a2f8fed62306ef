import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { PublicResultsView } from '../../../src/components/views/voter/PublicResultsView';
import { PublicationHistory } from '../../../src/components/voter/PublicationHistory';
import { awardsMessages } from '../../../src/domain/awardsMessages';
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

/**
 * At 360 px (issue 40 §5): each category names its winner (ties: every company tied for first)
 * and shows its table first; the charts are drawn only on request ('Ver gráfico').
 */
export const WinnersMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const pharmacies = canvas.getByRole('region', { name: 'Farmácias' });
    await expect(within(pharmacies).getByText(/^Vencedoras \(empate\): /)).toBeVisible();
    const markets = canvas.getByRole('region', { name: 'Supermercados' });
    await expect(within(markets).queryByText(/^Vencedora/)).toBeNull();
    // No chart on the page until asked for; every table is there.
    await expect(canvas.queryAllByRole('img', { name: /^Gráfico de votos/ })).toHaveLength(0);
    const restaurants = canvas.getByRole('region', { name: 'Restaurantes' });
    await expect(within(restaurants).getByRole('table')).toBeVisible();
    const show = within(restaurants).getByRole('button', { name: text.showChart });
    await expect(show).toHaveAttribute('aria-expanded', 'false');
    await expect(show).toHaveAccessibleDescription('Restaurantes');
    await userEvent.click(show);
    await expect(show).toHaveAttribute('aria-expanded', 'true');
    await expect(show).toHaveTextContent(text.hideChart);
    const chart = within(restaurants).getByRole('img', { name: text.chartLabel('Restaurantes') });
    await expect(show).toHaveAttribute('aria-controls', chart.id);
    // The table above the button, the chart below it.
    const table = within(restaurants).getByRole('table');
    await expect(
      table.compareDocumentPosition(show) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(
      show.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(show);
    await expect(within(restaurants).queryByRole('img', { name: /^Gráfico/ })).toBeNull();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

/** At 1280 px the chart and its table are both drawn, as before. */
export const ChartsOnDesktop: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: /^Gráfico de votos/ }).length).toBe(
      DEMO_PUBLIC_RESULTS.data.filter((r) => r.companies.some((c) => c.votes > 0)).length,
    );
    await expect(canvas.queryByRole('button', { name: text.showChart })).toBeNull();
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
    await expect(canvas.getByText(text.notPublished)).toBeVisible();
  },
};

/**
 * Not published yet, the voting closed (issue 40 §5): it no longer says the results come once
 * the voting closes; it says they come once counted and published.
 */
export const NotPublishedAfterTheClose: Story = {
  args: { state: 'notPublished', results: [], votingClosed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.notPublishedTitle)).toBeVisible();
    await expect(canvas.getByText(text.notPublishedClosed)).toBeVisible();
    await expect(canvas.queryByText(text.notPublished)).toBeNull();
  },
};

/** The logo and the name lead home (issue 40 §5). */
export const LogoLinksHome: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: messages.app.homeLink });
    await expect(home).toHaveAttribute('href', '/');
    await expect(within(home).getByRole('img', { name: messages.landing.logoAlt })).toBeVisible();
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

/** 'Ver todos os vencedores' under the results (issue 41 §2): the archive of every edition. */
export const WithArchiveLink: Story = {
  args: { archiveHref: '/vencedores' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: awardsMessages.verify.archive })).toHaveAttribute(
      'href',
      '/vencedores',
    );
  },
};
