import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

import { AppThemeProvider } from '../src/theme';

import { VIEWPORT_ATTRIBUTE, viewports } from './viewports';

/**
 * Wraps every story in the app theme and tells the visual-regression spec (tests/visual) which
 * viewport the story asked for, so phone stories are captured at 360 px.
 */
const withAppTheme: Decorator = (Story, context) => {
  const viewport = (context.globals.viewport as { value?: string } | undefined)?.value;
  if (typeof document !== 'undefined' && context.viewMode === 'story') {
    if (viewport && viewport in viewports) {
      document.documentElement.setAttribute(VIEWPORT_ATTRIBUTE, viewport);
    } else {
      document.documentElement.removeAttribute(VIEWPORT_ATTRIBUTE);
    }
  }
  return (
    <AppThemeProvider>
      <Story />
    </AppThemeProvider>
  );
};

const preview = {
  decorators: [withAppTheme],
  // Starts MSW's worker once and applies each story's `parameters.msw` handlers
  // (stories may also call `context.msw.use(...)` in beforeEach).
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story test (Vitest) and shows as an error in the a11y panel.
    a11y: { test: 'error' },
    viewport: { options: viewports },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: { codePanel: true },
  },
} satisfies Preview;

export default preview;
