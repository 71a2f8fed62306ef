import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { ScrollTopButton } from '../../../src/components/primitives/ScrollTopButton';
import { messages } from '../../../src/domain/messages';

/** A page tall enough to scroll, with the h1 that receives focus after scrolling up. */
function TallPage() {
  return (
    <Box>
      <Typography variant="h1">{messages.profile.greeting('Maria')}</Typography>
      {Array.from({ length: 30 }, (_, i) => (
        <Typography key={i} sx={{ py: 2 }}>
          {messages.profile.hint}
        </Typography>
      ))}
    </Box>
  );
}

const meta = {
  title: 'Components/Primitives/ScrollTopButton',
  component: ScrollTopButton,
  tags: ['autodocs'],
  args: { threshold: 200 },
  decorators: [
    (Story) => (
      <>
        <TallPage />
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof ScrollTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at the top; appears after scrolling past the threshold; takes the page back up. */
export const AppearsOnScroll: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const doc = canvasElement.ownerDocument;
    const win = doc.defaultView ?? window;
    const name = messages.app.scrollTop;
    const button = () => doc.querySelector<HTMLElement>(`[aria-label="${name}"]`);
    await expect(button()).not.toBeVisible();

    win.scrollTo({ top: 600, behavior: 'instant' });
    win.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(button()).toBeVisible());

    await userEvent.click(button() as HTMLElement);
    await waitFor(() => expect(win.scrollY).toBe(0));
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveFocus();
    // Reset for the next story in the same page.
    win.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const AlwaysVisible: Story = {
  args: { alwaysVisible: true },
  play: async ({ canvasElement }) => {
    const button = canvasElement.ownerDocument.querySelector(
      `[aria-label="${messages.app.scrollTop}"]`,
    );
    await expect(button).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobileGlobals,
  args: { alwaysVisible: true },
};
