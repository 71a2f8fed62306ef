import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { MaskedField, type MaskedFieldProps } from '../../../src/components/primitives/MaskedField';
import { messages } from '../../../src/domain/messages';
import { useStoryBinding } from '../../StatefulBinding';

/** Holds the value like a container would, and still reports every change to the story's spy. */
function StatefulMaskedField(props: MaskedFieldProps) {
  return <MaskedField {...props} field={useStoryBinding(props.field)} />;
}

const meta = {
  title: 'Components/Primitives/MaskedField',
  component: MaskedField,
  tags: ['autodocs'],
  args: {
    mask: 'cpf',
    label: messages.login.cpfLabel,
    field: { name: 'cpf', value: '', onChange: fn(), onBlur: fn() },
    onEnter: fn(),
  },
  render: (args) => <StatefulMaskedField {...args} />,
  decorators: [
    (Story) => (
      <Stack sx={{ maxWidth: 420 }}>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof MaskedField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cpf: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: messages.login.cpfLabel });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('placeholder', '000.000.000-00');
    await userEvent.type(input, '52998224725');
    await expect(input).toHaveValue('529.982.247-25');
    // The binding receives the masked text.
    await expect(args.field.onChange).toHaveBeenLastCalledWith('529.982.247-25');
    // Extra digits are cut off.
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('529.982.247-25');
  },
};

/** Pasting a formatted, padded or partly non-numeric text ends up masked the same way. */
export const CpfPaste: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: messages.login.cpfLabel });
    await userEvent.click(input);
    await userEvent.paste(' 529.982.247-25 ');
    await expect(input).toHaveValue('529.982.247-25');
    await expect(args.field.onChange).toHaveBeenLastCalledWith('529.982.247-25');
  },
};

export const CpfEnterSubmits: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: messages.login.cpfLabel });
    await userEvent.type(input, '52998224725{Enter}');
    await expect(args.onEnter).toHaveBeenCalledTimes(1);
  },
};

export const CpfWithError: Story = {
  args: {
    field: {
      name: 'cpf',
      value: '111.111.111-11',
      onChange: fn(),
      onBlur: fn(),
      error: messages.validation.cpf,
    },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: messages.login.cpfLabel });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(messages.validation.cpf);
  },
};

export const Celular: Story = {
  args: {
    mask: 'celular',
    label: messages.register.celularLabel,
    field: { name: 'celular', value: '', onChange: fn(), onBlur: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: messages.register.celularLabel });
    await expect(input).toHaveAttribute('placeholder', '(00) 00000-0000');
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await userEvent.type(input, '11987654321');
    await expect(input).toHaveValue('(11) 98765-4321');
    await expect(args.field.onChange).toHaveBeenLastCalledWith('(11) 98765-4321');
  },
};

export const Code: Story = {
  args: {
    mask: 'code',
    label: messages.access.codeLabel,
    field: { name: 'code', value: '', onChange: fn(), onBlur: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: messages.access.codeLabel });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).toHaveAttribute('placeholder', '000000');
    await userEvent.type(input, 'ab12c3456789');
    await expect(input).toHaveValue('123456');
    await expect(args.field.onChange).toHaveBeenLastCalledWith('123456');
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnter).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    field: { name: 'cpf', value: '529.982.247-25', onChange: fn(), onBlur: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: messages.login.cpfLabel })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  args: {
    mask: 'celular',
    label: messages.register.celularLabel,
    field: {
      name: 'celular',
      value: '(11) 9876',
      onChange: fn(),
      onBlur: fn(),
      error: messages.validation.celular,
    },
  },
};
