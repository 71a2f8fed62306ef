import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { LandingHero } from '../../../src/components/voter/LandingHero';
import { messages } from '../../../src/domain/messages';

const meta = {
  title: 'Components/Voter/LandingHero',
  component: LandingHero,
  tags: ['autodocs'],
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: messages.landing.logoAlt })).toBeVisible();
    await expect(canvas.getByRole('img', { name: messages.landing.heroAlt })).toBeVisible();
    // A link: the landing's HTML runs no app.
    await expect(canvas.getByRole('link', { name: 'Iniciar Votação' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: messages.landing.start })).toBeVisible();
  },
};

/**
 * Results published (issues 27 and 40 §6): 'Ver os resultados' is the filled button, first;
 * 'Iniciar Votação' (its text unchanged) is drawn outlined under it.
 */
export const Published: Story = {
  args: { phase: 'published' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.landing.closed)).toBeVisible();
    const link = canvas.getByRole('link', { name: messages.landing.resultsLink });
    await expect(link).toHaveAttribute('href', '/resultados');
    await expect(link).toHaveClass('MuiButton-contained');
    const start = canvas.getByRole('link', { name: messages.landing.start });
    await expect(start).toHaveClass('MuiButton-outlined');
    await expect(start).toHaveTextContent(/^Iniciar Votação$/);
    await expect(
      link.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};
