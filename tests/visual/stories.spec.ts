import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import {
  expect,
  test as base,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

import { VIEWPORT_ATTRIBUTE, viewports } from '../../.storybook/viewports';

import { NO_VISUAL_TAG, SKIP_ENV, STORYBOOK_STATIC, type IndexEntry } from './support';

/** Every story of the built Storybook, read when the suite is collected. */
function readStories(): IndexEntry[] | null {
  const file = path.join(STORYBOOK_STATIC, 'index.json');
  if (!existsSync(file)) return null;
  const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !entry.tags?.includes(NO_VISUAL_TAG))
    .sort((a, b) => a.id.localeCompare(b.id));
}

interface Size {
  width: number;
  height: number;
}

const DESKTOP: Size = { width: 1280, height: 800 };
const TERMINAL_PHASES = ['finished', 'errored', 'aborted'];

/**
 * One Storybook page per viewport size, kept for the whole worker: stories are switched through
 * Storybook's own channel (as its UI does) instead of reloading the multi-megabyte preview bundle
 * for each of them. A failed test restarts the worker, so a broken page is never reused.
 */
class StoryPages {
  private pages = new Map<string, Page>();

  constructor(
    private browser: Browser,
    private options: BrowserContextOptions,
  ) {}

  async show(storyId: string, size: Size): Promise<Page> {
    const key = `${size.width}x${size.height}`;
    let page = this.pages.get(key);
    if (!page) {
      page = await this.browser.newPage({ ...this.options, viewport: size });
      this.pages.set(key, page);
      await page.goto(`/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`);
      await page.waitForFunction(() =>
        Boolean((window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__),
      );
      await page.evaluate(() => {
        const w = window as unknown as StorybookWindow;
        w.__STORYBOOK_ADDONS_CHANNEL__?.on('storyRenderPhaseChanged', (event) => {
          w.__visualPhase = event;
          w.__visualEvents = (w.__visualEvents ?? 0) + 1;
        });
      });
    } else {
      await page.evaluate((id) => {
        const w = window as unknown as StorybookWindow;
        w.__visualPhase = undefined;
        w.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }, storyId);
    }
    await waitForSettledStory(page, storyId);
    return page;
  }

  async close() {
    await Promise.all([...this.pages.values()].map((page) => page.close()));
  }
}

interface StorybookWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on: (event: string, listener: (payload: { storyId: string; newPhase: string }) => void) => void;
    emit: (event: string, payload: unknown) => void;
  };
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __visualPhase?: { storyId: string; newPhase: string };
  /** Count of render phase events, to notice a render that starts after the story finished. */
  __visualEvents?: number;
}

/** Waits until Storybook has rendered the story and run its play function, then for fonts, images and the network. */
async function waitForStory(page: Page, storyId: string): Promise<void> {
  const handle = await page.waitForFunction(
    ({ id, terminal }) => {
      const w = window as unknown as StorybookWindow;
      const render = w.__STORYBOOK_PREVIEW__?.currentRender;
      // The phase event for switched stories, the current render for the first page load.
      const phase =
        w.__visualPhase?.storyId === id
          ? w.__visualPhase.newPhase
          : render?.id === id
            ? render.phase
            : undefined;
      return phase && terminal.includes(phase) ? phase : null;
    },
    { id: storyId, terminal: TERMINAL_PHASES },
    { timeout: 60_000, polling: 50 },
  );
  const phase = await handle.jsonValue();
  if (phase !== 'finished') {
    const message = await page.locator('#error-message, #error-stack').allInnerTexts();
    throw new Error(
      `The story ${String(phase)} in Storybook: ${message.join('\n') || 'no message'}`,
    );
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((img) => !img.complete)
        .map((img) => new Promise((resolve) => img.addEventListener('loadend', resolve))),
    );
  });
  await page.waitForLoadState('networkidle');
}

/** Number of render phase events so far and whether the story's latest render has ended. */
const renderState = (page: Page, storyId: string) =>
  page.evaluate(
    ({ id, terminal }) => {
      const w = window as unknown as StorybookWindow;
      const render = w.__STORYBOOK_PREVIEW__?.currentRender;
      const phase =
        w.__visualPhase?.storyId === id
          ? w.__visualPhase.newPhase
          : render?.id === id
            ? render.phase
            : undefined;
      return { events: w.__visualEvents ?? 0, ended: Boolean(phase && terminal.includes(phase)) };
    },
    { id: storyId, terminal: TERMINAL_PHASES },
  );

/**
 * Waits for the story, then makes sure no new render began meanwhile (Storybook re-renders on
 * late globals or args updates; a screenshot then would catch the story before its play function).
 */
async function waitForSettledStory(page: Page, storyId: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await waitForStory(page, storyId);
    const before = await renderState(page, storyId);
    await page.waitForTimeout(200);
    const after = await renderState(page, storyId);
    if (after.events === before.events && after.ended) return;
    if (attempt === 5) throw new Error(`The story ${storyId} keeps re-rendering`);
  }
}

/** The size the story asked for with `globals.viewport` (the preview marks it on <html>). */
async function requestedSize(page: Page): Promise<Size> {
  const name = await page.evaluate(
    (attribute) => document.documentElement.getAttribute(attribute),
    VIEWPORT_ATTRIBUTE,
  );
  if (!name || !(name in viewports)) return DESKTOP;
  const { styles } = viewports[name as keyof typeof viewports];
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

const test = base.extend<object, { storyPages: StoryPages }>({
  storyPages: [
    async ({ browser }, use, workerInfo) => {
      // The config's `use` applies to Playwright's own pages only; these get the same options.
      const { baseURL, deviceScaleFactor, colorScheme, reducedMotion, locale, timezoneId } =
        workerInfo.project.use;
      const pages = new StoryPages(browser, {
        baseURL,
        deviceScaleFactor,
        colorScheme,
        reducedMotion,
        locale,
        timezoneId,
      });
      await use(pages);
      await pages.close();
    },
    { scope: 'worker' },
  ],
});

const stories = readStories();

/** Set by global-setup.ts (which printed it) when the baselines cannot be compared here. */
const skipReason = process.env[SKIP_ENV];

test.describe('stories', () => {
  if (skipReason) {
    // One skipped entry instead of one per story: the reason was printed once already.
    test('screenshot comparisons', () => {
      test.skip(true, skipReason);
    });
    return;
  }

  if (stories === null) {
    test('storybook-static is built', () => {
      throw new Error('storybook-static/index.json is missing: run npm run build-storybook first');
    });
    return;
  }

  for (const story of stories) {
    test(story.id, async ({ storyPages }) => {
      let page = await storyPages.show(story.id, DESKTOP);
      const wanted = await requestedSize(page);
      if (wanted.width !== DESKTOP.width || wanted.height !== DESKTOP.height) {
        // Rendered again at the story's own size, so layout and media queries are a phone's.
        page = await storyPages.show(story.id, wanted);
      }
      const { events } = await renderState(page, story.id);
      await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
      // A render during the capture would make the comparison meaningless.
      const after = await renderState(page, story.id);
      expect(after.events, 'the story re-rendered while it was captured').toBe(events);
    });
  }
});
