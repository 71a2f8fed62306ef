import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getAdminToken } from '../../../src/api/adminSession';
import { AdminLinkContainer } from '../../../src/containers/console/AdminLinkContainer';
import { adminMessages } from '../../../src/domain/adminMessages';
import { messages } from '../../../src/domain/messages';
import { adminHandlers, DEMO_OPERATOR_TOKEN, withHandlers } from '../../../src/mocks';
import { AppAt, operatorSignedOut } from '../harness';
import { findButton, findHeading, findText } from '../play';

/** A token as the operator e-mail's link carries it. */
const LINK_HASH = `#${'B'.repeat(43)}`;

/**
 * /admin/login/link: the sign-in link of an operator code e-mail (issue 25), which still works
 * when wrong codes have spent the day's cap. Not in the visual suite: the view's states are
 * pictured by Views/AccessLinkView.
 */
const meta = {
  title: 'Containers/Console/AdminLinkContainer',
  component: AdminLinkContainer,
  tags: ['autodocs', 'no-visual'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: operatorSignedOut,
  render: () => <AppAt path="/admin/login/link" hash={LINK_HASH} />,
} satisfies Meta<typeof AdminLinkContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link works: the operator's session is stored and the Painel opens. */
export const SignsIn: Story = {
  play: async () => {
    await expect(await findHeading(adminMessages.dashboard.title)).toBeVisible();
    await expect(getAdminToken()).toBe(DEMO_OPERATOR_TOKEN);
  },
};

/** Used or expired: a new code is asked by e-mail (never "com o seu CPF"), at /admin/login. */
export const UsedOrExpired: Story = {
  parameters: { msw: { handlers: withHandlers(adminHandlers.validateLink.invalid) } },
  play: async ({ userEvent }) => {
    await expect(await findText(adminMessages.login.linkInvalid)).toBeVisible();
    await expect(getAdminToken()).toBeNull();
    await userEvent.click(await findButton(messages.accessLink.toLogin));
    await expect(await findText(adminMessages.login.emailStep)).toBeVisible();
  },
};

/** A server failure: the link may still be good, so it can be tried again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: withHandlers(adminHandlers.validateLink.serverError) } },
  play: async () => {
    await expect(await findText(messages.accessLink.failed)).toBeVisible();
    await expect(await findButton(messages.accessLink.retry)).toBeEnabled();
  },
};
