import DashboardIcon from '@mui/icons-material/SpaceDashboard';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { ConsoleLayout } from '../../../src/components/console/ConsoleLayout';
import { PageHeader } from '../../../src/components/primitives/PageHeader';
import { adminMessages } from '../../../src/domain/adminMessages';
import { expectNoHorizontalOverflow, expectOnePage } from '../../assertions';

const { nav, app } = adminMessages;

const navItems = [
  { href: '/admin/painel', label: nav.dashboard, icon: <DashboardIcon /> },
  { href: '/admin/catalogo', label: nav.catalog },
  { href: '/admin/eleicao', label: nav.election },
  { href: '/admin/resultados', label: nav.results },
  { href: '/admin/integridade', label: nav.integrity },
  { href: '/admin/auditoria', label: nav.audit },
];

const meta = {
  title: 'Components/Console/ConsoleLayout',
  component: ConsoleLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    navItems,
    currentHref: '/admin/painel',
    operatorName: 'Ana Operadora',
    onSignOut: fn(),
    children: (
      <>
        <PageHeader title={nav.dashboard} />
        <Typography>Conteúdo da página.</Typography>
      </>
    ),
  },
} satisfies Meta<typeof ConsoleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expectOnePage(canvasElement, nav.dashboard);
    const menu = canvas.getByRole('navigation', { name: app.navLabel });
    const links = within(menu).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(navItems.map((i) => i.label));
    await expect(within(menu).getByRole('link', { name: nav.dashboard })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Real links (a new tab works), followed in the app by the theme's router link.
    await expect(within(menu).getByRole('link', { name: nav.election })).toHaveAttribute(
      'href',
      '/admin/eleicao',
    );
    await expect(canvas.getByText(app.signedInAs('Ana Operadora'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: app.signOut }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** The skip link is the first stop of the keyboard and jumps to `<main>`. */
export const SkipLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: app.skipToContent });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#console-main');
  },
};

export const LongOperatorName: Story = {
  args: { operatorName: 'Maria Aparecida dos Santos Oliveira de Albuquerque Cavalcanti' },
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
  },
};

/** Only some pages exist yet (the list grows one entry at a time). */
export const FewPages: Story = {
  args: { navItems: navItems.slice(0, 1) },
};

/** 360 px: the menu is a drawer behind the menu button, closed by following an entry. */
export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: app.menu }));
    const menu = await screen.findByRole('navigation', { name: app.navLabel });
    const catalog = within(menu).getByRole('link', { name: nav.catalog });
    await expect(catalog).toHaveAttribute('href', '/admin/catalogo');
    await userEvent.click(catalog);
    await waitFor(() => expect(screen.queryByRole('navigation')).toBeNull());
  },
};
