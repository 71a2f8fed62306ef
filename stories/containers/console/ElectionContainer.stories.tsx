import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { ElectionContainer } from '../../../src/containers/console/ElectionContainer';
import { adminMessages } from '../../../src/domain/adminMessages';
import type { Election } from '../../../src/domain/election';
import { trustMessages } from '../../../src/domain/trustMessages';
import {
  ADMIN_ROUTES,
  adminHandlers,
  ELECTION_CLOSED,
  ELECTION_PUBLISHED,
  withHandlers,
} from '../../../src/mocks';
import { AppAt, operatorSignedIn } from '../harness';
import { eventually, findButton, findDialog, findHeading, findText, findTextbox } from '../play';

/** /admin/eleicao against the mock operator API. */
const meta = {
  title: 'Containers/Console/ElectionContainer',
  component: ElectionContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: operatorSignedIn,
  render: () => <AppAt path="/admin/eleicao" />,
} satisfies Meta<typeof ElectionContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

const { election: text } = adminMessages;

/** The election closed, then published once 'Publicar resultados' is confirmed (as the API). */
function closedUntilPublished() {
  let published = false;
  return [
    http.get(ADMIN_ROUTES.election, () =>
      HttpResponse.json<Election>(published ? ELECTION_PUBLISHED : ELECTION_CLOSED),
    ),
    http.post(ADMIN_ROUTES.publish, () => {
      published = true;
      return HttpResponse.json<Election>(ELECTION_PUBLISHED);
    }),
  ];
}

/** The dates arrive in São Paulo time; SALVAR saves them. */
export const Save: Story = {
  play: async ({ userEvent }) => {
    await findHeading(text.title);
    const closes = await findTextbox(text.closesAtLabel);
    await eventually(() => expect(closes).toHaveValue('10/12/2026 18:00'));
    await userEvent.clear(closes);
    await userEvent.type(closes, '111220261800');
    await expect(closes).toHaveValue('11/12/2026 18:00');
    await userEvent.click(screen.getByRole('button', { name: text.save }));
    await expect(await findText(text.saved)).toBeVisible();
  },
};

/** closesAt before opensAt never reaches the API: the message is on the field, with focus. */
export const ClosesBeforeOpens: Story = {
  play: async ({ userEvent }) => {
    const closes = await findTextbox(text.closesAtLabel);
    await eventually(() => expect(closes).toHaveValue('10/12/2026 18:00'));
    await userEvent.clear(closes);
    await userEvent.type(closes, '011120261800{Enter}');
    await eventually(() => expect(closes).toHaveAccessibleDescription(text.form.closesBeforeOpens));
    await expect(closes).toHaveFocus();
  },
};

export const Publish: Story = {
  parameters: {
    msw: { handlers: withHandlers(adminHandlers.election.closed, adminHandlers.publish.success) },
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await findButton(text.publish));
    await findDialog();
    await userEvent.click(screen.getByRole('button', { name: text.publishConfirmLabel }));
    await expect(await findText(text.publishedDone)).toBeVisible();
  },
};

/**
 * At 360 px (issue 40 §8): 'Resultados publicados.' is said in the publication's section, under
 * its button, and nothing floats over 'Ver a página pública de resultados'.
 */
export const PublishMobile: Story = {
  ...Publish,
  parameters: { msw: { handlers: withHandlers(...closedUntilPublished()) } },
  globals: mobileGlobals,
  play: async (context) => {
    await Publish.play?.(context);
    const done = await findText(text.publishedDone);
    const link = await screen.findByRole('link', { name: text.publicLink });
    const section = done.closest('.MuiPaper-outlined');
    await expect(section).toContainElement(link);
    await expect(document.querySelector('.MuiSnackbar-root')).toBeNull();
    const box = link.getBoundingClientRect();
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(link.contains(onTop)).toBe(true);
  },
};

/** The server refuses (409 while open): its message is shown. */
export const PublishRefused: Story = {
  parameters: {
    msw: { handlers: withHandlers(adminHandlers.election.closed, adminHandlers.publish.notClosed) },
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await findButton(text.publish));
    await findDialog();
    await userEvent.click(screen.getByRole('button', { name: text.publishConfirmLabel }));
    await expect(await findText('A votação ainda não foi encerrada.')).toBeVisible();
  },
};

