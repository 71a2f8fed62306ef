/**
 * Setup for the `storybook` Vitest project (browser mode, Chromium).
 *
 * Since Storybook 10.3 @storybook/addon-vitest applies the project annotations itself
 * (.storybook/preview.tsx plus every addon's preview, a11y included), so this file does not call
 * setProjectAnnotations: doing so would switch that off and duplicate what it does. See
 * docs/decisions/030-storybook-tests.md.
 */
export {};
