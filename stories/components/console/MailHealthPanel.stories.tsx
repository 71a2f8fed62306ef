import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { MailDeliveryList, MailHealthPanel } from '../../../src/components/console/MailHealthPanel';
import type { MailDelivery, MailHealth } from '../../../src/domain/admin';
import { adminMessages } from '../../../src/domain/adminMessages';
import { expectNoHorizontalOverflow } from '../../assertions';

const { mail: text } = adminMessages;
/** Stories show times as the operator reads them, fixed (no clock, no time zone). */
const formatTime = (iso: string) => iso.slice(11, 19);

const HEALTHY: MailHealth = {
  transport: 'smtp',
  queued: 3,
  retrying: 0,
  sending: 2,
  oldestWaitingSeconds: 1,
  sentLastHour: 1280,
  failedLastHour: 0,
  lastSentAt: '2026-11-26T12:30:05.000Z',
  lastFailure: null,
  bouncedLastDay: 0,
  settledLastDay: 0,
  bounceRate: 0,
  bounceAlert: false,
  suppressedAddresses: 0,
  sentPerMinute: 21.4,
  expectedWaitSeconds: 9,
};

const SMTP_DOWN: MailHealth = {
  ...HEALTHY,
  queued: 140,
  retrying: 57,
  sending: 10,
  oldestWaitingSeconds: 95,
  failedLastHour: 4,
  sentPerMinute: 0,
  expectedWaitSeconds: null,
  lastFailure: {
    at: '2026-11-26T12:29:40.000Z',
    reason: 'ECONNECTION: connect ECONNREFUSED 10.0.0.25:587',
  },
};

const meta = {
  title: 'Components/Console/MailHealthPanel',
  component: MailHealthPanel,
  tags: ['autodocs'],
  args: { health: HEALTHY, formatTime },
} satisfies Meta<typeof MailHealthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Healthy: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: text.title })).toBeVisible();
    await expect(canvas.getByText(text.healthy)).toBeVisible();
    await expect(canvas.getByRole('group', { name: text.sentLastHour })).toHaveTextContent('1.280');
    await expect(canvas.getByText(text.lastSent('12:30:05'))).toBeVisible();
    await expect(canvas.getByText(text.drain(21.4, 9))).toHaveTextContent(
      'No ritmo dos últimos 5 minutos (21,4 por minuto), a fila esvazia em menos de 1 minuto.',
    );
  },
};

/**
 * Election day with a slow provider (issue 39): the queue is long but leaving; the line says
 * when it will be empty at the last five minutes' pace, so the operator can decide whether to
 * raise MAIL_MAX_CONNECTIONS (docs/deploy.md).
 */
export const LongQueueDraining: Story = {
  args: {
    health: {
      ...HEALTHY,
      queued: 2_400,
      sending: 10,
      oldestWaitingSeconds: 48,
      sentPerMinute: 180,
      expectedWaitSeconds: 4_000,
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'No ritmo dos últimos 5 minutos (180 por minuto), a fila esvazia em cerca de 1 h 7 min.',
      ),
    ).toBeVisible();
  },
};

/** The mail server is away: messages wait, retries pile up, the last failure says why. */
export const MailServerDown: Story = {
  args: { health: SMTP_DOWN },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text.backlog(95));
    await expect(canvas.getByRole('group', { name: text.retrying })).toHaveTextContent('57');
    await expect(canvas.getByText(/ECONNREFUSED/)).toBeVisible();
    await expect(canvas.getByText(text.drainUnknown)).toBeVisible();
  },
};

/** Nothing sent yet (a new installation; the development mailbox). */
export const NothingSent: Story = {
  args: {
    health: {
      ...HEALTHY,
      transport: 'dev-mailbox',
      queued: 0,
      sending: 0,
      oldestWaitingSeconds: 0,
      sentLastHour: 0,
      sentPerMinute: 0,
      expectedWaitSeconds: 0,
      lastSentAt: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.neverSent)).toBeVisible();
    // Nothing waiting: no drain line.
    await expect(canvas.queryByText(/a fila esvazia/)).toBeNull();
    await expect(canvas.queryByText(text.drainUnknown)).toBeNull();
    await expect(canvas.getByText(text.transport['dev-mailbox'])).toBeVisible();
  },
};

/**
 * A day with many addresses refused for good (issue 37): the error says what providers do about
 * it, the line below counts the bounces and the addresses suspended.
 */
export const TooManyBounces: Story = {
  args: {
    health: {
      ...HEALTHY,
      failedLastHour: 31,
      lastFailure: {
        at: '2026-11-26T12:29:40.000Z',
        reason: '550 5.1.1 <e-mail>: Recipient address rejected',
      },
      bouncedLastDay: 62,
      settledLastDay: 840,
      bounceRate: 62 / 840,
      bounceAlert: true,
      suppressedAddresses: 58,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text.bounceAlert('7,4%'));
    await expect(canvas.getByText(new RegExp(text.suppressed(58)))).toBeVisible();
    await expect(
      canvas.getByText(new RegExp(text.bounces(62, 840, '7,4%').replace(/[()]/g, '\\$&'))),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { health: SMTP_DOWN },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

const DELIVERIES: MailDelivery[] = [
  {
    id: 3,
    kind: 'voter-code',
    status: 'retrying',
    attempts: 3,
    createdAt: '2026-11-26T12:31:00.000Z',
    sentAt: null,
    nextAttemptAt: '2026-11-26T12:31:08.000Z',
    lastError: '421 4.7.0 Try again later',
  },
  {
    id: 2,
    kind: 'voter-code',
    status: 'failed',
    attempts: 1,
    createdAt: '2026-11-26T12:20:00.000Z',
    sentAt: null,
    nextAttemptAt: null,
    lastError: '550 5.1.1 <e-mail>: Recipient address rejected',
  },
  {
    id: 1,
    kind: 'voter-code',
    status: 'sent',
    attempts: 1,
    createdAt: '2026-11-26T12:00:00.000Z',
    sentAt: '2026-11-26T12:00:01.000Z',
    nextAttemptAt: null,
    lastError: null,
  },
];

/** One voter's e-mails, as the integrity page shows them. */
export const VoterDeliveries: StoryObj<typeof MailDeliveryList> = {
  render: () => <MailDeliveryList deliveries={DELIVERIES} formatTime={formatTime} />,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: text.deliveries });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent(
      `${text.status.retrying} — ${text.retryAt('12:31:08')} — 421 4.7.0 Try again later`,
    );
    await expect(rows[2]).toHaveTextContent(text.status.failed);
    await expect(rows[2]).toHaveTextContent('Recipient address rejected');
    await expect(rows[3]).toHaveTextContent(text.status.sent);
  },
};

export const NoDeliveries: StoryObj<typeof MailDeliveryList> = {
  render: () => <MailDeliveryList deliveries={[]} formatTime={formatTime} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.noDeliveries)).toBeVisible();
  },
};
