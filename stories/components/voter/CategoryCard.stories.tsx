import Box from '@mui/material/Box';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { CategoryCard } from '../../../src/components/voter/CategoryCard';
import {
  LONG_COMPANY_NAME,
  longNameCategory,
  openCategory,
  singleCompanyCategory,
  votedCategory,
} from '../../fixtures';

const meta = {
  title: 'Components/Voter/CategoryCard',
  component: CategoryCard,
  tags: ['autodocs'],
  args: { category: openCategory, onVote: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 320 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CategoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Supermercado' })).toBeVisible();
    await expect(canvas.getByText('4 empresas')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Votar' });
    // Visible text stays 'Votar'; the card's name tells the buttons apart for screen readers.
    await expect(button).toHaveTextContent(/^Votar$/);
    await expect(button).toHaveAccessibleDescription('Supermercado');
    await userEvent.click(button);
    await expect(args.onVote).toHaveBeenCalledTimes(1);
    await expect(args.onVote).toHaveBeenCalledWith(openCategory);
  },
};

/** Voted with a receipt (issue 26): the code under the choice, to check after publication. */
export const VotedWithReceipt: Story = {
  args: { category: { ...votedCategory, receipt: 'K7QF-M2XD-9TZA' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('K7QF-M2XD-9TZA')).toBeVisible();
    await expect(canvas.getByText(/^Recibo:/)).toBeVisible();
  },
};

/** Voted: the disabled button stays, and the card is framed green and names the chosen company. */
export const Voted: Story = {
  args: { category: votedCategory },
  play: async ({ canvas, canvasElement, args }) => {
    const button = canvas.getByRole('button', { name: 'Você já votou' });
    await expect(button).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Votar' })).toBeNull();
    await expect(args.onVote).not.toHaveBeenCalled();
    const chosen = votedCategory.companies.find((c) => c.id === votedCategory.votedCompanyId);
    await expect(canvas.getByText(`Seu voto: ${chosen?.name ?? ''}`)).toBeVisible();
    await expect(canvasElement.querySelector('[data-testid="CheckCircleIcon"]')).not.toBeNull();
    // The frame differs from an open card's: not only the grey disabled button says "voted".
    const card = canvasElement.querySelector<HTMLElement>('.MuiCard-root');
    await expect(getComputedStyle(card as HTMLElement).borderTopWidth).toBe('2px');
  },
};

/** A voted card as narrow as a grid cell at 360 px with a 60-character company: it wraps. */
export const VotedLongCompanyName: Story = {
  args: {
    category: {
      ...votedCategory,
      companies: [{ id: 999, name: LONG_COMPANY_NAME }],
      votedCompanyId: 999,
    },
  },
  decorators: [
    (Story) => (
      <Box sx={{ width: 156 }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(`Seu voto: ${LONG_COMPANY_NAME}`)).toBeVisible();
    const card = canvasElement.querySelector<HTMLElement>('.MuiCard-root') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const SingleCompany: Story = {
  args: { category: singleCompanyCategory },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 empresa')).toBeVisible();
  },
};

export const NoCompanies: Story = {
  args: { category: { ...openCategory, id: 77, name: 'Lavanderia', companies: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 empresas')).toBeVisible();
  },
};

/** A long name in a card as narrow as a grid cell at 360 px: it wraps, nothing overflows. */
export const LongName: Story = {
  args: { category: longNameCategory },
  decorators: [
    (Story) => (
      <Box sx={{ width: 156 }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent(longNameCategory.name);
    const card = heading.parentElement as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/**
 * Where a card lives on a phone (issue 40 §10): a cell of /perfil's two-column grid at 360 px,
 * beside another card, not the whole width.
 */
const inTheGrid: Decorator = (Story) => (
  <Box
    component="ul"
    role="list"
    sx={{
      listStyle: 'none',
      m: 0,
      p: 0,
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: 1.5,
    }}
  >
    <Box component="li" sx={{ display: 'flex', minWidth: 0 }}>
      <Story />
    </Box>
    <Box component="li" sx={{ display: 'flex', minWidth: 0 }}>
      <CategoryCard
        category={singleCompanyCategory}
        onVote={() => undefined}
        sx={{ flexGrow: 1 }}
      />
    </Box>
  </Box>
);

/** The card is half the screen: one grid cell, as on /perfil. */
async function expectHalfWidth(canvasElement: HTMLElement) {
  const cards = canvasElement.querySelectorAll<HTMLElement>('.MuiCard-root');
  await expect(cards).toHaveLength(2);
  const width = (cards[0] as HTMLElement).getBoundingClientRect().width;
  await expect(width).toBeLessThan(window.innerWidth / 2);
}

export const DefaultMobile: Story = {
  globals: mobileGlobals,
  decorators: [inTheGrid],
  args: { sx: { flexGrow: 1 } },
  play: async ({ canvasElement }) => {
    await expectHalfWidth(canvasElement);
  },
};

export const VotedMobile: Story = {
  args: { category: votedCategory, sx: { flexGrow: 1 } },
  globals: mobileGlobals,
  decorators: [inTheGrid],
  play: async ({ canvas, canvasElement }) => {
    await expectHalfWidth(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Você já votou' })).toBeDisabled();
  },
};

/** A receipt in a half-width card at 360 px: on one line, never broken mid-code. */
export const VotedWithReceiptMobile: Story = {
  args: { category: { ...votedCategory, receipt: 'WSXY-Z9K3-9375' }, sx: { flexGrow: 1 } },
  globals: mobileGlobals,
  decorators: [inTheGrid],
  play: async ({ canvas, canvasElement }) => {
    await expectHalfWidth(canvasElement);
    await expect(canvas.getByText('WSXY-Z9K3-9375').getClientRects()).toHaveLength(1);
  },
};
