import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../.storybook/viewports';
import { PageHeader } from '../../src/components/PageHeader';
import { messages } from '../../src/domain/messages';

const meta = {
  title: 'Components/PageHeader',
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
