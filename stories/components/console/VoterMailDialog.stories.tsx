import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { VoterMailDialog } from '../../../src/components/console/VoterMailDialog';
import { adminMessages } from '../../../src/domain/adminMessages';
import { formatDayClock } from '../../../src/domain/electionWindow';
import { integrityMessages } from '../../../src/domain/integrityMessages';
import { expectNoHorizontalOverflow } from '../../assertions';
import { voterMailDeliveries } from '../../integrityFixtures';

const m = integrityMessages.voterMail;
const { mail: text } = adminMessages;

const VOTER = { nome: 'Maria da Silva', email: 'maria.silva@example.com' };
const LONG_VOTER = {
  nome: 'Maria Aparecida dos Santos Nascimento de Albuquerque Cavalcanti Wanderley',
  email: 'maria.aparecida.dos.santos.nascimento.albuquerque@associacao-comercial-exemplo.com.br',
};

const meta = {
  title: 'Components/Console/VoterMailDialog',
  component: VoterMailDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    voter: VOTER,
    deliveries: voterMailDeliveries,
    // São Paulo's day and clock, as the Integridade page passes it (fixed times: no clock runs).
    formatTime: formatDayClock,
    onRetry: fn(),
    onClose: fn(),
  },
  parameters: { docs: { story: { inline: false, height: '560px' } } },
} satisfies Meta<typeof VoterMailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog');

/**
 * Every delivery state an operator meets: waiting in the queue, being retried (next attempt and
 * what the mail server said), refused for good (with the reason), sent. Focus is inside the
 * dialog; 'Fechar' closes it.
 */
export const WithDeliveries: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName(m.title('Maria da Silva'));
    await expect(dialog).toHaveAccessibleDescription(m.address('maria.silva@example.com'));
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const table = within(dialog).getByRole('table', { name: text.deliveries });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(rows[1]).toHaveTextContent(`26/11, 09:34:00${text.kinds['voter-code']}Na fila0`);
    await expect(rows[2]).toHaveTextContent(
      `Tentando de novo — ${text.retryAt('26/11, 09:31:15')} — 421 4.7.0 Try again later`,
    );
    await expect(rows[3]).toHaveTextContent(
      'Falhou — 550 5.1.1 <e-mail>: Recipient address rejected: User unknown',
    );
    await expect(rows[4]).toHaveTextContent(`${text.kinds['vote-receipt']}Enviado1`);
    await expect(rows[5]).toHaveTextContent(`${text.kinds['voter-code']}Enviado1`);
    await userEvent.click(within(dialog).getByRole('button', { name: m.close }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { deliveries: 'loading' },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(within(dialog).getByText(m.loading)).toBeVisible();
    await expect(within(dialog).getByText(m.loading).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).queryByRole('table')).toBeNull();
  },
};

/** The call failed: said in an alert, with 'Tentar novamente'. */
export const Failed: Story = {
  args: { deliveries: 'failed' },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogIn(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(m.failed);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No e-mail for this voter (never asked for a code). Esc closes the dialog. */
export const Empty: Story = {
  args: { deliveries: [] },
  play: async ({ canvasElement, args }) => {
    const dialog = dialogIn(canvasElement);
    await expect(within(dialog).getByText(text.noDeliveries)).toBeVisible();
    await expect(within(dialog).queryByRole('table')).toBeNull();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A long name and address wrap in the title and under it; nothing sticks out. */
export const LongName: Story = {
  args: { voter: LONG_VOTER },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog).toHaveAccessibleName(m.title(LONG_VOTER.nome));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/**
 * On a phone the dialog takes the whole screen and each e-mail is one item (when · kind, status,
 * tries) instead of a four-column table; nothing scrolls sideways.
 */
export const Mobile: Story = {
  globals: mobileGlobals,
  args: { voter: LONG_VOTER },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBe(360);
    await expect(within(dialog).queryByRole('table')).toBeNull();
    const items = within(within(dialog).getByRole('list', { name: text.deliveries })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(5);
    await expect(items[1]).toHaveTextContent(
      `26/11, 09:31:00 · ${text.kinds['voter-code']}Tentando de novo — ${text.retryAt('26/11, 09:31:15')} — 421 4.7.0 Try again later${text.attempts(3)}`,
    );
    await expect(items[0]).toHaveTextContent(text.attempts(0));
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(within(dialog).getByRole('button', { name: m.close })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const FailedMobile: Story = {
  globals: mobileGlobals,
  args: { deliveries: 'failed' },
  play: async ({ canvasElement }) => {
    const dialog = dialogIn(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
