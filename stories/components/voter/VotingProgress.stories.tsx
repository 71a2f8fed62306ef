import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { VotingProgress } from '../../../src/components/voter/VotingProgress';
import { messages } from '../../../src/domain/messages';
import { expectNoHorizontalOverflow } from '../../assertions';

const meta = {
  title: 'Components/Voter/VotingProgress',
  component: VotingProgress,
  tags: ['autodocs'],
  args: { voted: 2, total: 6 },
} satisfies Meta<typeof VotingProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 de 6 categorias votadas')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: messages.profile.progressLabel });
    await expect(bar).toHaveAttribute('aria-valuenow', String(Math.round((2 / 6) * 100)));
    await expect(bar).toHaveAttribute('aria-valuetext', '2 de 6 categorias votadas');
    await expect(canvas.queryByText(messages.profile.allVoted)).toBeNull();
  },
};

export const NoneVoted: Story = {
  args: { voted: 0, total: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 de 24 categorias votadas')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

/** Every category voted: a full green bar and the closing message. */
export const AllVoted: Story = {
  args: { voted: 6, total: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6 de 6 categorias votadas')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText(messages.profile.allVoted)).toBeVisible();
  },
};

export const SingleCategory: Story = {
  args: { voted: 0, total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 de 1 categoria votada')).toBeVisible();
  },
};

/** No categories loaded yet: nothing at all (the grid shows '. . .'). */
export const Empty: Story = {
  args: { voted: 0, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText(/categorias? votadas?/)).toBeNull();
  },
};

/**
 * The list is still loading: nothing visible or announced, but the summary's place is kept. Shown
 * above the loaded summary, whose height it must have (or the search box below would move).
 */
export const Pending: Story = {
  args: { voted: 0, total: 0, pending: true },
  render: (args) => (
    <>
      <div data-testid="pending">
        <VotingProgress {...args} />
      </div>
      <div data-testid="loaded">
        <VotingProgress voted={2} total={6} />
      </div>
    </>
  ),
  play: async ({ canvas }) => {
    const pending = canvas.getByTestId('pending');
    await expect(within(pending).queryByRole('progressbar')).toBeNull();
    await expect(pending).not.toHaveTextContent(/categorias/);
    await expect(pending.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    await expect(pending.getBoundingClientRect().height).toBeCloseTo(
      canvas.getByTestId('loaded').getBoundingClientRect().height,
      0,
    );
  },
};

export const AllVotedMobile: Story = {
  args: { voted: 24, total: 24 },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(messages.profile.allVoted)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