/**
 * 'Encerrar agora': a confirmation naming the consequence, then the window is closed at the
 * server's clock; the status says 'Encerrada' and 'Publicar resultados' is available, its help
 * no longer speaking of a closing to come.
 */
export const CloseNow: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await findButton(text.closeNow));
    const dialog = await findDialog(text.closeNowConfirmTitle);
    await expect(dialog).toHaveAccessibleDescription(text.closeNowConfirm);
    // The least destructive answer has the focus.
    await eventually(() =>
      expect(screen.getByRole('button', { name: adminMessages.catalog.cancel })).toHaveFocus(),
    );
    await userEvent.click(screen.getByRole('button', { name: text.closeNowConfirmLabel }));
    await expect(await findText(text.closedNow)).toBeVisible();
    await eventually(() =>
      expect(screen.getByRole('group', { name: text.status })).toHaveTextContent(
        text.statusLabel.closed,
      ),
    );
    const publish = await findButton(text.publish);
    await expect(publish).toBeEnabled();
    await expect(publish).toHaveAccessibleDescription(text.publishReady);
    await expect(screen.getByRole('button', { name: text.openNow })).toBeVisible();
  },
};

/** 'Abrir agora' on a closed window: confirmed, the status says 'Aberta'. */
export const OpenNow: Story = {
  parameters: { msw: { handlers: withHandlers(adminHandlers.election.closed) } },
  play: async ({ userEvent }) => {
    await userEvent.click(await findButton(text.openNow));
    const dialog = await findDialog(text.openNowConfirmTitle);
    await expect(dialog).toHaveAccessibleDescription(text.openNowConfirm);
    await userEvent.click(screen.getByRole('button', { name: text.openNowConfirmLabel }));
    await expect(await findText(text.openedNow)).toBeVisible();
    await expect(await findButton(text.closeNow)).toBeVisible();
  },
};

/** Cancelar in the confirmation changes nothing. */
export const CloseNowCancelled: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await findButton(text.closeNow));
    await findDialog(text.closeNowConfirmTitle);
    await userEvent.click(screen.getByRole('button', { name: adminMessages.catalog.cancel }));
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('group', { name: text.status })).toHaveTextContent(
      text.statusLabel.open,
    );
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: withHandlers(adminHandlers.election.serverError) } },
  play: async () => {
    await expect(await findText(adminMessages.app.loadFailed)).toBeVisible();
  },
};

/**
 * Issue 36: 'Retirar a publicação' asks for a category and a reason, naming the consequences,
 * then withdraws; the screen says so and SALVAR is available again.
 */
export const Withdraw: Story = {
  parameters: { msw: { handlers: withHandlers(adminHandlers.election.published) } },
  play: async ({ userEvent }) => {
    await userEvent.click(await findButton(text.withdraw));
    const dialog = await findDialog(text.withdrawTitle);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tipo de motivo/ }));
    await userEvent.click(
      await screen.findByRole('option', {
        name: trustMessages.publication.categories['voter-correction'],
      }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motivo/ }),
      'Eleitores cadastrados em série',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: text.withdrawConfirmLabel }));
    await expect(await findText(text.withdrawn)).toBeVisible();
    await eventually(() => expect(screen.getByRole('button', { name: text.save })).toBeEnabled());
  },
};

/**
 * Issue 36: 'Abrir agora' after the results were read: the server asks for a reason (422), the
 * screen asks the operator, then sends it again with the reason.
 */
export const OpenNowNeedsReason: Story = {
  parameters: {
    msw: {
      handlers: withHandlers(adminHandlers.election.closed, adminHandlers.now.reasonRequired),
    },
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await findButton(text.openNow));
    await findDialog(text.openNowConfirmTitle);
    await userEvent.click(screen.getByRole('button', { name: text.openNowConfirmLabel }));
    const dialog = await findDialog(text.reopenTitle);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Motivo da reabertura/ }),
      'Urna da feira chegou atrasada',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: text.reopenConfirmLabel }));
    await expect(await findText(text.openedNow)).toBeVisible();
  },
};
