import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { CategoryGrid } from '../../../src/components/voter/CategoryGrid';
import { expectNoHorizontalOverflow } from '../../assertions';
import { manyCategories, openCategory, sampleCategories } from '../../fixtures';

const meta = {
  title: 'Components/Voter/CategoryGrid',
  component: CategoryGrid,
  tags: ['autodocs'],
  args: { categories: sampleCategories, onVote: fn() },
} satisfies Meta<typeof CategoryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards on one row share a top edge and a height; each row holds exactly two. */
async function expectTwoPerRowEqualHeight(items: HTMLElement[]) {
  for (let i = 0; i + 1 < items.length; i += 2) {
    const left = (items[i] as HTMLElement).getBoundingClientRect();
    const right = (items[i + 1] as HTMLElement).getBoundingClientRect();
    await expect(Math.round(right.top)).toBe(Math.round(left.top));
    await expect(Math.round(right.height)).toBe(Math.round(left.height));
    await expect(right.left).toBeGreaterThan(left.left);
    const next = items[i + 2];
    if (next) {
      await expect(next.getBoundingClientRect().top).toBeGreaterThan(left.top);
    }
  }
}

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const list = canvas.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(sampleCategories.length);
    await expectTwoPerRowEqualHeight(items);
    const first = within(items[0] as HTMLElement);
    await userEvent.click(first.getByRole('button', { name: 'Votar' }));
    await expect(args.onVote).toHaveBeenCalledWith(openCategory);
  },
};

export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('. . .')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Many: Story = {
  args: { categories: manyCategories },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(24);
    await expect(canvas.getAllByRole('button', { name: 'Você já votou' })).toHaveLength(8);
  },
};

export const DefaultMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expectTwoPerRowEqualHeight(canvas.getAllByRole('listitem'));
    // Nothing sticks out sideways at 360 px, long names included.
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const ManyMobile: Story = {
  args: { categories: manyCategories },
  globals: mobileGlobals,
};

/** Voted categories, each with its receipt (issue 26), as the voter sees them after voting. */
const receipts = ['K7QF-M2XD-9TZA', 'WSXY-Z9K3-9375', 'MMMM-WWWW-MMMM', 'A2B4-C6D8-E9F3'];
const votedWithReceipts = sampleCategories.slice(0, 4).map((category, i) => ({
  ...category,
  hasVoted: true,
  votedCompanyId: category.companies[0]?.id ?? null,
  receipt: receipts[i] ?? null,
}));

/**
 * At 360 px, in the two-column grid (issue 40 §9: "9375-" / "WSXY-Z9K3" broke across lines in a
 * half-width card): every receipt stays on one line, inside its card, in the bundled Roboto Mono.
 */
export const ReceiptsMobile: Story = {
  args: { categories: votedWithReceipts },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(360);
    for (const code of receipts) {
      const element = canvas.getByText(code);
      // One line: a single box, as tall as one line of its text.
      await expect(element.getClientRects()).toHaveLength(1);
      const { lineHeight, fontFamily } = getComputedStyle(element);
      await expect(element.getBoundingClientRect().height).toBeLessThanOrEqual(
        Number.parseFloat(lineHeight) + 1,
      );
      await expect(fontFamily.split(',')[0]?.replaceAll('"', '')).toBe('Roboto Mono');
      // Inside its card, never past its edge.
      const card = element.closest('.MuiCard-root') as HTMLElement;
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(
        card.getBoundingClientRect().right,
      );
    }
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
