import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { IntegrityFlagCard } from '../../../src/components/console/IntegrityFlagCard';
import { integrityMessages as m } from '../../../src/domain/integrityMessages';
import { attackVoters, integrityReport } from '../../integrityFixtures';

/** A 13-voter finding (a sign-up burst cut to 13), as Integridade lists it. */
const burst = integrityReport.flags.find((flag) => flag.kind === 'signup-burst')!;
const thirteen = {
  ...burst,
  voterIds: burst.voterIds.slice(0, 13),
  evidence: { ...burst.evidence, count: 13 },
};
const voters = attackVoters.slice(0, 13);

const meta = {
  title: 'Components/Console/IntegrityFlagCard',
  component: IntegrityFlagCard,
  tags: ['autodocs'],
  args: {
    flag: thirteen,
    onToggleVoters: fn(),
    onInvalidate: fn(),
    onRestore: fn(),
  },
  // Where it lives: Integridade's column of findings, as wide as the console's content.
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 880 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof IntegrityFlagCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No voter invalidated yet: 'Invalidar 13 eleitores', nothing to restore. */
export const Default: Story = {
  args: { flag: { ...thirteen, invalidated: 0 } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: m.invalidate(13) }));
    await expect(args.onInvalidate).toHaveBeenCalledWith(args.flag);
    await expect(canvas.queryByRole('button', { name: /^Restaurar/ })).toBeNull();
  },
};

/**
 * Three of the thirteen invalidated, the voters not shown (issue 40 §9): the card offers to
 * invalidate the other ten and to restore the three, from the report's count.
 */
export const PartlyInvalidated: Story = {
  args: { flag: { ...thirteen, invalidated: 3 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: m.invalidate(10) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.restore(3) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: m.invalidate(13) })).toBeNull();
    await expect(canvas.getByText(m.evidence.invalidated)).toBeVisible();
  },
};

/** The voters shown: their own states count (here the same three). */
export const VotersShown: Story = {
  args: {
    flag: { ...thirteen, invalidated: 3 },
    voters: voters.map((voter, i) => ({ ...voter, invalidated: i < 3 })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: m.invalidate(10) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: m.hideVoters })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const PartlyInvalidatedMobile: Story = { ...PartlyInvalidated, globals: mobileGlobals };
