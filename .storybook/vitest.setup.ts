/**
 * Setup for the `storybook` Vitest project (browser mode, Chromium).
 *
 * Since Storybook 10.3 @storybook/addon-vitest applies the project annotations itself:
 * .storybook/preview.tsx plus every addon's preview (a11y included). It skips that when a setup
 * file in .storybook/ mentions the old annotations call by name, so this file must not even name
 * it in a comment. See docs/decisions/030-storybook-tests.md.
 */
export {};
