import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { PublicationPanel } from '../../../src/components/voter/PublicationPanel';
import { trustMessages } from '../../../src/domain/trustMessages';
import { expectNoHorizontalOverflow } from '../../assertions';
import { PUBLICATION_DIGESTS, PUBLISHED_RECEIPTS } from '../../trustFixtures';

const text = trustMessages.publication;

const meta = {
  title: 'Components/Voter/PublicationPanel',
  component: PublicationPanel,
  tags: ['autodocs'],
  args: {
    digests: PUBLICATION_DIGESTS,
    receipts: PUBLISHED_RECEIPTS,
    ataHref: '/api/results/ata.pdf',
    receiptsHref: '/api/results/receipts.txt',
    onCheckReceipt: fn(),
  },
} satisfies Meta<typeof PublicationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ata's download, the three digests, and each category's count of receipts. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: text.downloadAta })).toHaveAttribute(
      'href',
      '/api/results/ata.pdf',
    );
    await expect(canvas.getByText(PUBLICATION_DIGESTS.receiptsSha256)).toBeVisible();
    await expect(canvas.getByText(PUBLICATION_DIGESTS.auditHead)).toBeVisible();
    const counts = canvas.getAllByRole('listitem');
    await expect(counts).toHaveLength(2);
    await expect(counts[0]).toHaveTextContent('Padarias3 recibos');
    await expect(canvas.getByText(text.receiptsHint)).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.downloadReceipts })).toHaveAttribute(
      'href',
      '/api/results/receipts.txt',
    );
    await userEvent.click(canvas.getByRole('button', { name: text.checkReceipt }));
    await expect(args.onCheckReceipt).toHaveBeenCalledTimes(1);
  },
};

/** A category nobody voted in: its count says 0. */
export const EmptyCategory: Story = {
  args: { receipts: [{ category: 'Floriculturas', count: 0 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Floriculturas0 recibos');
  },
};

/**
 * A large award: a million receipts in twelve categories, counted, never drawn (issue 37: every
 * code inline made /resultados a multi-megabyte page).
 */
export const ManyReceipts: Story = {
  args: {
    receipts: Array.from({ length: 12 }, (_, i) => ({
      category: `Categoria com um nome bem comprido número ${i + 1}`,
      count: 83_000 + i * 317,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('83.000 recibos');
  },
};

/** At 360 px the 64-character digests wrap instead of widening the page. */
export const Mobile360: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
