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
