import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../setup/chromium';

import { BASE_URL, PORT, REPO_ROOT } from './support';

/**
 * Visual regression: every story of the built Storybook (storybook-static/) screenshotted in
 * Debian's Chromium and compared with tests/visual/baselines/<story-id>.png.
 *
 *   npm run build-storybook && npm run test:visual    compare
 *   npm run test:visual:update                         rebuild Storybook and rewrite the baselines
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: './.output/results',
  // One file per story, no OS/browser suffix: the baselines belong to the Chromium recorded in
  // baselines/chromium-version.txt, which global-setup.ts checks.
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  // Missing baselines fail; only --update-snapshots writes them.
  updateSnapshots: 'none',
  fullyParallel: true,
  // Two cores shared with other work.
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['line']],
  timeout: 90_000,
  expect: {
    timeout: 30_000,
    toHaveScreenshot: {
      // Playwright's anti-aliasing-aware per-pixel threshold (its default) and no other slack:
      // any visible change fails.
      threshold: 0.2,
      maxDiffPixels: 0,
      animations: 'disabled',
      // The caret is hidden by a stylesheet in stories.spec.ts instead (see there).
      caret: 'initial',
      scale: 'css',
    },
  },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    colorScheme: 'light',
    reducedMotion: 'reduce',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'allow',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
  },
  webServer: {
    command: `npx tsx tests/visual/serve.ts storybook-static ${PORT}`,
    cwd: REPO_ROOT,
    url: `${BASE_URL}/__health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
