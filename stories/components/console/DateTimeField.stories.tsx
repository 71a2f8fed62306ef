import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { DateTimeField } from '../../../src/components/console/DateTimeField';
import { adminMessages } from '../../../src/domain/adminMessages';
import { expectNoHorizontalOverflow } from '../../assertions';
import { useStoryBinding } from '../../StatefulBinding';

const text = adminMessages.election;
const typed = '01/12/2026 08:00';
/** A date that does not exist, as the container refuses it. */
const refused = { name: 'opensAt', value: '31/02/2026 08:00', error: text.form.invalidDate };

const meta = {
  title: 'Components/Console/DateTimeField',
  component: DateTimeField,
  tags: ['autodocs'],
  args: {
    label: text.opensAtLabel,
    hint: text.dateHint,
    field: { name: 'opensAt', value: '', onChange: fn() },
    sx: { maxWidth: 420, mt: 1 },
  },
  // The field holds what is typed, as the container's Formik does.
  render: function Stateful(args) {
    return <DateTimeField {...args} field={useStoryBinding(args.field)} />;
  },
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
    await userEvent.type(input, typed);
    await expect(input).toHaveValue(typed);
    await expect(args.field.onChange).toHaveBeenLastCalledWith(typed);
  },
};

/** Required (the nominations' window): the asterisk on the label, `required` on the input. */
export const Required: Story = {
  args: { required: true, field: { name: 'opensAt', value: typed, onChange: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: text.opensAtLabel })).toBeRequired();
  },
};

/** A date the container refused: said under the field instead of the hint. */
export const Invalid: Story = {
  args: { field: { ...refused, onChange: fn() } },
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
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement, true),
};
