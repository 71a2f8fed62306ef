import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import {
  CompaniesView,
  type CompaniesViewProps,
} from '../../../src/components/views/voter/CompaniesView';
import { messages } from '../../../src/domain/messages';
import { filterCompanies } from '../../../src/domain/search';
import { ELECTION_CLOSED } from '../../../src/mocks';
import { expectNoHorizontalOverflow, expectOnePage } from '../../assertions';
import {
  LONG_CATEGORY_NAME,
  longNameCompany,
  manyCompanies,
  openCategory,
  sampleCompanies,
} from '../../fixtures';

/** Filters like the container does, so the search box works in the story. */
function StatefulCompaniesView(props: CompaniesViewProps) {
  const [search, setSearch] = useState(props.search);
  return (
    <CompaniesView
      {...props}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        props.onSearchChange(value);
      }}
      companies={props.companies && filterCompanies(props.companies, search)}
    />
  );
}

const first = sampleCompanies[0] ?? { id: 101, name: 'Supermercado Bom Preço' };
const second = sampleCompanies[1] ?? { id: 102, name: 'Mercado São João' };

const meta = {
  title: 'Views/Voter/CompaniesView',
  component: CompaniesView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    categoryName: openCategory.name,
    search: '',
    onSearchChange: fn(),
    companies: sampleCompanies,
    votedCompanyId: null,
    hasVoted: false,
    onVote: fn(),
    onBack: fn(),
  },
  render: (args) => <StatefulCompaniesView {...args} />,
} satisfies Meta<typeof CompaniesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expectOnePage(canvasElement, 'Supermercado');
    await expect(canvas.getByText('Escolha a empresa que você deseja votar.')).toBeVisible();
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(sampleCompanies.length);
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'VOTAR' }));
    await expect(args.onVote).toHaveBeenCalledWith(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Already voted for the second company: it reads 'Você já votou.', every VOTAR is off. */
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

export const Search: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Pesquisar empresas' }), 'sao joao');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('sao joao');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText(second.name)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { companies: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma empresa encontrada.')).toBeVisible();
  },
};

/** Opened without a category (e.g. a reload): 'Desconhecida' and no companies. */
export const UnknownCategory: Story = {
  args: { categoryName: messages.app.unknownCategory, companies: [] },
  play: async ({ canvas, canvasElement }) => {
    await expectOnePage(canvasElement, 'Desconhecida');
    await expect(canvas.getByText('Nenhuma empresa encontrada.')).toBeVisible();
  },
};

/**
 * The prerendered frame (decision 142): the same HTML for everyone, so no category yet. The title's
 * line is kept empty (no h1) and no list is shown, not even 'Nenhuma empresa encontrada.': until
 * the app has checked the session, 'Verificando autenticação...' stands where the list goes.
 */
export const PrerenderedFrameMobile: Story = {
  args: { categoryName: null, companies: null, checkingSession: true },
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.app.checkingAuth);
    await expect(canvas.getByText(messages.companies.instructions)).toBeVisible();
    await expect(
      canvas.getByRole('searchbox', { name: messages.companies.searchLabel }),
    ).toBeVisible();
    await expect(canvas.queryByText(messages.companies.empty)).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Many: Story = {
  args: { companies: manyCompanies },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(40);
  },
};

export const LongNames: Story = {
  args: {
    categoryName: LONG_CATEGORY_NAME,
    companies: [longNameCompany, ...sampleCompanies],
  },
  play: async ({ canvas, canvasElement }) => {
    await expectOnePage(canvasElement, LONG_CATEGORY_NAME);
    await expect(canvas.getByText(longNameCompany.name)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const DefaultMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectOnePage(canvasElement, 'Supermercado');
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const VotedMobile: Story = {
  ...Voted,
  globals: mobileGlobals,
};

export const LongNamesMobile: Story = {
  args: {
    categoryName: LONG_CATEGORY_NAME,
    companies: [longNameCompany, ...sampleCompanies],
    votedCompanyId: longNameCompany.id,
    hasVoted: true,
  },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const EmptyMobile: Story = {
  ...Empty,
  globals: mobileGlobals,
};

/** The voting window has closed: the notice, and every VOTAR disabled. */
export const VotingClosed: Story = {
  args: { election: ELECTION_CLOSED },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.election.closedTitle)).toBeVisible();
    for (const button of canvas.getAllByRole('button', { name: messages.companies.vote })) {
      await expect(button).toBeDisabled();
    }
  },
};

export const VotingClosedMobile: Story = {
  ...VotingClosed,
  globals: mobileGlobals,
};
