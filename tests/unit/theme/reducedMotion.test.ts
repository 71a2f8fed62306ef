/**
 * Reduced motion is drawn by CSS, not by a second theme: a visitor who asks for less motion gets
 * the theme the prerendered pages were built with (the same class names), stilled by a media
 * query. Automation keeps its own still theme (pixel-stable screenshots).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createAppTheme } from '../../../src/theme/theme';

/** A browser whose system asks for reduced motion (and, optionally, one driven by automation). */
function browser({ reduce, automated }: { reduce: boolean; automated: boolean }) {
  vi.stubGlobal('window', {
    matchMedia: (query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
    }),
  });
  vi.stubGlobal('navigator', { webdriver: automated });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** CssBaseline's rules, merged (the theme gives them as a list: each @font-face a rule of its own). */
function baselineRules(theme: ReturnType<typeof createAppTheme>): Record<string, unknown> {
  const overrides = theme.components?.MuiCssBaseline?.styleOverrides;
  const rules: unknown = typeof overrides === 'function' ? overrides(theme) : overrides;
  return Object.assign({}, ...(Array.isArray(rules) ? rules : [rules])) as Record<string, unknown>;
}

describe('reduced motion', () => {
  it('a visitor who prefers reduced motion gets the theme everyone gets (the prerendered one)', () => {
    browser({ reduce: true, automated: false });
    const theirs = createAppTheme();
    vi.unstubAllGlobals();
    const built = createAppTheme(); // in Node, as the build prerenders the pages
    expect(JSON.stringify(theirs)).toBe(JSON.stringify(built));
    expect(JSON.stringify(baselineRules(theirs))).toBe(JSON.stringify(baselineRules(built)));
    expect(theirs.transitions.duration.standard).toBeGreaterThan(0);
    expect(theirs.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('that theme stills transitions and ripples for them with a media query', () => {
    const rules = baselineRules(createAppTheme());
    expect(rules['@media (prefers-reduced-motion: reduce)']).toEqual({
      '*, *::before, *::after': { transition: 'none !important' },
      '.MuiTouchRipple-root': { display: 'none' },
    });
  });

  it('automation keeps a theme of its own without motion', () => {
    browser({ reduce: false, automated: true });
    const theme = createAppTheme();
    expect(theme.transitions.duration.standard).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(createAppTheme({ reducedMotion: false }).transitions.duration.standard).toBeGreaterThan(
      0,
    );
  });
});
