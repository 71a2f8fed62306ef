/**
 * Visual regression inside the Vitest `storybook` project: after a story has rendered, run its
 * play function and passed axe, the page is compared with `stories/__screenshots__/<story-id>.png`
 * (Vitest's `toMatchScreenshot`). See docs/decisions/034-visual-regression-in-vitest.md.
 */
import type { TestContext } from 'vitest';
import { expect } from 'vitest';
import { page } from 'vitest/browser';

// Written by `npm run test:visual:update`: the Chromium the baselines were made with.
import baselineRenderer from '../stories/__screenshots__/renderer.txt?raw';

/** Stories carrying this tag are not compared (e.g. a countdown that cannot stand still). */
export const NO_VISUAL_TAG = 'no-visual';

/** The one command that (re)writes baselines; named in every failure. */
export const UPDATE_COMMAND = 'npm run test:visual:update';

/**
 * pixelmatch settings: anti-aliased pixels are detected and ignored (`includeAA: false`); a pixel
 * counts as different when its colour moved by more than `threshold` (YIQ, 0–1), low enough that a
 * brand colour one shade off fails; and at most `allowedMismatchedPixels` such pixels, for the odd
 * renderer rounding, far fewer than any layout shift moves.
 */
export const VISUAL_TOLERANCE = {
  threshold: 0.05,
  includeAA: false,
  allowedMismatchedPixels: 40,
} as const;

interface StoryLike {
  id: string;
  tags: string[];
}

type StoryTestContext = TestContext & { story?: StoryLike };

/** Waits until web fonts and images have loaded, so a capture never catches a fallback font. */
export async function settleAssets(): Promise<void> {
  await document.fonts.ready;
  await Promise.all(
    Array.from(document.images)
      .filter((image) => !image.complete)
      .map((image) => new Promise((resolve) => image.addEventListener('loadend', resolve))),
  );
}

/** Compares the whole story page (portals and dialogs included) with the baseline `name`. */
export async function matchStoryScreenshot(name: string): Promise<void> {
  await settleAssets();
  // A locator, not the element: only for a locator does expect.element compare once and fail at
  // once (an element is re-captured until the timeout). <body> spans at least the viewport here
  // and holds the portals (dialogs, menus); a locator for <html> is never found.
  await expect
    .element(page.elementLocator(document.body), { timeout: 30_000 })
    .toMatchScreenshot(name, {
      comparatorName: 'pixelmatch',
      comparatorOptions: VISUAL_TOLERANCE,
      screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
      timeout: 15_000,
    });
}

/** "Chromium 156.0.8078.79" from the user agent (headless or not). */
function runningRenderer(): string {
  const version = /Chrome\/([\d.]+)/.exec(navigator.userAgent)?.[1];
  return version ? `Chromium ${version}` : navigator.userAgent;
}

/**
 * Baselines hold for any renderer within VISUAL_TOLERANCE; when this one is not the one they were
 * made with, a failure says so, since then the diff may be the renderer's rather than the code's.
 */
function rendererNote(): string {
  const recorded = baselineRenderer.trim();
  const running = runningRenderer();
  return recorded === running
    ? ''
    : `\nBaselines were made with ${recorded}, this is ${running}: if the diff shows only the renderer's differences, run ${UPDATE_COMMAND} and commit the PNGs.`;
}

/** One line instead of Vitest's paragraph when a story has no baseline yet. */
function explain(storyId: string, error: unknown): unknown {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('No existing reference screenshot')) {
    return new Error(
      `No visual baseline for story ${storyId} in stories/__screenshots__/: run ${UPDATE_COMMAND} -- <story file> and commit the PNG`,
    );
  }
  if (message.includes('does not match the stored reference')) {
    return new Error(
      `${message}\nIf the change is intended: ${UPDATE_COMMAND} -- <story file>, review the PNG and commit it.${rendererNote()}`,
      { cause: error },
    );
  }
  return error;
}

/** afterEach of every story test: compare, unless the story opted out or already failed. */
export async function compareStory(context: StoryTestContext): Promise<void> {
  const story = context.story;
  if (!story || story.tags.includes(NO_VISUAL_TAG)) return;
  if (context.task.result?.state === 'fail') return;
  try {
    await matchStoryScreenshot(story.id);
  } catch (error) {
    throw explain(story.id, error);
  }
}
