import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router';
import { configure } from 'storybook/test';

import { RouterLink } from '../src/app/RouterLink';
import { AppThemeProvider, createAppTheme, robotoFontFace, robotoMonoFontFace } from '../src/theme';

import { viewports } from './viewports';

/** The app's theme, its links following through a router as in the app (RouterLink). */
const theme = createAppTheme({ linkComponent: RouterLink });

/**
 * Wraps every story in the app theme (theme, CSS baseline, bundled Roboto), and the stories of
 * components and views in a memory router, so a click on a link stays in the story as in the app
 * (a link outside any router would be a plain one). Container stories bring the app's own router.
 */
const withAppTheme: Decorator = (Story, { title }) => (
  <AppThemeProvider theme={theme}>
    {title.startsWith('Containers/') ? (
      <Story />
    ) : (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    )}
  </AppThemeProvider>
);

// Play functions' findBy*/waitFor wait for a condition; the limit only decides when a broken story
// gives up. Testing Library's 1 s default is too short on a busy machine, so one generous limit
// holds for every story and none sets a shorter one.
configure({ asyncUtilTimeout: 15_000 });

/**
 * The face is `font-display: optional` (decision 160): not there within ~100 ms of the first text,
 * it is skipped for that page view. The theme declares it (CssBaseline); stories load it first,
 * from the same declaration, so each screenshot is drawn with Roboto whatever the machine's speed;
 * Roboto Mono (receipts, digests) too, so no story waits for its swap. Every text a story draws
 * must use one of them (.storybook/visual.ts, expectBundledFonts).
 */
async function robotoLoaded(): Promise<Record<string, never>> {
  await Promise.all(
    [robotoFontFace, robotoMonoFontFace].map(async (declared) => {
      const { fontFamily, src, fontStyle, fontWeight, fontDisplay } = declared;
      const face = new FontFace(fontFamily, src, {
        style: fontStyle,
        weight: fontWeight,
        display: fontDisplay,
      });
      document.fonts.add(face);
      await face.load();
    }),
  );
  return {};
}

const preview = {
  decorators: [withAppTheme],
  // Starts MSW's worker once and applies each story's `parameters.msw` handlers
  // (stories may also call `context.msw.use(...)` in beforeEach).
  loaders: [robotoLoaded, mswLoader()],
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story test (Vitest) and shows as an error in the a11y panel.
    a11y: { test: 'error' },
    // defaultViewport: the size the Vitest run gives a story that asks for none (1280 × 800).
    viewport: { options: viewports, defaultViewport: 'desktop' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: { codePanel: true },
    // The docs pages (stories/docs/*.mdx) first, in reading order, then the library's sections.
    options: {
      storySort: {
        order: [
          'Docs',
          ['Introduction', 'Colours and typography', 'Writing', 'Primitives'],
          // The same tree as src/: components, views and containers, each voter before console.
          'Components',
          ['Primitives', 'Voter', 'Console'],
          'Views',
          ['Voter', 'Console'],
          'Containers',
          ['Voter', 'Console'],
        ],
      },
    },
  },
} satisfies Preview;

export default preview;
