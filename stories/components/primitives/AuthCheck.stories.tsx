import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { AuthCheck } from '../../../src/components/primitives/AuthCheck';
import { messages } from '../../../src/domain/messages';

const meta = {
  title: 'Components/Primitives/AuthCheck',
  component: AuthCheck,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Verificando autenticação...');
    await expect(status).toHaveTextContent(messages.app.checkingAuth);
  },
};

export const LongLabel: Story = {
  args: {
    label:
      'Verificando autenticação... isto pode levar alguns segundos em conexões lentas, por favor aguarde.',
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
};
