import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/setup/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Visual baselines: one PNG per story id, whatever the browser or platform (docs/components.md). */
const SCREENSHOTS_DIR = path.join(dirname, 'stories/__screenshots__');

/** `vitest -u` / `--update`: rewriting baselines (npm run test:visual:update). */
const updatingBaselines = process.argv.some(
  (arg) => arg === '-u' || arg === '--update' || arg.startsWith('--update='),
);

/** The outer page's size: wider than any story (1280) so Vitest never scales a story's iframe. */
const TESTER_VIEWPORT = { width: 1600, height: 1000 };

/**
 * Makes the outer page at least `height` CSS pixels tall (never less than TESTER_VIEWPORT), so a
 * story's iframe grown to its whole height by .storybook/visual.ts is not scaled down to fit.
 */
const fitTesterHeight: BrowserCommand<[height: number]> = async ({ page }, height) => {
  await page.setViewportSize({
    width: TESTER_VIEWPORT.width,
    height: Math.max(TESTER_VIEWPORT.height, Math.ceil(height)),
  });
};

/**
 * Headless Debian Chromium for story tests and visual comparisons. The page is wider than any
 * story so Vitest never scales a story's iframe down (screenshots are the story's CSS pixels), and
 * locale, time zone and colour scheme are the same on every machine.
 */
const storyBrowser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Playwright's actions (clicks, and the screenshots of the visual comparison) wait forever by
    // default here: one capture that never returns then held every later one on that page, and
    // each test after it failed at its own timeout until CI's limit (stop 44). Longer than the
    // longest capture (a 10,000 px story, about 65 s on a busy machine: .storybook/visual.ts).
    actionTimeout: 90_000,
    contextOptions: {
      viewport: TESTER_VIEWPORT,
      deviceScaleFactor: 1,
      colorScheme: 'light' as const,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    },
  }),
  instances: [{ browser: 'chromium' as const }],
  commands: { fitTesterHeight },
  expect: {
    toMatchScreenshot: {
      resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) =>
        path.join(SCREENSHOTS_DIR, `${arg}${ext}`),
    },
  },
});

export default defineConfig({
  test: {
    // Missing visual baselines fail instead of being written on the fly (even outside CI);
    // only `npm run test:visual:update` (-u) writes them.
    update: 'none',
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/jsdom.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Each file gets its own database; files run one at a time to keep 2 cores calm.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        test: {
          name: 'storybook',
          browser: storyBrowser(),
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 60_000,
          // The screenshot comparison runs in afterEach; a 9,000 px story may take 75 s there.
          hookTimeout: 120_000,
        },
      },
      // The comparison's tolerance attacked against real baselines (tests/visual). Left out while
      // updating: -u would turn its deliberate mismatches into new baselines.
      ...(updatingBaselines
        ? []
        : [
            {
              plugins: [react()],
              optimizeDeps: {
                entries: ['tests/visual/**/*.test.tsx', '.storybook/preview.tsx'],
                force: true,
              },
              test: {
                name: 'visual',
                include: ['tests/visual/**/*.test.tsx'],
                browser: storyBrowser(),
                setupFiles: ['tests/visual/setup.ts'],
                testTimeout: 60_000,
              },
            },
          ]),
    ],
  },
});
