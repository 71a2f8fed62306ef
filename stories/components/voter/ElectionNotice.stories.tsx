import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { ElectionNotice } from '../../../src/components/voter/ElectionNotice';
import { messages } from '../../../src/domain/messages';
import {
  ELECTION_ALWAYS_OPEN,
  ELECTION_CLOSED,
  ELECTION_OPEN,
  ELECTION_PUBLISHED,
  ELECTION_SCHEDULED,
} from '../../../src/mocks';
import { expectNoHorizontalOverflow } from '../../assertions';

const { election: text } = messages;

const meta = {
  title: 'Components/Voter/ElectionNotice',
  component: ElectionNotice,
  tags: ['autodocs'],
  args: { election: ELECTION_OPEN },
} satisfies Meta<typeof ElectionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open with an end: until when (São Paulo time, whatever the browser's zone). */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.openTitle)).toBeVisible();
    await expect(
      canvas.getByText(text.openUntil('10/12/2026, 18:00 (horário de Brasília)')),
    ).toBeVisible();
  },
};

export const Scheduled: Story = {
  args: { election: ELECTION_SCHEDULED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.scheduledTitle)).toBeVisible();
    await expect(
      canvas.getByText(text.scheduled('01/12/2026, 08:00 (horário de Brasília)')),
    ).toBeVisible();
  },
};

export const Closed: Story = {
  args: { election: ELECTION_CLOSED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.closedTitle)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const ClosedAndPublished: Story = {
  args: { election: ELECTION_PUBLISHED },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: text.resultsLink })).toHaveAttribute(
      'href',
      '/resultados',
    );
  },
};

/** No dates (today's behaviour): nothing is shown, the spec's screen is unchanged. */
export const AlwaysOpen: Story = {
  args: { election: ELECTION_ALWAYS_OPEN },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const ClosedMobile: Story = {
  args: { election: ELECTION_PUBLISHED },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
