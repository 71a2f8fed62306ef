import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

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

/** The ata's download, the three digests, and each category's receipts with their count. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: text.downloadAta })).toHaveAttribute(
      'href',
      '/api/results/ata.pdf',
    );
    await expect(canvas.getByText(PUBLICATION_DIGESTS.receiptsSha256)).toBeVisible();
    await expect(canvas.getByText(PUBLICATION_DIGESTS.auditHead)).toBeVisible();
    const bakeries = canvas.getByRole('region', { name: text.receiptsIn('Padarias') });
    await expect(within(bakeries).getByText('(3 recibos)')).toBeVisible();
    await expect(within(bakeries).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: text.checkReceipt }));
    await expect(args.onCheckReceipt).toHaveBeenCalledTimes(1);
  },
};

/** A category nobody voted in: its count says 0 and no list is drawn. */
export const EmptyCategory: Story = {
  args: { receipts: [{ category: 'Floriculturas', count: 0, receipts: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(0 recibos)')).toBeVisible();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** At 360 px the 64-character digests wrap instead of widening the page. */
export const Mobile360: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
