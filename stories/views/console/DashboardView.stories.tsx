import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { DashboardView } from '../../../src/components/views/console/DashboardView';
import { adminMessages } from '../../../src/domain/adminMessages';
import { DEMO_TURNOUT, EMPTY_TURNOUT } from '../../../src/mocks';
import { expectNoHorizontalOverflow } from '../../assertions';
import { LONG_CATEGORY_NAME, longNamesTurnout, manyTurnout } from '../../consoleFixtures';

const { dashboard: text, app } = adminMessages;

const meta = {
  title: 'Views/Console/DashboardView',
  component: DashboardView,
  tags: ['autodocs'],
  args: { turnout: DEMO_TURNOUT, updatedAt: '12:30:00', onRefresh: fn() },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const registered = canvas.getByRole('group', { name: text.registered });
    await expect(registered).toHaveTextContent('1.280');
    await expect(canvas.getByRole('group', { name: text.turnout })).toHaveTextContent('34,1%');
    // The status line (a polite live region; the charts add their own empty status regions).
    await expect(canvas.getByText(text.updatedAt('12:30:00'))).toHaveAttribute('role', 'status');
    // Every chart is followed by a table with the same numbers.
    await expect(canvas.getByRole('img', { name: text.chartByCategory })).toBeVisible();
    const byCategory = canvas.getByRole('table', { name: text.byCategory });
    await expect(within(byCategory).getByRole('rowheader', { name: 'Restaurantes' })).toBeVisible();
    await expect(within(byCategory).getAllByRole('row')).toHaveLength(5);
    const byHour = canvas.getByRole('table', { name: text.byHour });
    await expect(within(byHour).getAllByRole('row')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: text.refresh }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Issue 36: voting was reopened after the results per company were read. */
export const ReopenedAfterRead: Story = {
  args: {
    reopenings: [{ resultsReadAt: '10/12/2026, 18:12', reopenedAt: '10/12/2026, 18:14' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.reopenedTitle)).toBeVisible();
    await expect(
      canvas.getByText(text.reopened('10/12/2026, 18:12', '10/12/2026, 18:14')),
    ).toBeVisible();
  },
};

export const ReopenedAfterReadMobile: Story = {
  args: {
    reopenings: [
      { resultsReadAt: '10/12/2026, 18:12', reopenedAt: '10/12/2026, 18:14' },
      { resultsReadAt: '10/12/2026, 19:40', reopenedAt: '10/12/2026, 19:41' },
    ],
  },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Before the first answer. */
export const Loading: Story = {
  args: { turnout: null, updatedAt: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(app.loading)).toBeVisible();
  },
};

/** Nobody registered, no votes yet. */
export const Empty: Story = {
  args: { turnout: EMPTY_TURNOUT },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: text.turnout })).toHaveTextContent('0,0%');
    await expect(canvas.getAllByText(text.noVotes)).toHaveLength(2);
  },
};

/** The first read failed. */
export const Failed: Story = {
  args: { turnout: null, updatedAt: null, failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(app.loadFailed);
  },
};

/** A later read failed: the last figures stay, with the warning. */
export const StaleAfterError: Story = {
  args: { failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('group', { name: text.registered })).toBeVisible();
  },
};

/** The tab is hidden: refreshing waits. */
export const Paused: Story = {
  args: { paused: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.paused, { exact: false })).toHaveAttribute('role', 'status');
  },
};

/** Voting open with no closing date: a warning, and a way to Eleição to set the window. */
export const OpenWithoutEnd: Story = {
  args: { openWithoutEnd: true, onSetWindow: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const warning = canvas.getByText(text.openWithoutEndTitle).closest('[role="status"]');
    await expect(warning).toHaveTextContent(text.openWithoutEnd);
    await userEvent.click(canvas.getByRole('button', { name: text.setWindow }));
    await expect(args.onSetWindow).toHaveBeenCalledTimes(1);
  },
};

/** The same at 360 px: the warning and its button wrap, nothing scrolls sideways. */
export const OpenWithoutEndMobile: Story = {
  args: { openWithoutEnd: true, onSetWindow: fn() },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const Many: Story = {
  args: { turnout: manyTurnout },
  play: async ({ canvas }) => {
    const byCategory = canvas.getByRole('table', { name: text.byCategory });
    await expect(within(byCategory).getAllByRole('row')).toHaveLength(25);
  },
};

export const LongNames: Story = {
  args: { turnout: longNamesTurnout },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('rowheader', { name: LONG_CATEGORY_NAME })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const ManyMobile: Story = {
  args: { turnout: manyTurnout },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
