import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import {
  DateTimeField,
  type DateTimeFieldProps,
} from '../../../src/components/console/DateTimeField';
import { adminMessages } from '../../../src/domain/adminMessages';
import { expectNoHorizontalOverflow } from '../../assertions';
import { useStoryBinding } from '../../StatefulBinding';

const text = adminMessages.election;

/** Holds what is typed, as the container's Formik does. */
function StatefulDateTimeField(props: DateTimeFieldProps) {
  return <DateTimeField {...props} field={useStoryBinding(props.field)} />;
}

const meta = {
  title: 'Components/Console/DateTimeField',
  component: DateTimeField,
  tags: ['autodocs'],
  args: {
    label: text.opensAtLabel,
    hint: text.dateHint,
    field: { name: 'opensAt', value: '', onChange: fn() },
  },
  render: (args) => <StatefulDateTimeField {...args} />,
  decorators: [
    (Story) => (
      <Stack sx={{ maxWidth: 420, pt: 1 }}>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof DateTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: a numeric keyboard, the form of a date in the focused field, the hint under it. */
export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: text.opensAtLabel });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('placeholder', text.form.datePlaceholder);
    await expect(input).toHaveAccessibleDescription(text.dateHint);
    await expect(input).not.toBeRequired();
    await userEvent.type(input, '01/12/2026 08:00');
    await expect(input).toHaveValue('01/12/2026 08:00');
    await expect(args.field.onChange).toHaveBeenLastCalledWith('01/12/2026 08:00');
  },
};

/** Required (the nominations' window): the asterisk on the label, `required` on the input. */
export const Required: Story = {
  args: {
    required: true,
    field: { name: 'closesAt', value: '31/12/2026 18:00', onChange: fn() },
    label: text.closesAtLabel,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: text.closesAtLabel });
    await expect(input).toBeRequired();
    await expect(input).toHaveValue('31/12/2026 18:00');
  },
};

/** A date the container refused: said under the field instead of the hint. */
export const Invalid: Story = {
  args: {
    field: {
      name: 'opensAt',
      value: '31/02/2026 08:00',
      onChange: fn(),
      error: text.form.invalidDate,
    },
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: text.opensAtLabel });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(text.form.invalidDate);
    await expect(canvas.queryByText(text.dateHint)).toBeNull();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  args: Invalid.args,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
