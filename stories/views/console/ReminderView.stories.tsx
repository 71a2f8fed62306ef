import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import {
  ReminderView,
  type ReminderViewProps,
} from '../../../src/components/views/console/ReminderView';
import { trustMessages } from '../../../src/domain/trustMessages';
import { expectNoHorizontalOverflow } from '../../assertions';
import { useStoryBinding } from '../../StatefulBinding';
import { REMINDER_PREVIEW, REMINDER_PROGRESS } from '../../trustFixtures';

const text = trustMessages.console;

function StatefulReminderView(props: ReminderViewProps) {
  return (
    <ReminderView
      {...props}
      subject={useStoryBinding(props.subject)}
      body={useStoryBinding(props.body)}
    />
  );
}

const meta = {
  title: 'Views/Console/ReminderView',
  component: ReminderView,
  tags: ['autodocs'],
  args: {
    subject: { name: 'subject', value: '', onChange: fn() },
    body: { name: 'body', value: '', onChange: fn() },
    onPreview: fn(),
    onSend: fn(),
    preview: null,
    progress: null,
  },
  render: (args) => <StatefulReminderView {...args} />,
} satisfies Meta<typeof ReminderView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing sent yet: write, then Pré-visualizar; Enviar waits for a preview. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: text.subject }), 'Ainda dá tempo');
    await userEvent.type(canvas.getByRole('textbox', { name: text.body }), 'Olá, {{nome}}!');
    await expect(args.body.onChange).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: text.send })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: text.preview }));
    await expect(args.onPreview).toHaveBeenCalledTimes(1);
  },
};

/** The preview for the first recipient, and how many will get it; Enviar sends. */
export const Previewed: Story = {
  args: {
    subject: { name: 'subject', value: REMINDER_PREVIEW.subject, onChange: fn() },
    body: {
      name: 'body',
      value: 'Olá, {nome}! Faltam seus votos em: {categorias}.',
      onChange: fn(),
    },
    preview: REMINDER_PREVIEW,
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: text.previewHeading(128) })).toBeVisible();
    await expect(canvas.getByText(REMINDER_PREVIEW.text)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.send }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/**
 * Sending: the progress bar and the counts (waiting, sent, skipped because the voter voted in
 * every category before their turn, failed); the skipped count as done (issue 37).
 */
export const Sending: Story = {
  args: { progress: REMINDER_PROGRESS, progressAtLabel: '05/12/2026, 10:00' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: text.progressLabel(72) });
    await expect(bar).toHaveAttribute('aria-valuenow', '72');
    await expect(canvas.getByRole('status')).toHaveTextContent(text.counts(36, 85, 4, 3));
  },
};

/** The server refused (a reminder in the last 24 h, voting closed…): its message. */
export const Refused: Story = {
  args: {
    preview: REMINDER_PREVIEW,
    error: trustMessages.reminders.tooSoon,
    progress: { ...REMINDER_PROGRESS, queued: 0, sent: 125 },
    progressAtLabel: '05/12/2026, 10:00',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(trustMessages.reminders.tooSoon);
  },
};

export const Busy: Story = {
  args: { preview: REMINDER_PREVIEW, busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.send })).toBeDisabled();
  },
};

/**
 * Enviar asks first (issue 40): how many will get it, and that nothing else can go out for 24
 * hours; "Sim, enviar" answers true, "Cancelar" false.
 */
export const Confirming: Story = {
  args: {
    subject: { name: 'subject', value: 'Ainda dá tempo de votar', onChange: fn() },
    body: { name: 'body', value: 'Olá, {nome}!', onChange: fn() },
    preview: REMINDER_PREVIEW,
    confirming: true,
    onConfirm: fn(),
  },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: text.confirmTitle,
    });
    await expect(dialog).toHaveTextContent(text.confirmSend(128));
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmSendLabel }));
    await expect(args.onConfirm).toHaveBeenCalledWith(true);
  },
};

/** A reminder went out less than 24 hours ago: Enviar is off and says from when it comes back. */
export const WaitingForTheNext: Story = {
  args: {
    subject: { name: 'subject', value: 'Ainda dá tempo de votar', onChange: fn() },
    body: { name: 'body', value: 'Olá, {nome}!', onChange: fn() },
    preview: REMINDER_PREVIEW,
    progress: REMINDER_PROGRESS,
    progressAtLabel: '05/12/2026, 10:00',
    nextAllowedAtLabel: '06/12/2026, 10:00',
  },
  play: async ({ canvas }) => {
    const send = canvas.getByRole('button', { name: text.send });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(text.nextFrom('06/12/2026, 10:00'));
  },
};

export const Mobile360: Story = {
  globals: mobileGlobals,
  args: {
    preview: REMINDER_PREVIEW,
    progress: REMINDER_PROGRESS,
    progressAtLabel: '05/12/2026, 10:00',
  },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};
