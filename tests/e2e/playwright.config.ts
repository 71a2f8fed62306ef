import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../setup/chromium';

/**
 * Each run writes its traces and screenshots to its own folder: Playwright empties its output
 * folder when a run starts, and on this shared checkout a second run (another terminal, `npm
 * test`) would otherwise delete the first one's traces while it records them. Set once in the
 * runner process; the workers inherit it. global-setup.ts prunes folders older than a day.
 */
process.env.E2E_RUN_DIR ??= `run-${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}`;

/**
 * End-to-end suite: Debian's Chromium against the real server (started per worker by
 * fixtures.ts) serving the built web app from dist/web. Never `playwright install`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  // Two cores shared with other work: one server + one browser per worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Generous: the machine is slow and shared; no assertion depends on speed.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  outputDir: `../../test-results/e2e/${process.env.E2E_RUN_DIR}`,
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 1,
        isMobile: false,
        hasTouch: true,
      },
    },
  ],
});
