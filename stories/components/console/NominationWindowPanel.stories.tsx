import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import {
  NominationWindowPanel,
  type NominationWindowPanelProps,
} from '../../../src/components/console/NominationWindowPanel';
import { adminMessages } from '../../../src/domain/adminMessages';
import { formatElectionDate } from '../../../src/domain/election';
import { nominationsAdminMessages } from '../../../src/domain/nominationsAdminMessages';
import { expectNoHorizontalOverflow } from '../../assertions';
import { useStoryBinding } from '../../StatefulBinding';

const text = nominationsAdminMessages.window;
const OPENS = '2027-10-01T08:00:00-03:00';
const CLOSES = '2027-10-31T18:00:00-03:00';

/** The fields hold what is typed, as the container's Formik does. */
function StatefulPanel(props: NominationWindowPanelProps) {
  const opensAtField = useStoryBinding(props.opensAtField);
  const closesAtField = useStoryBinding(props.closesAtField);
  return (
    <NominationWindowPanel {...props} opensAtField={opensAtField} closesAtField={closesAtField} />
  );
}

const field = (name: string, value = '', error?: string) => ({
  name,
  value,
  onChange: fn(),
  ...(error ? { error } : {}),
});

const meta = {
  title: 'Components/Console/NominationWindowPanel',
  component: NominationWindowPanel,
  tags: ['autodocs'],
  args: {
    phase: 'none',
    opensAtField: field('nominations-opensAt'),
    closesAtField: field('nominations-closesAt'),
    onSave: fn(),
    onCloseNow: fn(),
  },
  render: (args) => <StatefulPanel {...args} />,
} satisfies Meta<typeof NominationWindowPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No phase yet: what it is (optional), and the two dates to open it. */
export const NoPhase: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(text.none)).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.opensAtLabel }),
      '01/10/2027 08:00',
    );
    await userEvent.click(canvas.getByRole('button', { name: text.save }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: text.closeNow })).toBeNull();
  },
};

/** A date the container refused: said on its field, which is marked invalid. */
export const InvalidDate: Story = {
  args: {
    opensAtField: field('nominations-opensAt', '01/10/2027 08:00'),
    closesAtField: field(
      'nominations-closesAt',
      '01/09/2027 08:00',
      adminMessages.election.form.closesBeforeOpens,
    ),
  },
  play: async ({ canvas }) => {
    const closes = canvas.getByRole('textbox', { name: text.closesAtLabel });
    await expect(closes).toHaveAttribute('aria-invalid', 'true');
    await expect(closes).toHaveAccessibleDescription(adminMessages.election.form.closesBeforeOpens);
  },
};

export const Scheduled: Story = {
  args: {
    phase: 'scheduled',
    opensAt: OPENS,
    closesAt: CLOSES,
    opensAtField: field('nominations-opensAt', '01/10/2027 08:00'),
    closesAtField: field('nominations-closesAt', '31/10/2027 18:00'),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(text.scheduled(formatElectionDate(OPENS), formatElectionDate(CLOSES))),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text.save })).toBeEnabled();
  },
};

/** Open: the dates can still move, and Encerrar agora ends it (the container asks first). */
export const Open: Story = {
  args: { ...Scheduled.args, phase: 'open' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(text.open(formatElectionDate(CLOSES)))).toBeVisible();
    // The opening stands once open; the close can still move.
    const opening = canvas.getByRole('textbox', { name: text.opensAtLabel });
    await expect(opening).toHaveAttribute('readonly');
    await expect(opening).toHaveAccessibleDescription(text.opensAtFixed);
    await expect(canvas.getByRole('textbox', { name: text.closesAtLabel })).not.toHaveAttribute(
      'readonly',
    );
    const close = canvas.getByRole('button', { name: text.closeNow });
    await expect(close).toHaveAccessibleDescription(text.closeNowHint);
    await userEvent.click(close);
    await expect(args.onCloseNow).toHaveBeenCalledTimes(1);
  },
};

export const Closing: Story = {
  args: { ...Open.args, closing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.closeNow })).toBeDisabled();
  },
};

/** Closed: the window stands (the counts could have been seen), only what it was is said. */
export const Closed: Story = {
  args: { ...Scheduled.args, phase: 'closed', received: 1280 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(text.closed(formatElectionDate(OPENS), formatElectionDate(CLOSES), 1280)),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Published: Story = {
  args: { ...Closed.args, phase: 'published', ballotPublishedAt: '2027-11-03T10:00:00-03:00' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(text.published(formatElectionDate('2027-11-03T10:00:00-03:00'))),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  args: Open.args,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
