import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { ReminderContainer } from '../../../src/containers/console/ReminderContainer';
import { trustMessages } from '../../../src/domain/trustMessages';
import { trustHandlers, withHandlers } from '../../../src/mocks';
import { expectNoHorizontalOverflow } from '../../assertions';
import { AppAt, operatorSignedIn } from '../harness';
import { eventually, findAlert, findButton, findHeading, findText, findTextbox } from '../play';

/** /admin/lembretes inside the console layout, against the mock operator API. */
const meta = {
  title: 'Containers/Console/ReminderContainer',
  component: ReminderContainer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', msw: { handlers: withHandlers() } },
  beforeEach: operatorSignedIn,
  render: () => <AppAt path="/admin/lembretes" />,
} satisfies Meta<typeof ReminderContainer>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayUser = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const text = trustMessages.console;
const SUBJECT = 'Ainda dá tempo de votar';
const BODY = 'Olá, {nome}! Faltam seus votos em: {categorias}.';

/** Writes a reminder, previews it and presses Enviar: the confirmation it opens. */
async function previewAndSend(user: PlayUser, body: string): Promise<HTMLElement> {
  await user.type(await findTextbox(text.subject), SUBJECT);
  // userEvent reads { as a key descriptor: {{ types one brace.
  await user.type(await findTextbox(text.body), body.replaceAll('{', '{{'));
  await user.click(await findButton(text.preview));
  await expect(await findText(text.previewHeading(12))).toBeVisible();
  const send = await findButton(text.send);
  await eventually(() => expect(send).toBeEnabled());
  await user.click(send);
  return screen.findByRole('dialog', { name: text.confirmTitle });
}

/** The latest reminder's progress, read from the server: it survives a reload. */
export const Default: Story = {
  play: async () => {
    await expect(await findHeading(text.title)).toBeVisible();
    await expect(await findText(text.counts(0, 12, 0, 0))).toBeVisible();
    await expect(screen.getByRole('button', { name: text.send })).toBeDisabled();
  },
};

/** Nothing sent yet: no progress card, only the form. */
export const NothingSentYet: Story = {
  parameters: { msw: { handlers: withHandlers(trustHandlers.reminders.none) } },
  play: async () => {
    await expect(await findHeading(text.title)).toBeVisible();
    await expect(await findTextbox(text.subject)).toBeVisible();
    await expect(screen.queryByRole('heading', { name: text.progressHeading })).toBeNull();
  },
};

/**
 * Pré-visualizar, then Enviar, confirmed ("Enviar para 12 eleitores? O próximo lembrete só
 * poderá sair em 24 horas."): the reminder is queued, its progress starts at 0 %, and Enviar is
 * off, saying from when the next may go.
 */
export const PreviewThenSend: Story = {
  play: async ({ userEvent }) => {
    const dialog = await previewAndSend(userEvent, BODY);
    await expect(dialog).toHaveTextContent(text.confirmSend(12));
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmSendLabel }));
    await expect(await findText(text.counts(12, 0, 0, 0))).toBeVisible();
    await expect(await findText(/o próximo poderá sair a partir de/)).toBeVisible();
    // The page reads the progress again every 3 s while some wait: the screenshot is taken once
    // the mock's progress says all 12 left, so it never depends on when it is taken.
    await expect(await findText(text.counts(0, 12, 0, 0))).toBeVisible();
  },
};

/** Cancelar in the confirmation sends nothing. */
export const SendCancelled: Story = {
  play: async ({ userEvent }) => {
    const dialog = await previewAndSend(userEvent, 'Olá!');
    await userEvent.click(within(dialog).getByRole('button', { name: text.cancel }));
    await eventually(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing was sent: the progress is the earlier one, and Enviar is still there to press.
    await expect(await findText(text.counts(0, 12, 0, 0))).toBeVisible();
    await expect(screen.getByRole('button', { name: text.send })).toBeEnabled();
    await expect(screen.queryByText(/o próximo poderá sair a partir de/)).toBeNull();
  },
};

/** Changing the text after a preview asks for a new preview before Enviar. */
export const EditAfterPreview: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await findTextbox(text.subject), SUBJECT);
    await userEvent.type(await findTextbox(text.body), 'Olá!');
    await userEvent.click(await findButton(text.preview));
    await expect(await findText(text.previewHeading(12))).toBeVisible();
    await userEvent.type(await findTextbox(text.body), ' Vote.');
    await expect(screen.getByRole('button', { name: text.send })).toBeDisabled();
  },
};

/** An empty subject never reaches the API: the message is on the field, which gets focus. */
export const SubjectMissing: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await findTextbox(text.body), 'Olá!');
    await userEvent.click(await findButton(text.preview));
    const subject = await findTextbox(text.subject);
    await eventually(() =>
      expect(subject).toHaveAccessibleDescription(trustMessages.reminders.subjectInvalid),
    );
    await expect(subject).toHaveFocus();
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses (one reminder per 24 hours): its reason, in an alert. */
export const Refused: Story = {
  parameters: { msw: { handlers: withHandlers(trustHandlers.reminders.tooSoon) } },
  play: async ({ userEvent }) => {
    const dialog = await previewAndSend(userEvent, 'Olá!');
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmSendLabel }));
    await expect(await findAlert()).toHaveTextContent(trustMessages.reminders.tooSoon);
  },
};

/** At 360 px: the form and the progress fit, nothing scrolls sideways. */
export const Mobile360: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expect(await findText(text.counts(0, 12, 0, 0))).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
