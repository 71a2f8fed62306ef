import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import {
  NominationsView,
  type NominationsViewProps,
} from '../../../src/components/views/voter/NominationsView';
import { awardsMessages } from '../../../src/domain/awardsMessages';
import { messages } from '../../../src/domain/messages';
import { expectNoHorizontalOverflow, expectOnePage } from '../../assertions';
import { MEMBERS, NOMINATION_CATEGORIES } from '../../awardsFixtures';

const text = awardsMessages.nominate;

/** The story owns the fields' values and the fields opened again, as the container does. */
function StatefulNominationsView(props: NominationsViewProps) {
  const [values, setValues] = useState(props.values);
  const [changing, setChanging] = useState(props.changing ?? []);
  return (
    <NominationsView
      {...props}
      values={values}
      changing={changing}
      onChange={(id, value) => {
        setValues((now) => ({ ...now, [id]: value }));
        props.onChange(id, value);
      }}
      onChangeNomination={(id) => {
        const current = props.categories.find((c) => c.id === id)?.nominated ?? '';
        setValues((now) => ({ ...now, [id]: current }));
        setChanging((now) => [...now, id]);
        props.onChangeNomination?.(id);
      }}
    />
  );
}

const meta = {
  title: 'Views/Voter/NominationsView',
  component: NominationsView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    phase: 'open',
    windowLabel: 'Indicações de 01/02/2027 a 28/02/2027.',
    categories: NOMINATION_CATEGORIES,
    values: {},
    onChange: fn(),
    onChangeNomination: fn(),
    members: MEMBERS,
    onSubmit: fn(),
    backHref: '/perfil',
  },
  render: (args) => <StatefulNominationsView {...args} />,
} satisfies Meta<typeof NominationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One field per category named by it; typing two letters suggests members (accents ignored),
 * picking one fills the field, a name not on the list is kept as typed; a category already
 * nominated shows the nomination; ENVIAR INDICAÇÕES submits.
 */
export const Open: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expectOnePage(canvasElement, text.title);
    const bakery = canvas.getByRole('combobox', { name: 'Padarias e Confeitarias' });
    await userEvent.type(bakery, 'padaria do ze');
    const listbox = within(canvasElement.ownerDocument.body).getByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Padaria do Zé Ltda.' }));
    await expect(bakery).toHaveValue('Padaria do Zé Ltda.');
    await expect(args.onChange).toHaveBeenLastCalledWith(1, 'Padaria do Zé Ltda.');
    const pharmacy = canvas.getByRole('combobox', { name: 'Farmácias' });
    await userEvent.type(pharmacy, 'Farmácia da Esquina');
    await expect(pharmacy).toHaveValue('Farmácia da Esquina');
    await expect(canvas.queryByRole('combobox', { name: 'Óticas' })).toBeNull();
    await expect(canvas.getByText(text.yours('Ótica Visão'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.submit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Sending: the button spins and the fields wait. */
export const Sending: Story = {
  args: { submitting: true, values: { 1: 'Padaria do Zé' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.submit })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Farmácias' })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: {
    outcome: 'sent',
    categories: NOMINATION_CATEGORIES.map((c) => ({
      ...c,
      nominated: c.nominated ?? 'Padaria do Zé',
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.sent)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.submit })).toBeNull();
  },
};

/** 'Alterar' opens a sent nomination's field again, with the nomination in it and the focus. */
export const Changing: Story = {
  args: Sent.args,
  play: async ({ canvas, args, userEvent }) => {
    const change = canvas.getByRole('button', {
      name: text.changeLabel('Padarias e Confeitarias'),
    });
    await userEvent.click(change);
    await expect(args.onChangeNomination).toHaveBeenCalledTimes(1);
    const field = canvas.getByRole('combobox', { name: 'Padarias e Confeitarias' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('Padaria do Zé');
    await expect(canvas.getByRole('button', { name: text.submit })).toBeVisible();
  },
};

export const NothingWritten: Story = {
  args: { outcome: 'nothingToSend' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.nothingToSend)).toBeVisible();
  },
};

export const SendFailed: Story = {
  args: { outcome: 'failed', values: { 2: 'Drogaria Vida' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.failed)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Farmácias' })).toHaveValue('Drogaria Vida');
  },
};

/** No member list imported: free text only, no suggestions. */
export const WithoutMemberList: Story = {
  args: { members: [] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Farmácias' }), 'Farm');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('option')).toBeNull();
  },
};

export const NotYetOpen: Story = {
  args: { phase: 'notYet', opensAtLabel: '01/02/2027 às 08:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.notYet('01/02/2027 às 08:00'))).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const Closed: Story = {
  args: { phase: 'closed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.closed)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.submit })).toBeNull();
  },
};

/** At 360 px with suggestions open: the list fits the screen, nothing sideways. */
export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Farmácias' }), 'farm');
    const options = within(canvasElement.ownerDocument.body).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'Farmácia Central',
      'Farmácia Popular do Centro',
    ]);
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

/** The prerendered frame (the route's HydrateFallback): the title and the session check. */
export const CheckingSession: Story = {
  args: { status: 'checkingSession', categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(canvas.getByText(messages.app.checkingAuth)).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.loading)).toBeVisible();
    await expect(canvas.getByRole('link', { name: messages.app.back })).toHaveAttribute(
      'href',
      '/perfil',
    );
  },
};

/** GET /api/nominations failed: said, with 'Tentar novamente'. */
export const LoadFailed: Story = {
  args: { status: 'failed', categories: [], onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(text.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.app.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The edition has no nominations phase. */
export const NoPhase: Story = {
  args: { phase: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text.none);
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

/** A name the rule refuses: said under its field, which is marked invalid and takes the focus. */
export const InvalidName: Story = {
  args: { values: { 2: 'Far\u00admácia' }, errors: { 2: text.invalidName } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Farmácias' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text.invalidName);
    await expect(field).toHaveFocus();
  },
};

/** The server refused the batch and said why: its words replace the general failure text. */
export const RefusedByServer: Story = {
  args: {
    outcome: 'failed',
    values: { 1: 'Padaria do Zé' },
    failedMessage: 'Muitas tentativas. Tente novamente em 1 minuto.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Muitas tentativas. Tente novamente em 1 minuto.')).toBeVisible();
    await expect(canvas.queryByText(text.failed)).toBeNull();
  },
};

/** At 360 px, a field's problem wraps under it and nothing goes sideways. */
export const InvalidNameMobile: Story = {
  ...InvalidName,
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(text.invalidName)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
