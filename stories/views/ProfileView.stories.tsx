import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { mobileGlobals } from '../../.storybook/viewports';
import { ProfileView, type ProfileViewProps } from '../../src/components/views/ProfileView';
import { messages } from '../../src/domain/messages';
import { filterCategories } from '../../src/domain/search';
import { expectNoHorizontalOverflow, expectOnePage } from '../assertions';
import { manyCategories, openCategory, sampleCategories } from '../fixtures';

/** Filters like the container does, so the search box works in the story. */
function StatefulProfileView(props: ProfileViewProps) {
  const [search, setSearch] = useState(props.search);
  return (
    <ProfileView
      {...props}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        props.onSearchChange(value);
      }}
      categories={filterCategories(props.categories, search)}
    />
  );
}

const meta = {
  title: 'Views/ProfileView',
  component: ProfileView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    firstName: 'Maria',
    search: '',
    onSearchChange: fn(),
    categories: sampleCategories,
    onVote: fn(),
  },
  render: (args) => <StatefulProfileView {...args} />,
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expectOnePage(canvasElement, 'Olá, Maria.');
    await expect(
      canvas.getByText('Fique atento, só é possível votar uma vez por categoria.'),
    ).toBeVisible();
    // The app bar carries the association's logo.
    await expect(canvas.getByRole('img', { name: messages.landing.logoAlt })).toBeVisible();

    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(sampleCategories.length);
    await userEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Votar' }));
    await expect(args.onVote).toHaveBeenCalledWith(openCategory);

    const voted = within(cards[1] as HTMLElement).getByRole('button', { name: 'Você já votou' });
    await expect(voted).toBeDisabled();
  },
};

/** Searching matches category names and company names (accent- and case-insensitive). */
export const Search: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'Pesquisar categorias ou empresas' });
    await userEvent.type(search, 'drogaria');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('drogaria');
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(1);
    await expect(within(cards[0] as HTMLElement).getByRole('heading')).toHaveTextContent(
      'Farmácia',
    );
  },
};

/** Nothing loaded yet (or nothing matches): '. . .'. */
export const Empty: Story = {
  args: { categories: [] },
  play: async ({ canvas, canvasElement }) => {
    await expectOnePage(canvasElement, 'Olá, Maria.');
    await expect(canvas.getByText('. . .')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { search: 'xyz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('. . .')).toBeVisible();
  },
};

export const Many: Story = {
  args: { categories: manyCategories },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(24);
  },
};

/** Scrolled down a long list: the scroll-to-top button is shown. */
export const ManyScrolled: Story = {
  args: { categories: manyCategories },
  play: async ({ canvas }) => {
    window.scrollTo({ top: document.documentElement.scrollHeight });
    const button = await canvas.findByRole('button', { name: 'Voltar ao topo' });
    await expect(button).toBeVisible();
  },
};

export const LongFirstName: Story = {
  args: { firstName: 'Maria-Aparecida' },
  play: async ({ canvasElement }) => {
    await expectOnePage(canvasElement, 'Olá, Maria-Aparecida.');
  },
};

export const DefaultMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectOnePage(canvasElement, 'Olá, Maria.');
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const ManyMobile: Story = {
  args: { categories: manyCategories },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const EmptyMobile: Story = {
  ...Empty,
  globals: mobileGlobals,
};
