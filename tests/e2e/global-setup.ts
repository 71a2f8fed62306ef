import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

import { ROOT, assertWebAppBuilt } from './support/server';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Stops the run with one clear line when the web app has not been built, and removes the output
 * folders of runs older than a day (each run has its own, see playwright.config.ts).
 */
export default function globalSetup(): void {
  try {
    assertWebAppBuilt();
  } catch (error) {
    console.error(`\n[e2e] ${(error as Error).message}\n`);
    process.exit(1);
  }
  const results = path.join(ROOT, 'test-results', 'e2e');
  let entries: string[];
  try {
    entries = readdirSync(results);
  } catch {
    return;
  }
  for (const entry of entries) {
    const folder = path.join(results, entry);
    try {
      if (entry !== process.env.E2E_RUN_DIR && Date.now() - statSync(folder).mtimeMs > DAY_MS) {
        rmSync(folder, { recursive: true, force: true });
      }
    } catch {
      // Another run removed it first.
    }
  }
}
