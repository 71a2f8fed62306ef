import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { VotesChart } from '../../../src/components/primitives/VotesChart';
import { expectNoHorizontalOverflow } from '../../assertions';
import { LONG_COMPANY_NAME } from '../../consoleFixtures';

const meta = {
  title: 'Components/Primitives/VotesChart',
  component: VotesChart,
  tags: ['autodocs'],
  args: {
    rows: [
      { key: 1, label: 'Sabor Mineiro', votes: 170, rank: '1º' },
      { key: 2, label: 'Cantina da Nonna', votes: 150, rank: '2º' },
      { key: 3, label: 'Sushi Kento', votes: 82, rank: '3º' },
    ],
    columns: { rank: 'Posição', label: 'Empresa', votes: 'Votos' },
    chartLabel: 'Gráfico de votos por empresa em Restaurantes',
    caption: 'Votos por empresa em Restaurantes',
    emptyText: 'Nenhum voto nesta categoria.',
  },
} satisfies Meta<typeof VotesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Gráfico de votos por empresa em Restaurantes' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Votos por empresa em Restaurantes' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('1ºSabor Mineiro170');
  },
};

export const Vertical: Story = {
  args: {
    layout: 'vertical',
    rows: [
      { key: 'a', label: '05/12, 08:00', votes: 96 },
      { key: 'b', label: '05/12, 09:00', votes: 188 },
      { key: 'c', label: '05/12, 10:00', votes: 305 },
    ],
    columns: { label: 'Hora', votes: 'Votos' },
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhum voto nesta categoria.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LongNamesMobile: Story = {
  args: {
    rows: [
      { key: 1, label: LONG_COMPANY_NAME, votes: 1_234_567, rank: '1º (empate)' },
      { key: 2, label: 'Bar', votes: 1_234_567, rank: '1º (empate)' },
    ],
  },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

/**
 * Long names (issue 27): beside the bars in two lines at most, cut with "…" past that; the full
 * name is the label's title (shown on hover) and is in the table. The bars are the brand's blue.
 */
export const LongNamesWrapped: Story = {
  args: {
    rows: [
      { key: 1, label: LONG_COMPANY_NAME, votes: 170, rank: '1º' },
      { key: 2, label: 'Padaria e Confeitaria Pão de Ouro', votes: 150, rank: '2º' },
      { key: 3, label: 'Bar', votes: 82, rank: '3º' },
    ],
  },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('img', { name: 'Gráfico de votos por empresa em Restaurantes' });
    await waitFor(() =>
      expect([...chart.querySelectorAll('g > title')].map((title) => title.textContent)).toEqual([
        LONG_COMPANY_NAME,
        'Padaria e Confeitaria Pão de Ouro',
        'Bar',
      ]),
    );
    // Each name's label is at most two lines.
    for (const title of chart.querySelectorAll('g > title')) {
      const lines = title.parentElement?.querySelectorAll('tspan') ?? [];
      await expect(lines.length).toBeGreaterThan(0);
      await expect(lines.length).toBeLessThanOrEqual(2);
    }
    const table = canvas.getByRole('table', { name: 'Votos por empresa em Restaurantes' });
    await expect(within(table).getByText(LONG_COMPANY_NAME)).toBeVisible();
    // Three bars in the brand's blue (palette.primary.main), not the library's default.
    const fills = [...chart.querySelectorAll('svg rect, svg path')].map(
      (element) => getComputedStyle(element).fill,
    );
    await expect(fills.filter((fill) => fill === 'rgb(11, 79, 140)')).toHaveLength(3);
  },
};

export const LongNamesWrappedMobile: Story = {
  ...LongNamesWrapped,
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

export const Many: Story = {
  args: {
    rows: Array.from({ length: 30 }, (_, i) => ({
      key: i,
      label: `Empresa ${i + 1}`,
      votes: 300 - i * 10,
      rank: `${i + 1}º`,
    })),
  },
};

/** Categories listed but no vote yet (the Painel before voting starts): whole-number ticks. */
export const NoVotesYet: Story = {
  args: {
    rows: [
      { key: 1, label: 'Academia', votes: 0 },
      { key: 2, label: 'Farmácia', votes: 0 },
      { key: 3, label: 'Restaurante', votes: 0 },
    ],
    columns: { label: 'Categoria', votes: 'Votos' },
  },
  play: async ({ canvasElement }) => {
    const ticks = [...canvasElement.querySelectorAll('.MuiChartsAxis-tickLabel')].map(
      (tick) => tick.textContent ?? '',
    );
    await expect(ticks).toContain('1');
    await expect(ticks.filter((tick) => /[.,]\d/.test(tick))).toEqual([]);
  },
};

/** Thousands in pt-BR on the axis as in the table ("1.000", not "1,000" or "1000"). */
export const Thousands: Story = {
  args: {
    rows: [
      { key: 1, label: 'Sabor Mineiro', votes: 4_200, rank: '1º' },
      { key: 2, label: 'Cantina da Nonna', votes: 2_150, rank: '2º' },
    ],
  },
  play: async ({ canvasElement }) => {
    const ticks = [...canvasElement.querySelectorAll('.MuiChartsAxis-tickLabel')].map(
      (tick) => tick.textContent ?? '',
    );
    await expect(ticks.some((tick) => /^\d\.\d{3}$/.test(tick))).toBe(true);
  },
};
