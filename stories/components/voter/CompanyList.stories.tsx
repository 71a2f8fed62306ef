import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { CompanyList } from '../../../src/components/voter/CompanyList';
import { expectNoHorizontalOverflow } from '../../assertions';
import { longNameCompany, manyCompanies, sampleCompanies } from '../../fixtures';

const meta = {
  title: 'Components/Voter/CompanyList',
  component: CompanyList,
  tags: ['autodocs'],
  args: { companies: sampleCompanies, votedCompanyId: null, hasVoted: false, onVote: fn() },
} satisfies Meta<typeof CompanyList>;

export default meta;
type Story = StoryObj<typeof meta>;

const second = sampleCompanies[1] ?? { id: 2, name: 'Mercado São João' };

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(sampleCompanies.length);
    await expect(canvas.getAllByRole('button', { name: 'VOTAR' })).toHaveLength(
      sampleCompanies.length,
    );
    await userEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'VOTAR' }));
    await expect(args.onVote).toHaveBeenCalledWith(second);
  },
};

/** The voter chose the second company: its row reads 'Você já votou.', every other VOTAR is off. */
export const Voted: Story = {
  args: { votedCompanyId: second.id, hasVoted: true },
  play: async ({ canvas }) => {
    const voted = canvas.getByRole('button', { name: 'Você já votou.' });
    await expect(voted).toBeDisabled();
    await expect(voted).toHaveAccessibleDescription(second.name);
    for (const button of canvas.getAllByRole('button', { name: 'VOTAR' })) {
      await expect(button).toBeDisabled();
    }
  },
};

export const Empty: Story = {
  args: { companies: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma empresa encontrada.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Many: Story = {
  args: { companies: manyCompanies },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(40);
  },
};

export const LongName: Story = {
  args: { companies: [longNameCompany, ...sampleCompanies], votedCompanyId: longNameCompany.id },
};

export const DefaultMobile: Story = {
  args: { companies: [longNameCompany, ...sampleCompanies] },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const VotedMobile: Story = {
  ...Voted,
  globals: mobileGlobals,
};
