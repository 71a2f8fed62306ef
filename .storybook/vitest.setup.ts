/**
 * Setup for the `storybook` Vitest project (browser mode, Chromium).
 *
 * Since Storybook 10.3 @storybook/addon-vitest applies the project annotations itself:
 * .storybook/preview.tsx plus every addon's preview (a11y included). It skips that when a setup
 * file in .storybook/ mentions the old annotations call by name, so this file must not even name
 * it in a comment. See docs/decisions/030-storybook-tests.md.
 *
 * After each story test (render, play function, axe) the page is compared with its visual
 * baseline (docs/decisions/034-visual-regression-in-vitest.md).
 */
import { afterEach } from 'vitest';

import { compareStory } from './visual';

afterEach(compareStory);
