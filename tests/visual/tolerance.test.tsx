/**
 * The visual comparison's tolerance, attacked: a story rendered as it is matches its committed
 * baseline, while the same story with 2 px more padding on one button, or with the brand blue one
 * shade lighter, fails against that same baseline. If a change to VISUAL_TOLERANCE let either
 * through, this file fails. (Never run with -u: a mismatch would overwrite the real baseline, so
 * vitest.config.ts leaves this project out when updating.)
 */
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { Decorator } from '@storybook/react-vite';
import { composeStories, composeStory } from '@storybook/react-vite';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { matchStoryScreenshot, VISUAL_TOLERANCE } from '../../.storybook/visual';
import { createAppTheme } from '../../src/theme';
import * as stories from '../../stories/views/voter/LoginView.stories';

/** The association's blue is #0B4F8C; this is the next shade up, close enough to pass a glance. */
const ONE_SHADE_LIGHTER = '#1060A0';

const withBrandBlue =
  (main: string): Decorator =>
  (Story) => (
    <ThemeProvider theme={createTheme(createAppTheme(), { palette: { primary: { main } } })}>
      <Story />
    </ThemeProvider>
  );

const story = composeStories(stories).Default;
const BASELINE = story.id;

/**
 * Compares with the baseline and returns how many pixels differ; fails unless the comparison
 * failed on pixels (not on size, stability or a missing file) by more than the tolerance allows.
 */
async function mismatchedPixels(): Promise<number> {
  const error = await matchStoryScreenshot(BASELINE).then(
    () => new Error('the comparison passed'),
    (failure: unknown) => failure,
  );
  const message = error instanceof Error ? error.message : String(error);
  const count = /(\d+) pixels \(ratio/.exec(message)?.[1];
  expect(message, 'a pixel mismatch').toMatch(/does not match the stored reference/);
  expect(count, message).toBeDefined();
  return Number(count);
}

describe(`visual tolerance against the baseline of ${BASELINE}`, () => {
  beforeEach(async () => {
    // The size the storybook project gives a story without a viewport (preview: defaultViewport).
    await page.viewport(1280, 800);
  });

  it('passes the story as it is (the baseline is comparable at all)', async () => {
    await story.run();
    await matchStoryScreenshot(BASELINE);
  });

  it('fails the story with 2 px more padding on its submit button', async () => {
    await story.run();
    const button = page.getByRole('button', { name: 'ENTRAR' }).element() as HTMLElement;
    const padding = Number.parseFloat(getComputedStyle(button).paddingLeft);
    button.style.paddingLeft = `${padding + 2}px`;
    expect(await mismatchedPixels()).toBeGreaterThan(VISUAL_TOLERANCE.allowedMismatchedPixels);
  });

  it('fails the story with the brand blue one shade lighter', async () => {
    const recoloured = composeStory(
      { ...stories.Default, decorators: [withBrandBlue(ONE_SHADE_LIGHTER)] },
      stories.default,
      undefined,
      'Default',
    );
    await recoloured.run();
    expect(await mismatchedPixels()).toBeGreaterThan(VISUAL_TOLERANCE.allowedMismatchedPixels);
  });
});
