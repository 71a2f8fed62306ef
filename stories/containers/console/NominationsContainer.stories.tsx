import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { NominationsContainer } from '../../../src/containers/console/NominationsContainer';
import { adminMessages } from '../../../src/domain/adminMessages';
import { awardsMessages } from '../../../src/domain/awardsMessages';
import { nominationsAdminMessages } from '../../../src/domain/nominationsAdminMessages';
import { createNominationsAdminHandlers, withHandlers } from '../../../src/mocks';
import { expectNoHorizontalOverflow } from '../../assertions';
import { AppAt, operatorSignedIn } from '../harness';
import { eventually, findButton, findDialog, findHeading, findText } from '../play';

const text = awardsMessages.groups;
const said = nominationsAdminMessages.done;

/** /admin/indicacoes against the mock operator API (a phase of its own per story). */
const meta = {
  title: 'Containers/Console/NominationsContainer',
  component: NominationsContainer,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: withHandlers(...createNominationsAdminHandlers()) },
  },
  beforeEach: operatorSignedIn,
  render: () => <AppAt path="/admin/indicacoes" />,
} satisfies Meta<typeof NominationsContainer>;

export default meta;

/** 05/11/2026, 12:00 in Brasília: after the demo phase closed. */
const PUBLISHED_AT = () => Date.parse('2026-11-05T15:00:00.000Z');
type Story = StoryObj<typeof meta>;

/** Closed: 'cantina da nona' joins 'Cantina da Nonna' (10 nominations), and it is said. */
export const Merge: Story = {
  play: async ({ userEvent }) => {
    await findHeading(text.title);
    const menu = screen.getByRole('navigation', { name: adminMessages.app.navLabel });
    await expect(
      within(menu).getByRole('link', { name: adminMessages.nav.nominations }),
    ).toHaveAttribute('aria-current', 'page');
    const restaurants = within(await screen.findByRole('region', { name: 'Restaurantes' }));
    await userEvent.click(
      restaurants.getByRole('checkbox', { name: text.select('Cantina da Nonna') }),
    );
    await userEvent.click(
      restaurants.getByRole('checkbox', { name: text.select('cantina da nona') }),
    );
    await userEvent.click(restaurants.getByRole('button', { name: text.merge }));
    await expect(await findText(said.merged('Cantina da Nonna'))).toBeVisible();
    await eventually(() =>
      expect(restaurants.getAllByRole('listitem')[0]).toHaveTextContent(text.count(10)),
    );
  },
};

/** Publicar a cédula asks first: the ballot becomes the edition's catalogue. */
export const Publish: Story = {
  parameters: {
    // The publication's time is the store's clock: a fixed one, or the picture changes by the minute.
    msw: { handlers: withHandlers(...createNominationsAdminHandlers({ now: PUBLISHED_AT })) },
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await findButton(text.publish));
    const dialog = within(await findDialog(text.publish));
    await expect(dialog.getByText(text.publishConfirm(16, 3))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: text.publishYes }));
    await expect(await findText(said.published(3, 16))).toBeVisible();
    await expect(await findText(text.published)).toBeVisible();
  },
};

/** Open: the window and Encerrar agora; the counts per company are sealed. */
export const Open: Story = {
  parameters: {
    msw: {
      handlers: withHandlers(
        ...createNominationsAdminHandlers({
          phase: 'open',
          opensAt: '2026-11-01T08:00:00-03:00',
          closesAt: '2026-11-30T18:00:00-03:00',
        }),
      ),
    },
  },
  play: async () => {
    await expect(await findText(text.sealed(87))).toBeVisible();
    await expect(await findButton(nominationsAdminMessages.window.closeNow)).toBeEnabled();
    await expect(screen.queryByRole('region', { name: 'Padarias' })).toBeNull();
  },
};

/** No phase yet: the window's form is the page. */
export const NoPhase: Story = {
  parameters: {
    msw: { handlers: withHandlers(...createNominationsAdminHandlers({ phase: 'none' })) },
  },
  play: async () => {
    await expect(await findText(nominationsAdminMessages.window.none)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: mobileGlobals,
  parameters: { msw: { handlers: withHandlers(...createNominationsAdminHandlers()) } },
  play: async ({ canvasElement }) => {
    await screen.findByRole('region', { name: 'Padarias' }, { timeout: 15_000 });
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
