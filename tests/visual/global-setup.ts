import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { chromium, type FullConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../setup/chromium';

import {
  BASELINES_DIR,
  NO_VISUAL_TAG,
  SKIP_ENV,
  STORYBOOK_STATIC,
  VERSION_FILE,
  type IndexEntry,
} from './support';

/**
 * Baselines are only comparable when made by the same Chromium. On --update-snapshots this records
 * the running version (and drops baselines of stories that no longer exist); otherwise, when the
 * versions differ, it prints one line and makes every comparison skip instead of failing on pixels.
 */
export default async function globalSetup(config: FullConfig) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const running = browser.version();
  await browser.close();

  const updating = config.updateSnapshots !== 'none';
  if (updating) {
    writeFileSync(VERSION_FILE, `${running}\n`);
    pruneStaleBaselines();
    return;
  }

  const recorded = existsSync(VERSION_FILE) ? readFileSync(VERSION_FILE, 'utf8').trim() : null;
  let reason: string | null = null;
  if (recorded === null) {
    reason = 'No visual baselines yet: run npm run test:visual:update';
  } else if (recorded !== running) {
    reason = `Visual baselines were made with Chromium ${recorded}, this is ${running}: run npm run test:visual:update`;
  }
  if (reason) {
    console.log(reason);
    process.env[SKIP_ENV] = reason;
  }
}

/** Removes baseline images whose story is gone from storybook-static/index.json (or tagged no-visual). */
function pruneStaleBaselines() {
  const indexFile = path.join(STORYBOOK_STATIC, 'index.json');
  if (!existsSync(indexFile)) return;
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  const ids = new Set(
    Object.values(index.entries)
      .filter((entry) => entry.type === 'story' && !entry.tags?.includes(NO_VISUAL_TAG))
      .map((entry) => entry.id),
  );
  for (const file of readdirSync(BASELINES_DIR)) {
    if (file.endsWith('.png') && !ids.has(file.slice(0, -'.png'.length))) {
      rmSync(path.join(BASELINES_DIR, file));
      console.log(`Removed the baseline of a story no longer captured: ${file}`);
    }
  }
}
