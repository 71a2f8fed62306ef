import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { getToken } from '../../../src/api/session';
import { AccessLinkContainer } from '../../../src/containers/voter/AccessLinkContainer';
import { messages } from '../../../src/domain/messages';
import { DEMO_TOKEN, DEMO_USER, handlers, UNDER_REVIEW, withHandlers } from '../../../src/mocks';
import { AppAt, signedOut } from '../harness';
import { findButton, findHeading, findText } from '../play';

/** A token as the e-mail's link carries it (43 base64url characters). */
const LINK_HASH = `#${'A'.repeat(43)}`;

/**
 * /acesso/link: the single-use sign-in link of a code e-mail (decision 080). Not in the visual
 * suite: each story ends on another screen or on the view's states, which
 * Views/AccessLinkView pictures.
 */
const meta = {
  title: 'Containers/Voter/AccessLinkContainer',
  component: AccessLinkContainer,
  tags: ['autodocs', 'no-visual'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: signedOut,
  render: () => <AppAt path="/acesso/link" hash={LINK_HASH} />,
} satisfies Meta<typeof AccessLinkContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link works: the session is stored like /acesso does, and /perfil greets the voter. */
export const SignsIn: Story = {
  play: async () => {
    await expect(
      await findHeading(messages.profile.greeting(DEMO_USER.name.split(' ')[0] ?? '')),
    ).toBeVisible();
    await expect(getToken()).toBe(DEMO_TOKEN);
  },
};

/** Used, expired or replaced: the view says so and offers a new code. */
export const UsedOrExpired: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.validateLink.invalid) } },
  play: async ({ userEvent }) => {
    await expect(await findText(messages.accessLink.invalidTitle)).toBeVisible();
    await expect(getToken()).toBeNull();
    await userEvent.click(await findButton(messages.accessLink.toLogin));
    await expect(await findHeading(messages.login.heading)).toBeVisible();
  },
};

/** Without a token in the address: nothing is sent, the link is reported as not valid. */
export const WithoutToken: Story = {
  render: () => <AppAt path="/acesso/link" />,
  play: async () => {
    await expect(await findText(messages.accessLink.invalid)).toBeVisible();
  },
};

/** A server failure: the link may still be good, so it can be tried again. */
export const ServerError: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.validateLink.serverError) } },
  play: async () => {
    await expect(await findText(messages.accessLink.failed)).toBeVisible();
    await expect(await findButton(messages.accessLink.retry)).toBeEnabled();
  },
};

/** A voter the integrity review invalidated: the server's reason, no retry, no session. */
export const UnderReview: Story = {
  parameters: { msw: { handlers: withHandlers(handlers.validateLink.underReview) } },
  play: async () => {
    await expect(await findText(UNDER_REVIEW)).toBeVisible();
    await expect(getToken()).toBeNull();
    await expect(await findButton(messages.accessLink.toLogin)).toBeVisible();
  },
};
