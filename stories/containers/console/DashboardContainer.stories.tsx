import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { getAdminToken } from '../../../src/api/adminSession';
import { DashboardContainer } from '../../../src/containers/console/DashboardContainer';
import { adminMessages } from '../../../src/domain/adminMessages';
import { adminHandlers, withHandlers } from '../../../src/mocks';
import { AppAt, operatorSignedIn } from '../harness';
import { eventually, findHeading, findText } from '../play';

/** /admin/painel inside the console layout, against the mock operator API. */
const meta = {
  title: 'Containers/Console/DashboardContainer',
  component: DashboardContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: operatorSignedIn,
  render: () => <AppAt path="/admin/painel" />,
} satisfies Meta<typeof DashboardContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const { dashboard, nav, app } = adminMessages;

export const Default: Story = {
  play: async () => {
    await expect(await findHeading(dashboard.title)).toBeVisible();
    await eventually(() =>
      expect(screen.getByRole('group', { name: dashboard.registered })).toHaveTextContent('1.280'),
    );
    const menu = screen.getByRole('navigation', { name: app.navLabel });
    await expect(within(menu).getByRole('link', { name: nav.dashboard })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(screen.getByText(app.signedInAs('Ana Operadora'))).toBeVisible();
    // The e-mail panel (decision 200) under the figures.
    await expect(await findText(adminMessages.mail.healthy)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: withHandlers(adminHandlers.turnout.empty) } },
  play: async () => {
    await eventually(() => expect(screen.getAllByText(dashboard.noVotes)).toHaveLength(2));
    await findText(adminMessages.mail.healthy);
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: withHandlers(adminHandlers.turnout.serverError) } },
  play: async () => {
    await expect(await findText(app.loadFailed)).toBeVisible();
    // The e-mail panel is read apart: it still shows.
    await expect(await findText(adminMessages.mail.healthy)).toBeVisible();
  },
};

/** A 401 ends the operator's session: back to /admin/login. */
export const SessionRejected: Story = {
  parameters: { msw: { handlers: withHandlers(adminHandlers.turnout.unauthorized) } },
  play: async () => {
    await expect(await findHeading(adminMessages.login.title)).toBeVisible();
    await expect(getAdminToken()).toBeNull();
  },
};

export const SignOut: Story = {
  play: async ({ userEvent }) => {
    await findHeading(dashboard.title);
    await userEvent.click(screen.getByRole('button', { name: app.signOut }));
    await expect(await findHeading(adminMessages.login.title)).toBeVisible();
    await expect(getAdminToken()).toBeNull();
  },
};

/** No voting window set: open since always with no end. The Painel warns and leads to Eleição. */
export const OpenWithoutEnd: Story = {
  parameters: { msw: { handlers: withHandlers(adminHandlers.election.openWithoutEnd) } },
  play: async ({ userEvent }) => {
    await expect(await findText(adminMessages.dashboard.openWithoutEndTitle)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: adminMessages.dashboard.setWindow }));
    await expect(await findHeading(adminMessages.election.title)).toBeVisible();
    // Eleição has loaded down to its last panel: the screenshot is of the whole page.
    await expect(await findText(adminMessages.election.publishHint)).toBeVisible();
  },
};
