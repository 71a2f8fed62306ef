import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { StatCard } from '../../../src/components/console/StatCard';
import { expectNoHorizontalOverflow } from '../../assertions';

const meta = {
  title: 'Components/Console/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: { label: 'Eleitores cadastrados', value: '1.280' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Eleitores cadastrados' })).toHaveTextContent(
      '1.280',
    );
  },
};

export const WithDetail: Story = { args: { detail: 'de 1.280 cadastrados' } };

export const LongValue: Story = {
  args: { label: 'Votos computados em todas as categorias do prêmio', value: '1.234.567.890' },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
