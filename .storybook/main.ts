import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type PluginOption } from 'vite';

/**
 * Plugins of the app's own build (vite.config.ts) that have no place in Storybook's: the
 * prerender step reads dist/web/index.html, which a Storybook build never writes, and failed it;
 * the voter pages' chunk groups mean nothing there.
 */
const APP_BUILD_ONLY = new Set([
  'votacao-prerender',
  'votacao:precompress',
  'votacao-voter-chunks',
]);

function withoutAppBuildPlugins(plugins: PluginOption[] = []): PluginOption[] {
  return plugins.flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return withoutAppBuildPlugins(plugin);
    const name = plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : '';
    return APP_BUILD_ONLY.has(name) ? [] : [plugin];
  });
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // The MDX pages (stories/docs) are Storybook docs only: @storybook/addon-vitest leaves *.mdx out
  // of the Vitest `storybook` project.
  stories: ['../stories/docs/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // public/ holds MSW's mockServiceWorker.js, which the msw loader registers at /mockServiceWorker.js.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Also applied to the Vitest `storybook` project by @storybook/addon-vitest.
  viteFinal: (viteConfig) =>
    mergeConfig(
      { ...viteConfig, plugins: withoutAppBuildPlugins(viteConfig.plugins) },
      {
        optimizeDeps: {
          // Crawl every story and component up front so Vite pre-bundles all their dependencies
          // (each MUI component is its own entry) before the first test runs. Otherwise Vite
          // discovers them mid-run, re-optimizes and reloads, and in-flight stories fail with
          // "Failed to fetch dynamically imported module".
          entries: [
            'stories/**/*.stories.@(ts|tsx)',
            'src/**/*.@(ts|tsx)',
            '.storybook/preview.tsx',
          ],
          include: ['msw', 'msw/browser', 'msw-storybook-addon/csf3'],
          // Vite crawls the entries only when its cache is cold: with a warm cache, a dependency
          // new since the last run (someone's new story) is found mid-run and reloads the page
          // under the running tests. Test runs therefore always start from a fresh crawl.
          force: Boolean(process.env.VITEST),
        },
      },
    ),
};

export default config;
