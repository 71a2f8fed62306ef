import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { WinnersArchiveView } from '../../../src/components/views/voter/WinnersArchiveView';
import { awardsMessages } from '../../../src/domain/awardsMessages';
import { messages } from '../../../src/domain/messages';
import { expectNoHorizontalOverflow, expectOnePage } from '../../assertions';
import { ARCHIVE_EDITIONS } from '../../awardsFixtures';
import { LONG_CATEGORY_NAME, LONG_COMPANY_NAME } from '../../fixtures';

const text = awardsMessages.archive;

const meta = {
  title: 'Views/Voter/WinnersArchiveView',
  component: WinnersArchiveView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { status: 'ready', editions: ARCHIVE_EDITIONS, onRetry: fn() },
} satisfies Meta<typeof WinnersArchiveView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every published edition, newest first: its links (results, ata, receipts, named by year), and
 * each category's winner linking to its seal's page; a tie names every winner, no votes says so.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectOnePage(canvasElement, text.title);
    const editions = canvas.getAllByRole('heading', { level: 2 });
    await expect(editions.map((h) => h.textContent)).toEqual([
      'Prêmio Destaque Empresarial 2027',
      'Prêmio Destaque Empresarial 2026',
    ]);
    await expect(canvas.getByRole('link', { name: text.ata(2026) })).toHaveAttribute(
      'href',
      '/api/editions/2026/ata.pdf',
    );
    const list2027 = within(canvas.getByRole('list', { name: text.winnersLabel(2027) }));
    await expect(
      list2027.getByRole('link', { name: text.seeSeal('Padarias e Confeitarias') }),
    ).toHaveAttribute('href', '/vencedores/2027/padarias-e-confeitarias');
    await expect(list2027.getByText('Padaria do Zé')).toBeVisible();
    await expect(list2027.getByText(text.tie(['Farmácia Central', 'Drogaria Vida']))).toBeVisible();
    await expect(list2027.getByText(text.noVotes)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Loading: Story = {
  args: { status: 'loading', editions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.loading)).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: 'error', editions: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(text.failed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.app.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NothingPublished: Story = {
  args: { editions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.empty)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/** At 360 px: category above winner, long names wrap, nothing sideways. */
export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(LONG_COMPANY_NAME)).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: text.seeSeal(LONG_CATEGORY_NAME) }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
