import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { PageHeader } from '../../../src/components/primitives/PageHeader';
import { messages } from '../../../src/domain/messages';

const meta = {
  title: 'Components/Primitives/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: { title: messages.login.heading, subtitle: messages.login.subheading },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  args: { subtitle: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Olá' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: messages.app.back })).toBeNull();
  },
};

export const WithBack: Story = {
  args: { onBack: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Olá' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** On a prerendered page the arrow is a link, so it works before the app starts. */
export const WithBackLink: Story = {
  args: { backHref: '/login' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: 'Voltar' })).toBeNull();
  },
};

export const RichSubtitle: Story = {
  args: {
    title: messages.profile.greeting('Maria'),
    subtitle: (
      <Typography color="text.secondary">
        <strong>{messages.profile.hint}</strong>
      </Typography>
    ),
  },
};

/**
 * Title not known yet (a prerendered page, decision 142): an empty, hidden line as tall as the
 * h1 keeps its place, and there is no empty heading.
 */
export const TitleNotKnownYet: Story = {
  args: { title: null, subtitle: messages.profile.hint },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText(messages.profile.hint)).toBeVisible();
    const placeholder = canvasElement.querySelector('header > p[aria-hidden="true"]') as Element;
    // One line of the h1's type (1.875rem), as tall as the title it stands for.
    const style = getComputedStyle(placeholder);
    await expect(style.fontSize).toBe('30px');
    await expect(placeholder.getBoundingClientRect().height).toBeCloseTo(
      parseFloat(style.lineHeight),
      0,
    );
  },
};

export const LongTitle: Story = {
  args: {
    onBack: fn(),
    title:
      'Melhor Clínica de Otorrinolaringologia, Fonoaudiologia e Saúde Auditiva da Região Metropolitana',
    subtitle: messages.companies.instructions,
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  args: {
    onBack: fn(),
    title: messages.register.heading,
    subtitle: messages.login.instructions,
  },
};
