/**
 * Visual regression inside the Vitest `storybook` project: after a story has rendered, run its
 * play function and passed axe, the page is compared with `stories/__screenshots__/<story-id>.png`
 * (Vitest's `toMatchScreenshot`). See docs/decisions/034-visual-regression-in-vitest.md.
 */
import type { TestContext } from 'vitest';
import { expect } from 'vitest';
import { commands, page } from 'vitest/browser';

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

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** vitest.config.ts: makes the outer test page at least this tall (CSS pixels). */
    fitTesterHeight: (height: number) => Promise<void>;
  }
}

/** Height of the whole story page, not only the part its viewport shows. */
function storyHeight(): number {
  return Math.ceil(Math.max(document.documentElement.scrollHeight, document.body.scrollHeight));
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * Chromium paints an iframe only inside its box, so a story taller than its viewport (360 × 740 or
 * 1280 × 800) was captured blank below the fold. This grows the story's viewport to the story's
 * whole height (the outer page first, or Vitest would scale the iframe down to fit it), again if
 * the layout grows with it, and returns what puts both back. Stories that fit are left alone.
 */
async function showWholeStory(): Promise<() => Promise<void>> {
  const width = window.innerWidth;
  const height = window.innerHeight;
  if (storyHeight() <= height) return () => Promise.resolve();
  for (let round = 0; round < 3 && storyHeight() > window.innerHeight; round += 1) {
    const target = storyHeight();
    await commands.fitTesterHeight(target);
    await page.viewport(width, target);
    await nextFrame();
    await nextFrame();
  }
  return async () => {
    await page.viewport(width, height);
    await commands.fitTesterHeight(0);
  };
}

/** Compares the whole story page (portals and dialogs included) with the baseline `name`. */
export async function matchStoryScreenshot(name: string): Promise<void> {
  await settleAssets();
  const restore = await showWholeStory();
  try {
    await compareBody(name);
  } finally {
    await restore();
  }
}

/**
 * Time for two identical captures in a row: 15 s, plus 5 s per 1,000 px beyond the first 1,000
 * (a 9,000 px list takes seconds per capture on a busy machine).
 */
function captureTimeout(): number {
  return 15_000 + Math.max(0, Math.ceil((storyHeight() - 1_000) / 1_000)) * 5_000;
}

async function compareBody(name: string): Promise<void> {
  const timeout = captureTimeout();
  // A locator, not the element: only for a locator does expect.element compare once and fail at
  // once (an element is re-captured until the timeout). <body> spans at least the viewport here
  // and holds the portals (dialogs, menus); a locator for <html> is never found.
  await expect
    .element(page.elementLocator(document.body), { timeout: timeout + 15_000 })
    .toMatchScreenshot(name, {
      comparatorName: 'pixelmatch',
      comparatorOptions: VISUAL_TOLERANCE,
      screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
      timeout,
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

/** The faces the app bundles (src/theme): a baseline drawn with any other depends on the machine. */
export const BUNDLED_FAMILIES = ['Roboto', 'Roboto Mono'] as const;

/**
 * The characters the bundled Latin files draw (@fontsource's `latin` unicode-range); any other
 * character is drawn by whatever face the machine finds for it.
 */
const LATIN_SUBSET: readonly (readonly [number, number])[] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const inSubset = (code: number) => LATIN_SUBSET.some(([from, to]) => code >= from && code <= to);

/** The text an element draws itself: its own text nodes, or a field's value or placeholder. */
function ownText(element: Element): string {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    return element.type === 'hidden' || element.type === 'checkbox' || element.type === 'radio'
      ? ''
      : element.value || element.placeholder;
  }
  return Array.from(element.childNodes)
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
}

/**
 * Every visible text of the page drawn with a face the machine happens to have, as lines "what:
 * why": a first family that is not bundled (`monospace`, `Arial`…), or characters outside the
 * bundled files (the machine then picks a face for them). Empty when the page depends on no
 * installed font, so its screenshot is the same on every machine with this Chromium (issue 40 §9:
 * a machine whose `monospace` was Noto Sans Mono failed six stories).
 */
export function machineFontUses(root: ParentNode = document.body): string[] {
  const found: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const text = ownText(element);
    if (!text || element.getClientRects().length === 0) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.opacity === '0') continue;
    const first = (style.fontFamily.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
    const label = `<${element.tagName.toLowerCase()}> “${text.slice(0, 40)}”`;
    if (!(BUNDLED_FAMILIES as readonly string[]).includes(first)) {
      found.push(`${label}: font-family starts with ${first || '(none)'}, not a bundled face`);
      continue;
    }
    const outside = Array.from(new Set(text)).filter((c) => !inSubset(c.codePointAt(0) ?? 0));
    if (outside.length > 0) {
      found.push(`${label}: ${outside.join('')} outside the bundled ${first} files`);
    }
  }
  return found;
}

/** Fails the story when its page draws any text in a machine font (see machineFontUses). */
export function expectBundledFonts(storyId: string): void {
  const uses = machineFontUses();
  if (uses.length === 0) return;
  throw new Error(
    `Story ${storyId} draws text in fonts of this machine, so its baseline would differ elsewhere (use the theme's faces: Roboto, monoFontFamily):\n  ${uses.join('\n  ')}`,
  );
}

/** afterEach of every story test: compare, unless the story opted out or already failed. */
export async function compareStory(context: StoryTestContext): Promise<void> {
  const story = context.story;
  if (!story || story.tags.includes(NO_VISUAL_TAG)) return;
  if (context.task.result?.state === 'fail') return;
  await settleAssets();
  expectBundledFonts(story.id);
  try {
    await matchStoryScreenshot(story.id);
  } catch (error) {
    throw explain(story.id, error);
  }
}
