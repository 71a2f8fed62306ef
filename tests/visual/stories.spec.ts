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
 * Installed in every document before Storybook loads: records render phases and DOM changes (to
 * know when a story is finished and still), and hides the text caret with a stylesheet
 * (Playwright's `caret: 'hide'` edits the focused input's style during the capture, which the
 * observer would count as a change).
 */
function instrument() {
  const w = window as unknown as StorybookWindow;
  w.__visualEvents = 0;
  w.__visualMutations = 0;
  const attach = () => {
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel || !document.body) return false;
    channel.on('storyRenderPhaseChanged', (event) => {
      w.__visualPhase = event;
      w.__visualEvents = (w.__visualEvents ?? 0) + 1;
    });
    new MutationObserver((records) => {
      w.__visualMutations = (w.__visualMutations ?? 0) + records.length;
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const style = document.createElement('style');
    style.textContent = '*, *::before, *::after { caret-color: transparent !important; }';
    document.head.append(style);
    return true;
  };
  const timer = setInterval(() => {
    if (attach()) clearInterval(timer);
  }, 5);
}

/**
 * One page per viewport size, kept for the whole worker. Every story gets a fresh document
 * (`goto`), so no JavaScript state leaks from one story to the next, while the HTTP cache and
 * MSW's service worker stay warm. Storage is cleared between stories (container stories keep a
 * session there). A failed test restarts the worker, so a broken page is never reused.
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
      await page.addInitScript(instrument);
      this.pages.set(key, page);
    } else {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.goto(`/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`);
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
  /** Count of DOM changes under <body>, to notice a story still changing when captured. */
  __visualMutations?: number;
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
  // A story may hold a request open on purpose (a loading state): wait for the network only so long.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/** Render phase events and DOM changes so far, and whether the story's latest render has ended. */
const storyState = (page: Page, storyId: string) =>
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
      return {
        changes: `${w.__visualEvents ?? 0}/${w.__visualMutations ?? 0}`,
        ended: Boolean(phase && terminal.includes(phase)),
      };
    },
    { id: storyId, terminal: TERMINAL_PHASES },
  );

const QUIET_MS = 300;
const MAX_SETTLE_MS = 15_000;

/**
 * Waits for the story, then until neither Storybook (a late re-render on a globals or args update)
 * nor the page (late data, timers) has changed anything for QUIET_MS: a screenshot taken earlier
 * could catch a state that is not the story's final one.
 */
async function waitForSettledStory(page: Page, storyId: string): Promise<void> {
  await waitForStory(page, storyId);
  const deadline = Date.now() + MAX_SETTLE_MS;
  let before = await storyState(page, storyId);
  for (;;) {
    await page.waitForTimeout(QUIET_MS);
    const after = await storyState(page, storyId);
    if (after.ended && after.changes === before.changes) return;
    if (!after.ended) await waitForStory(page, storyId);
    if (Date.now() > deadline) {
      throw new Error(`The story ${storyId} ${STILL_MESSAGE}`);
    }
    before = await storyState(page, storyId);
  }
}

const STILL_MESSAGE =
  'keeps changing after it rendered (a clock, a countdown, a JavaScript animation?): make it still, or tag it no-visual';

/** Fails with STILL_MESSAGE when the story's state is no longer `since` (render events/DOM changes). */
async function assertUnchangedSince(
  page: Page,
  storyId: string,
  since: string,
  cause?: unknown,
): Promise<void> {
  if ((await storyState(page, storyId)).changes !== since) {
    throw new Error(`The story ${storyId} ${STILL_MESSAGE}`, { cause });
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
      const { changes } = await storyState(page, story.id);
      try {
        await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
      } catch (error) {
        // Tell a story that never stands still (a countdown ticking each second slips through
        // the quiet check) from a real visual change.
        const { changes: before } = await storyState(page, story.id);
        await page.waitForTimeout(1500);
        await assertUnchangedSince(page, story.id, before, error);
        throw error;
      }
      // A change during the capture would make the comparison meaningless.
      await assertUnchangedSince(page, story.id, changes);
    });
  }
});
