import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { NominationsContainer } from '../../../src/containers/voter/NominationsContainer';
import { awardsMessages } from '../../../src/domain/awardsMessages';
import { messages } from '../../../src/domain/messages';
import {
  DEMO_NOMINATIONS,
  NOMINATIONS_REFUSALS,
  NOMINATIONS_ROUTES,
  nominationsHandlers,
  withHandlers,
} from '../../../src/mocks';
import { expectNoHorizontalOverflow } from '../../assertions';
import { AppAt, signedIn } from '../harness';
import { eventually, findButton, findHeading, findText } from '../play';

const text = awardsMessages.nominate;
const { list, send } = nominationsHandlers;
const WINDOW = text.window('01/02/2027, 08:00', '28/02/2027, 18:00 (horário de Brasília)');

const field = (name: string) => screen.findByRole('combobox', { name }, { timeout: 15_000 });

/**
 * /indicacoes (protected, the voting's sign-in; issue 41 §3): GET /api/nominations started by the
 * route's loader; ENVIAR INDICAÇÕES posts every filled field at once.
 */
const meta = {
  title: 'Containers/Voter/NominationsContainer',
  component: NominationsContainer,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: withHandlers(list.open, send.success) },
  },
  beforeEach: signedIn,
  render: () => <AppAt path="/indicacoes" />,
} satisfies Meta<typeof NominationsContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phase is open: the window, one field per category, the way back to /perfil. */
export const Open: Story = {
  play: async () => {
    await expect(await findHeading(text.title)).toBeVisible();
    await expect(await findText(WINDOW)).toBeVisible();
    await expect(await field('Restaurantes')).toBeEnabled();
    await expect(screen.getByRole('combobox', { name: 'Academias' })).toBeEnabled();
    await expect(screen.getByRole('link', { name: messages.app.back })).toHaveAttribute(
      'href',
      '/perfil',
    );
    await expect(document.title).toBe(messages.titles.page(messages.titles.nominations));
  },
};

/**
 * A suggestion picked and a name typed, ENVIAR: both stored, each category now shows the
 * voter's nomination, and the result is announced.
 */
export const Sent: Story = {
  play: async ({ userEvent }) => {
    const pharmacies = await field('Farmácias');
    await userEvent.type(pharmacies, 'farm');
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Farmácia Central' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Restaurantes' }), 'Cantina Nova');
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await expect(await findText(text.sent)).toBeVisible();
    await expect(screen.getByText(text.yours('Farmácia Central'))).toBeVisible();
    await expect(screen.getByText(text.yours('Cantina Nova'))).toBeVisible();
    await expect(screen.queryByRole('combobox', { name: 'Farmácias' })).toBeNull();
  },
};

/** Already nominated in Farmácias: that category shows it; the others are open. */
export const PartlyNominated: Story = {
  parameters: { msw: { handlers: withHandlers(list.partly, send.success) } },
  play: async () => {
    await expect(await findText(text.yours('Farmácia Central'))).toBeVisible();
    await expect(screen.queryByRole('combobox', { name: 'Farmácias' })).toBeNull();
  },
};

export const NothingWritten: Story = {
  play: async ({ userEvent }) => {
    await field('Restaurantes');
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await expect(await findText(text.nothingToSend)).toBeVisible();
  },
};

/** A name the rule refuses (an invisible soft hyphen inside): said under it, focused, not sent. */
export const InvalidName: Story = {
  play: async ({ userEvent }) => {
    const restaurants = await field('Restaurantes');
    await userEvent.type(restaurants, 'Can\u00adtina');
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await eventually(() => expect(restaurants).toHaveAttribute('aria-invalid', 'true'));
    await expect(restaurants).toHaveAccessibleDescription(text.invalidName);
    await expect(restaurants).toHaveFocus();
    await expect(screen.queryByText(text.sent)).toBeNull();
  },
};

/** The server refuses the batch (422): its words, and what was written stays. */
export const RefusedByServer: Story = {
  parameters: { msw: { handlers: withHandlers(list.open, send.invalid) } },
  play: async ({ userEvent }) => {
    await userEvent.type(await field('Academias'), 'Academia Nova');
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await expect(await findText(NOMINATIONS_REFUSALS.textInvalid)).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Academias' })).toHaveValue('Academia Nova');
  },
};

/** No answer from the server: the general text; nothing is lost. */
export const SendFailed: Story = {
  parameters: { msw: { handlers: withHandlers(list.open, send.serverError) } },
  play: async ({ userEvent }) => {
    await userEvent.type(await field('Academias'), 'Academia Nova');
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await expect(await findText(text.failed)).toBeVisible();
  },
};

let reads = 0;
/** GET /nominations: open the first time, closed afterwards (the window closed meanwhile). */
const closesAfterFirstRead = http.get(NOMINATIONS_ROUTES.nominations, () =>
  HttpResponse.json(reads++ === 0 ? DEMO_NOMINATIONS : { ...DEMO_NOMINATIONS, phase: 'closed' }),
);

/** The window closed while the voter wrote (403): the page reads the phase again and says so. */
export const ClosedWhileWriting: Story = {
  parameters: { msw: { handlers: withHandlers(closesAfterFirstRead, send.closed) } },
  beforeEach: () => {
    reads = 0;
  },
  play: async ({ userEvent }) => {
    await userEvent.type(await field('Academias'), 'Academia Nova');
    await userEvent.click(screen.getByRole('button', { name: text.submit }));
    await expect(await findText(text.closed)).toBeVisible();
    await expect(screen.queryByRole('combobox')).toBeNull();
  },
};

export const NotYetOpen: Story = {
  parameters: { msw: { handlers: withHandlers(list.notYet) } },
  play: async () => {
    await expect(
      await findText(text.notYet('01/02/2027, 08:00 (horário de Brasília)')),
    ).toBeVisible();
    await expect(screen.queryByRole('combobox')).toBeNull();
  },
};

export const Closed: Story = {
  parameters: { msw: { handlers: withHandlers(list.closed) } },
  play: async () => {
    await expect(await findText(text.closed)).toBeVisible();
  },
};

/** The edition has no nominations phase. */
export const NoPhase: Story = {
  parameters: { msw: { handlers: withHandlers(list.none) } },
  play: async () => {
    await expect(await findText(text.none)).toBeVisible();
  },
};

/** GET /api/nominations failed: said, and 'Tentar novamente' reads it again. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: withHandlers(list.serverError) } },
  play: async () => {
    await expect(await findText(text.loadFailed)).toBeVisible();
    await expect(await findButton(messages.app.retry)).toBeEnabled();
  },
};

/** At 360 px with suggestions open: the list fits, nothing goes sideways. */
export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.type(await field('Farmácias'), 'dro');
    await expect(await screen.findByRole('option', { name: 'Drogaria Bem Estar' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
