import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { FormField, type FormFieldProps } from '../../../src/components/primitives/FormField';
import { messages } from '../../../src/domain/messages';
import { useStoryBinding } from '../../StatefulBinding';

/** Holds the value like a container would, and still reports every change to the story's spy. */
function StatefulFormField(props: FormFieldProps) {
  return <FormField {...props} field={useStoryBinding(props.field)} />;
}

const meta = {
  title: 'Components/Primitives/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: {
    label: messages.register.nomeLabel,
    autoComplete: 'name',
    field: { name: 'nome', value: '', onChange: fn(), onBlur: fn() },
    onEnter: fn(),
  },
  render: (args) => <StatefulFormField {...args} />,
  decorators: [
    (Story) => (
      <Stack sx={{ maxWidth: 420 }}>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: messages.register.nomeLabel });
    await expect(input).toHaveAttribute('id', 'field-nome');
    await expect(input).toHaveAttribute('name', 'nome');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'Maria da Silva');
    await expect(input).toHaveValue('Maria da Silva');
    await expect(args.field.onChange).toHaveBeenLastCalledWith('Maria da Silva');
    await userEvent.tab();
    await expect(args.field.onBlur).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { field: { name: 'nome', value: 'Maria da Silva', onChange: fn(), onBlur: fn() } },
};

export const WithError: Story = {
  args: {
    field: {
      name: 'nome',
      value: 'Ma',
      onChange: fn(),
      onBlur: fn(),
      error: messages.validation.nome,
    },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: messages.register.nomeLabel });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(messages.validation.nome);
    const helper = canvas.getByText(messages.validation.nome);
    await expect(helper).toHaveAttribute('id', 'field-nome-helper');
    await expect(input).toHaveAttribute('aria-describedby', 'field-nome-helper');
  },
};

/** Enter submits the form (the container's onSubmit) without a native form submission. */
export const EnterSubmits: Story = {
  args: {
    label: messages.register.emailLabel,
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    field: { name: 'email', value: '', onChange: fn(), onBlur: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: messages.register.emailLabel });
    await userEvent.type(input, 'maria@example.com{Enter}');
    await expect(args.onEnter).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('maria@example.com');
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    field: { name: 'nome', value: 'Maria da Silva', onChange: fn(), onBlur: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: messages.register.nomeLabel })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    field: {
      name: 'nome',
      value:
        'Maria Aparecida dos Santos Oliveira Albuquerque de Vasconcelos e Silva Cavalcanti Nogueira',
      onChange: fn(),
      onBlur: fn(),
      error:
        'Nome inválido. Esta é uma mensagem de erro longa para verificar que o texto de ajuda quebra a linha sem sair do campo.',
    },
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  args: {
    field: {
      name: 'nome',
      value: '',
      onChange: fn(),
      onBlur: fn(),
      error: messages.validation.nome,
    },
  },
  play: async ({ canvasElement }) => {
    // Proves the mobile360 viewport reaches the Vitest run (elsewhere the frame is sized by the
    // Storybook UI or by tests/visual, after the first render).
    if (import.meta.env.MODE === 'test') {
      await expect(canvasElement.ownerDocument.defaultView?.innerWidth).toBe(360);
    }
  },
};
