/** Shared by the visual suite's config, global setup and spec. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const VISUAL_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(VISUAL_DIR, '../..');
export const STORYBOOK_STATIC = path.join(REPO_ROOT, 'storybook-static');
export const BASELINES_DIR = path.join(VISUAL_DIR, 'baselines');
export const VERSION_FILE = path.join(BASELINES_DIR, 'chromium-version.txt');
export const PORT = Number(process.env.VISUAL_PORT ?? 6106);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/** Set by global-setup.ts when the comparisons must be skipped (the reason was printed once). */
export const SKIP_ENV = 'VISUAL_SKIP_REASON';

/** Stories carrying this tag are left out of the screenshots (e.g. ones that cannot be stable). */
export const NO_VISUAL_TAG = 'no-visual';

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}
