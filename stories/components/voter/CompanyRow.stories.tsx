import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { CompanyRow } from '../../../src/components/voter/CompanyRow';
import { expectNoHorizontalOverflow } from '../../assertions';
import { longNameCompany, sampleCompanies } from '../../fixtures';

const company = sampleCompanies[0] ?? { id: 1, name: 'Supermercado Bom Preço' };

const meta = {
  title: 'Components/Voter/CompanyRow',
  component: CompanyRow,
  tags: ['autodocs'],
  args: { company, voted: false, disabled: false, onVote: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 720 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CompanyRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(company.name)).toBeVisible();
    const button = canvas.getByRole('button', { name: 'VOTAR' });
    await expect(button).toHaveAccessibleDescription(company.name);
    await userEvent.click(button);
    await expect(args.onVote).toHaveBeenCalledTimes(1);
    await expect(args.onVote).toHaveBeenCalledWith(company);
  },
};

export const Voted: Story = {
  args: { voted: true, disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Você já votou.' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'VOTAR' })).toBeNull();
    await expect(args.onVote).not.toHaveBeenCalled();
  },
};

/** The category already has a vote for another company: VOTAR stays visible but disabled. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'VOTAR' })).toBeDisabled();
  },
};

export const LongName: Story = {
  args: { company: longNameCompany },
  play: async ({ canvas, canvasElement }) => {
    await expect(longNameCompany.name).toHaveLength(60);
    await expect(canvas.getByText(longNameCompany.name)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const LongNameMobile: Story = {
  args: { company: longNameCompany },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(longNameCompany.name)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const VotedLongNameMobile: Story = {
  args: { company: longNameCompany, voted: true, disabled: true },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Você já votou.' })).toBeDisabled();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
