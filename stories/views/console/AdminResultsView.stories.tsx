import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { AdminResultsView } from '../../../src/components/views/console/AdminResultsView';
import { adminMessages } from '../../../src/domain/adminMessages';
import { awardsMessages } from '../../../src/domain/awardsMessages';
import { messages } from '../../../src/domain/messages';
import { trustMessages } from '../../../src/domain/trustMessages';
import { DEMO_ADMIN_RESULTS } from '../../../src/mocks';
import { expectNoHorizontalOverflow } from '../../assertions';
import { longNamesResults, manyResults } from '../../consoleFixtures';

const { results: text, app } = adminMessages;
const { results: ranking } = messages;

const meta = {
  title: 'Views/Console/AdminResultsView',
  component: AdminResultsView,
  tags: ['autodocs'],
  args: {
    results: DEMO_ADMIN_RESULTS,
    generatedAtLabel: '10/12/2026, 18:00',
    onRetry: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof AdminResultsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each category ranked, as a chart and a table; Exportar CSV calls onExport. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const restaurants = canvas.getByRole('region', { name: 'Restaurantes' });
    await expect(
      within(restaurants).getByRole('img', { name: ranking.chartLabel('Restaurantes') }),
    ).toBeVisible();
    const table = within(restaurants).getByRole('table', {
      name: ranking.tableCaption('Restaurantes'),
    });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Sabor Mineiro');
    await userEvent.click(canvas.getByRole('button', { name: text.exportCsv }));
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** Voting open (issue 26): votes per company sealed, with when they open; no export. */
export const Sealed: Story = {
  args: {
    results: null,
    sealedMessage: trustMessages.console.sealed('20/12/2026, 18:00'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(trustMessages.console.sealedTitle)).toBeVisible();
    await expect(canvas.getByText(/Eles abrem em 20\/12\/2026, 18:00/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.exportCsv })).toBeDisabled();
  },
};

/** Published: the ata de apuração downloads beside the CSV. */
export const Published: Story = {
  args: { ataHref: '/api/results/ata.pdf' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: trustMessages.console.downloadAta }),
    ).toHaveAttribute('href', '/api/results/ata.pdf');
  },
};

/** Equal votes share a rank and say so. */
export const Ties: Story = {
  play: async ({ canvas }) => {
    const pharmacies = canvas.getByRole('region', { name: 'Farmácias' });
    await expect(within(pharmacies).getAllByText(ranking.rankWithTie(1))).toHaveLength(2);
  },
};

/** A category's invalidated votes are counted apart, under its name. */
export const InvalidatedVotes: Story = {
  play: async ({ canvas }) => {
    const restaurants = canvas.getByRole('region', { name: 'Restaurantes' });
    await expect(within(restaurants).getByText(text.invalidated(3))).toBeVisible();
    const pharmacies = canvas.getByRole('region', { name: 'Farmácias' });
    await expect(within(pharmacies).queryByText(/anulad/)).toBeNull();
  },
};

export const Empty: Story = {
  args: { results: { ...DEMO_ADMIN_RESULTS, data: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { results: null, generatedAtLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(app.loading)).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.exportCsv })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: { results: null, loadFailed: true, generatedAtLabel: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: app.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Exporting: Story = {
  args: { exportState: 'exporting' },
  play: async ({ canvas }) => {
    // A polite live region (the charts add their own status regions).
    await expect(canvas.getByText(text.exporting)).toHaveAttribute('role', 'status');
  },
};

export const ExportFailed: Story = {
  args: { exportState: 'failed' },
  play: async ({ canvas }) => {
    // A polite live region (the charts add their own status regions).
    await expect(canvas.getByText(text.exportFailed)).toHaveAttribute('role', 'status');
  },
};

export const LongNames: Story = {
  args: { results: longNamesResults },
};

export const ManyItems: Story = {
  args: { results: manyResults },
};

export const Mobile360: Story = {
  args: { results: longNamesResults, exportState: 'done' },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

const SEALS = [
  { key: 'padarias#1', category: 'Padarias', company: 'Padaria Pão Dourado' },
  { key: 'restaurantes#1', category: 'Restaurantes', company: 'Cantina da Nonna' },
  { key: 'restaurantes#2', category: 'Restaurantes', company: 'Sabor Caseiro' },
  {
    key: 'longa#1',
    category: 'Comércio de materiais de construção, ferragens e utilidades domésticas',
    company: 'Distribuidora Irmãos Albuquerque de Materiais Elétricos e Hidráulicos Ltda.',
  },
];

/** Published (issue 41 §2): each winner's seal (a tie's each) downloads; the last one did. */
export const WithSeals: Story = {
  args: {
    ataHref: '/api/results/ata.pdf',
    seals: SEALS,
    onDownloadSeal: fn(),
    sealDownload: { key: 'padarias#1', state: 'done' },
  },
  play: async ({ canvas, args, userEvent }) => {
    const section = canvas.getByRole('region', { name: awardsMessages.console.sealsTitle });
    await expect(
      within(section).getByText(awardsMessages.console.downloaded('Padaria Pão Dourado')),
    ).toHaveAttribute('role', 'status');
    await userEvent.click(
      within(section).getByRole('button', {
        name: awardsMessages.console.downloadLabel('Sabor Caseiro', 'Restaurantes'),
      }),
    );
    await expect(args.onDownloadSeal).toHaveBeenCalledWith('restaurantes#2');
  },
};

/** A seal's download failed: the live region says so, the list stays. */
export const SealDownloadFailed: Story = {
  args: {
    ataHref: '/api/results/ata.pdf',
    seals: SEALS,
    onDownloadSeal: fn(),
    sealDownload: { key: 'restaurantes#2', state: 'failed' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(awardsMessages.console.failed)).toHaveAttribute('role', 'status');
  },
};

/** Downloading a seal: its button shows the progress. */
export const SealDownloading: Story = {
  args: {
    seals: SEALS,
    onDownloadSeal: fn(),
    sealDownload: { key: 'padarias#1', state: 'downloading' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(awardsMessages.console.downloading)).toBeVisible();
  },
};

export const SealsPhone360: Story = {
  args: { ataHref: '/api/results/ata.pdf', seals: SEALS, onDownloadSeal: fn() },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
