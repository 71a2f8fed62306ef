import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import {
  NominationsView,
  type NominationsViewProps,
} from '../../../src/components/views/voter/NominationsView';
import { awardsMessages } from '../../../src/domain/awardsMessages';
import { expectNoHorizontalOverflow, expectOnePage } from '../../assertions';
import { MEMBERS, NOMINATION_CATEGORIES } from '../../awardsFixtures';

const text = awardsMessages.nominate;

/** The story owns the fields' values, as the container will. */
function StatefulNominationsView(props: NominationsViewProps) {
  const [values, setValues] = useState(props.values);
  return (
    <NominationsView
      {...props}
      values={values}
      onChange={(id, value) => {
        setValues((now) => ({ ...now, [id]: value }));
        props.onChange(id, value);
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
    members: MEMBERS,
    onSubmit: fn(),
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
