import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { AuditContainer } from '../../../src/containers/console/AuditContainer';
import { auditMessages as m } from '../../../src/domain/integrityMessages';
import { withHandlers } from '../../../src/mocks';
import { expectNoHorizontalOverflow } from '../../assertions';
import { AppAt, operatorSignedIn } from '../harness';
import { eventually, findHeading, findText } from '../play';

/** /admin/auditoria inside the console layout, against the mock operator API (issue 40 §7). */
const meta = {
  title: 'Containers/Console/AuditContainer',
  component: AuditContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: operatorSignedIn,
  render: () => <AppAt path="/admin/auditoria" />,
} satisfies Meta<typeof AuditContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('table', { name: m.caption(60) });

/**
 * At 1280 px beside the console's menu: the table fits its box (it ran 68 px past it and cut
 * 'Alteração'), every header whole; "Alvo" names what was acted on, never a raw id; a sign-in is
 * 'Entrada no console'.
 */
export const Default: Story = {
  play: async () => {
    await expect(await findHeading(m.title)).toBeVisible();
    const rows = await table();
    const region = screen.getByRole('region', { name: m.caption(60) });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const change = within(rows).getByRole('columnheader', { name: m.columns.change });
    await expect(change.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right + 0.5,
    );
    const cells = within(rows);
    await expect(cells.getAllByText('Eleitor Fulano de Tal (#1001)')[0]).toBeVisible();
    await expect(cells.getAllByText('Operador Ana Souza (#1)')[0]).toBeVisible();
    await expect(cells.getAllByText('Eleição')[0]).toBeVisible();
    await expect(cells.getAllByText('Lembrete “Ainda dá tempo de votar”')[0]).toBeVisible();
    await expect(cells.getAllByText('Categoria “Padaria e Confeitaria”')[0]).toBeVisible();
    await expect(cells.getAllByText('Catálogo')[0]).toBeVisible();
    await expect(cells.getAllByText(m.actions['operator.sign-in'])[0]).toHaveTextContent(
      'Entrada no console',
    );
    await expect(rows.textContent).not.toMatch(/\b(voter|operator|reminder|category):\d/);
  },
};

/**
 * The date filters take dd/mm/aaaa with the mask the Eleição page uses; a day that does not exist
 * is said under its field, which takes the focus, and nothing is asked of the server.
 */
export const DateFilters: Story = {
  play: async ({ userEvent }) => {
    await table();
    const from = screen.getByRole('textbox', { name: m.from });
    const to = screen.getByRole('textbox', { name: m.to });
    await expect(from).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await expect(from).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(from, '31022026');
    await expect(from).toHaveValue('31/02/2026');
    await userEvent.click(screen.getByRole('button', { name: m.apply }));
    await expect(await findText(m.invalidDay)).toBeVisible();
    await expect(from).toHaveAttribute('aria-invalid', 'true');
    await eventually(() => expect(from).toHaveFocus());
    // The whole day of 03/11/2026 (São Paulo) holds every row; from 04/11 there is none.
    await userEvent.clear(from);
    await userEvent.type(from, '03112026');
    await userEvent.type(to, '03112026');
    await userEvent.click(screen.getByRole('button', { name: m.apply }));
    await expect(await table()).toBeVisible();
    await expect(screen.queryByText(m.invalidDay)).toBeNull();
    await userEvent.clear(from);
    await userEvent.type(from, '04112026');
    await userEvent.clear(to);
    await userEvent.click(screen.getByRole('button', { name: m.apply }));
    await expect(await findText(m.empty)).toBeVisible();
  },
};

/** At 360 px the table scrolls in its own region; the page does not. */
export const Phone360: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await table();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
