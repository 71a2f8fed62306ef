import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { LoadingOverlay } from '../../../src/components/primitives/LoadingOverlay';
import { messages } from '../../../src/domain/messages';

const meta = {
  title: 'Components/Primitives/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: { open: true },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <Stack spacing={2} sx={{ p: 3 }}>
        <Typography variant="h2" component="p">
          {messages.profile.hint}
        </Typography>
        <Button variant="contained" onClick={fn()} sx={{ alignSelf: 'start' }}>
          {messages.login.submit}
        </Button>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(messages.app.loading);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // The spinner is seen, not read: the status above says it once.
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByTestId('loading-overlay')).toBeVisible();
    await expect(canvas.getByTestId('loading-overlay')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The overlay covers the page: the button underneath cannot be clicked. */
export const BlocksInteraction: Story = {
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: messages.login.submit });
    const rect = button.getBoundingClientRect();
    const topmost = canvasElement.ownerDocument.elementFromPoint(
      rect.left + rect.width / 2,
      rect.top + rect.height / 2,
    );
    await expect(button.contains(topmost)).toBe(false);
    await expect(canvas.getByTestId('loading-overlay').contains(topmost)).toBe(true);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const CustomLabel: Story = {
  args: {
    label: 'Enviando o seu voto, aguarde um instante enquanto confirmamos com o servidor...',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(args.label ?? '');
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
};
