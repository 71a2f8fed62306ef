import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { SearchField, type SearchFieldProps } from '../../../src/components/primitives/SearchField';
import { messages } from '../../../src/domain/messages';

function StatefulSearchField(props: SearchFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Primitives/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: { label: messages.profile.searchLabel, value: '', onChange: fn() },
  render: (args) => <StatefulSearchField {...args} />,
  decorators: [
    (Story) => (
      <Stack sx={{ maxWidth: 560 }}>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: messages.profile.searchLabel });
    await expect(canvas.queryByRole('button', { name: messages.app.clearSearch })).toBeNull();
    await userEvent.type(input, 'padaria');
    await expect(args.onChange).toHaveBeenLastCalledWith('padaria');
    await expect(canvas.getByRole('button', { name: messages.app.clearSearch })).toBeVisible();
  },
};

export const WithTextAndClear: Story = {
  args: { value: 'Farmácia', label: messages.companies.searchLabel },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: messages.companies.searchLabel });
    await expect(input).toHaveValue('Farmácia');
    await userEvent.click(canvas.getByRole('button', { name: messages.app.clearSearch }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
  },
};

export const EscapeClears: Story = {
  args: { value: 'mercado' },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: messages.profile.searchLabel });
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const LongText: Story = {
  args: {
    value:
      'Distribuidora de Materiais de Construção São Sebastião Ltda. e outras empresas da região',
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  args: { value: 'pizza' },
};
