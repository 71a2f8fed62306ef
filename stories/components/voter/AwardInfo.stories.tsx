import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { AwardInfo } from '../../../src/components/voter/AwardInfo';
import { expectNoHorizontalOverflow } from '../../assertions';

const meta = {
  title: 'Components/Voter/AwardInfo',
  component: AwardInfo,
  tags: ['autodocs'],
  args: {
    name: 'Prêmio Destaque Empresarial 2026',
    period: 'Votação de 01/12/2026, 08:00 a 15/12/2026, 18:00',
  },
} satisfies Meta<typeof AwardInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Prêmio Destaque Empresarial 2026' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Votação de 01/12/2026, 08:00 a 15/12/2026, 18:00'),
    ).toBeVisible();
  },
};

/** A name without dates: only the name. */
export const NameOnly: Story = {
  args: { period: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Votação/)).toBeNull();
  },
};

export const OnlyClosing: Story = {
  args: { period: 'Votação até 15/12/2026, 18:00' },
};

export const LongNameMobile: Story = {
  args: {
    name: 'Prêmio Associação Comercial, Industrial e Agropecuária de São Sebastião do Paraíso — Destaques do Comércio Local 2026',
  },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
