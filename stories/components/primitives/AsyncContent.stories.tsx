import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { mobileGlobals } from '../../../.storybook/viewports';
import { AsyncContent } from '../../../src/components/primitives/AsyncContent';
import { messages } from '../../../src/domain/messages';
import { expectNoHorizontalOverflow } from '../../assertions';

const { app, results } = messages;

/** What a screen shows once its data is in (here: a results hint and a paragraph). */
const readyContent = (
  <>
    <Typography variant="h2">{results.title}</Typography>
    <Typography>{results.subtitle}</Typography>
  </>
);

const meta = {
  title: 'Components/Primitives/AsyncContent',
  component: AsyncContent,
  tags: ['autodocs'],
  args: { status: 'ready', onRetry: fn(), children: readyContent },
} satisfies Meta<typeof AsyncContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The content, and nothing of the other states. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: results.title })).toBeVisible();
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A spinner that is seen, not read, and the words beside it; the region is busy. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(app.loading)).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('heading', { name: results.title })).toBeNull();
    const region = canvasElement.querySelector('[aria-live="polite"]');
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

/** A screen's own loading words. */
export const LoadingWithLabel: Story = {
  args: { status: 'loading', loadingLabel: results.loading },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(results.loading)).toBeVisible();
  },
};

/** Failed: the error alert and 'Tentar novamente', which calls onRetry once. */
export const Failed: Story = {
  args: { status: 'error', errorMessage: results.loadFailed },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(results.loadFailed);
    await expect(canvas.queryByRole('heading', { name: results.title })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: app.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without onRetry the alert offers no button (nothing to try again). */
export const FailedWithoutRetry: Story = {
  args: { status: 'error', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(app.loadFailed);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Empty with a string: muted text. */
export const Empty: Story = {
  args: { status: 'empty', empty: results.empty },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(results.empty)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: results.title })).toBeNull();
  },
};

/** Empty with a node: shown as given (here the results' 'ainda não publicados'). */
export const EmptyWithNode: Story = {
  args: {
    status: 'empty',
    empty: <Alert severity="info">{results.notPublishedTitle}</Alert>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(results.notPublishedTitle)).toBeVisible();
  },
};

/** At 360 px: the loading line fits. */
export const LoadingMobile: Story = {
  ...Loading,
  globals: mobileGlobals,
};

/** At 360 px: a long error wraps, and the retry button stays inside the alert. */
export const FailedMobile: Story = {
  args: {
    status: 'error',
    errorMessage: `${results.loadFailed} ${results.notPublished} ${results.notPublished}`,
  },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
    const alert = canvas.getByRole('alert');
    const button = canvas.getByRole('button', { name: app.retry });
    await expect(alert.contains(button)).toBe(true);
    await userEvent.click(button);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** At 360 px: a long empty text wraps. */
export const EmptyMobile: Story = {
  args: { status: 'empty', empty: `${results.notPublishedTitle} ${results.notPublished}` },
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};

/** At 360 px: the content. */
export const ReadyMobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: results.title })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement, true);
  },
};
