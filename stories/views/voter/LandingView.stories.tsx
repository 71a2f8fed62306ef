import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { LandingView } from '../../../src/components/views/voter/LandingView';
import { messages } from '../../../src/domain/messages';
import { privacyMessages } from '../../../src/domain/privacyMessages';
import { expectNoHorizontalOverflow, expectOnePage } from '../../assertions';

const meta = {
  title: 'Views/Voter/LandingView',
  component: LandingView,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LandingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expectOnePage(canvasElement);
    await expect(canvas.getByRole('img', { name: messages.landing.logoAlt })).toBeVisible();
    await expect(canvas.getByRole('img', { name: messages.landing.heroAlt })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Iniciar Votação' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const DefaultMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expectOnePage(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Iniciar Votação' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

const award = {
  name: 'Prêmio Destaque Empresarial 2026',
  period: 'Votação de 01/12/2026, 08:00 a 15/12/2026, 18:00',
};

/** With the award named by the operator: its name and period under the highlight image. */
export const WithAward: Story = {
  args: { award },
  play: async ({ canvas, canvasElement }) => {
    await expectOnePage(canvasElement);
    const name = canvas.getByRole('heading', { level: 2, name: award.name });
    const hero = canvas.getByRole('img', { name: messages.landing.heroAlt });
    const start = canvas.getByRole('link', { name: 'Iniciar Votação' });
    await expect(canvas.getByText(award.period)).toBeVisible();
    // Below the image, above the button.
    await expect(name.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      hero.getBoundingClientRect().bottom,
    );
    await expect(start.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      name.getBoundingClientRect().bottom,
    );
  },
};

export const WithAwardMobile: Story = {
  args: { award },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(award.name)).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

/** As in the app: the privacy notice linked under 'Iniciar Votação'. */
export const WithPrivacyLink: Story = {
  args: { privacyHref: '/privacidade' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: privacyMessages.link });
    await expect(link).toHaveAttribute('href', '/privacidade');
    await expect(link).toBeVisible();
  },
};

export const WithPrivacyLinkMobile: Story = {
  ...WithPrivacyLink,
  globals: mobileGlobals,
};

/**
 * Voting closed (issue 27): 'Votação encerrada' under the award line; the
 * specification's 'Iniciar Votação' stays (a voter may still sign in to see their choices).
 */
export const Closed: Story = {
  args: { award, phase: 'closed' },
  play: async ({ canvas, canvasElement }) => {
    await expectOnePage(canvasElement);
    const closed = canvas.getByText(messages.landing.closed);
    await expect(closed).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: messages.landing.resultsLink }),
    ).not.toBeInTheDocument();
    const start = canvas.getByRole('link', { name: 'Iniciar Votação' });
    await expect(start.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      closed.getBoundingClientRect().bottom,
    );
  },
};

/**
 * Results published: 'Votação encerrada' and 'Ver os resultados', the filled button (a plain
 * link to /resultados), above the outlined 'Iniciar Votação' (issue 40 §6).
 */
export const Published: Story = {
  args: { award, phase: 'published' },
  play: async ({ canvas, canvasElement }) => {
    await expectOnePage(canvasElement);
    await expect(canvas.getByText(messages.landing.closed)).toBeVisible();
    const results = canvas.getByRole('link', { name: messages.landing.resultsLink });
    await expect(results).toHaveAttribute('href', '/resultados');
    await expect(results).toHaveClass('MuiButton-contained');
    await expect(canvas.getByRole('link', { name: 'Iniciar Votação' })).toBeVisible();
  },
};

export const PublishedMobile: Story = {
  args: { award, phase: 'published' },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: messages.landing.resultsLink })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Iniciar Votação' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

/** Closed before the operator named the award: the state alone, no award line. */
export const ClosedWithoutAward: Story = {
  args: { phase: 'closed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.landing.closed)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
};
