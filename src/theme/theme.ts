import robotoVariable from '@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2';
import robotoMonoVariable from '@fontsource-variable/roboto-mono/files/roboto-mono-latin-wght-normal.woff2';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { ElementType } from 'react';

import { isAutomated } from './automation';
import { ptBR } from './locale';
import { brandColors as c } from './palette';

declare module '@mui/material/styles' {
  interface Palette {
    /** Warm brand accent (amber): highlights, never body text. */
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    accent: true;
  }
}

export interface AppThemeOptions {
  /**
   * Turns ripples and transitions off in the theme (pixel-stable screenshots, no waiting in
   * tests). A visitor who prefers reduced motion gets the same theme as everyone, so the app's
   * classes are the prerendered page's; a media query in the base theme stills it for them.
   * @default true when `navigator.webdriver` is true
   */
  reducedMotion?: boolean;
  /**
   * What MUI's `Link` and every ButtonBase with an `href` render (MUI's "Routing libraries"
   * guide): the app's router link (src/app/RouterLink.tsx), which the theme cannot import itself.
   * @default a plain `<a>` (stories of components, which run no router)
   */
  linkComponent?: ElementType;
}

/**
 * Reduced motion, drawn by CSS rather than by a second theme: the prerendered pages are built
 * with the one theme, and a visitor whose theme differed got other class names from the app and
 * paid for its styles inserted again and the page restyled at start-up. Animations that carry
 * meaning (the progress spinner) keep turning.
 */
const reducedMotionRules = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': { transition: 'none !important' },
    '.MuiTouchRipple-root': { display: 'none' },
  },
} as const;

const fontFamily = [
  'Roboto',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Arial',
  'sans-serif',
].join(',');

/**
 * Keyboard focus must always show (WCAG 2.4.7). MUI signals it with the ripple, which is off under
 * reduced motion and automation, and our buttons have no elevation: so every ButtonBase (buttons,
 * icon buttons, checkboxes, the scroll-to-top Fab) draws an outline of its own when focus-visible.
 * MUI's `Mui-focusVisible` class is set by script, so the browser's own `:focus-visible` (on the
 * button, or on the native input inside a checkbox) draws it too: a prerendered page is used by
 * keyboard before the app has hydrated (decision 160).
 */
const focusRing = {
  root: {
    '&.Mui-focusVisible, &:focus-visible, &:has(> input:focus-visible)': {
      outline: `3px solid ${c.blue}`,
      outlineOffset: 2,
    },
  },
} as const;

/**
 * A heading focused by script (the page's h1 after a navigation, the card just voted) is where a
 * screen reader resumes, not a control: no focus box around it, which looked like a rendering
 * bug. Controls keep their keyboard focus ring (focusRing).
 */
/**
 * Roboto bundled with the app (no CDN: the app works offline and screenshots are stable), as one
 * variable file (weights 100–900, Latin subset, which covers Portuguese), preloaded by index.html.
 * Declared in CssBaseline, as MUI documents for self-hosted fonts, so the rule is part of the
 * page's inline styles: no stylesheet request stands between the prerendered HTML and its first
 * paint. font-display: optional (decision 160): a face that is not there within about 100 ms of
 * the first text is not used for that page view, so text never changes font or size after it is
 * drawn. One file is all Roboto or none (issue 27: with one file per weight a heading could draw
 * in the device's font beside Roboto text); the next page finds it in the cache.
 */
export const robotoFontFace = {
  fontFamily: 'Roboto',
  fontStyle: 'normal',
  fontDisplay: 'optional',
  fontWeight: '100 900',
  src: `url(${robotoVariable}) format('woff2-variations')`,
} as const;

/**
 * Roboto Mono, bundled as Roboto is (one variable Latin file, no CDN), for what must read
 * character by character: receipt codes and the publication's digests. The system's `monospace`
 * is a different face on every device (DejaVu Sans Mono, Noto Sans Mono, Menlo…), so codes looked
 * different everywhere and the visual baselines depended on the machine (issue 40 §9).
 * font-display: swap, unlike Roboto: a receipt appears on screens that had no monospace text
 * before, where `optional` would draw it in the device's face for that whole page view; every
 * monospace face advances 0.6 em per character, so the swap moves nothing.
 */
export const robotoMonoFontFace = {
  fontFamily: 'Roboto Mono',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  fontWeight: '100 700',
  src: `url(${robotoMonoVariable}) format('woff2-variations')`,
} as const;

/** The font family of codes and digests: the bundled Roboto Mono (the system's as a fallback). */
export const monoFontFamily = '"Roboto Mono", monospace';

/**
 * Each face in an @font-face rule of its own. Emotion writes `'@font-face': [a, b]` as ONE rule
 * holding both faces' declarations, the last of each winning: from 2026-11-29 (Roboto Mono's
 * arrival) to this fix every page declared Roboto Mono alone, so it drew in the device's font
 * and the preloaded Roboto file went unused (docs/performance.md, "Not met").
 */
const fontFaceRules = [robotoFontFace, robotoMonoFontFace].map((face) => ({ '@font-face': face }));

const quietHeadingFocus = {
  ':is(h1, h2, h3, h4, h5, h6)[tabindex="-1"]:focus': { outline: 'none' },
} as const;

/** The part of the theme that never depends on the environment. */
const baseOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: c.blue, light: c.blueLight, dark: c.blueDark, contrastText: '#FFFFFF' },
    secondary: { main: c.green, light: c.greenLight, dark: c.greenDark, contrastText: '#FFFFFF' },
    accent: { main: c.amber, light: c.amberLight, dark: c.amberDark, contrastText: c.ink },
    error: { main: c.red, contrastText: '#FFFFFF' },
    success: { main: c.green, contrastText: '#FFFFFF' },
    info: { main: c.infoBlue, contrastText: '#FFFFFF' },
    warning: { main: c.orange, contrastText: '#FFFFFF' },
    text: { primary: c.ink, secondary: c.inkMuted },
    background: { default: c.page, paper: c.paper },
    divider: c.divider,
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    // Page titles are the h1 of each screen; sized for a phone first.
    h1: { fontSize: '1.875rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.125rem', fontWeight: 500, lineHeight: 1.35 },
    h5: { fontSize: '1rem', fontWeight: 500 },
    h6: { fontSize: '1rem', fontWeight: 500 },
    subtitle1: { fontSize: '1.0625rem', lineHeight: 1.5 },
    body1: { fontSize: '1rem', lineHeight: 1.55 },
    body2: { fontSize: '0.9375rem', lineHeight: 1.5 },
    // Labels are shown exactly as the specification writes them ('Votar' vs 'VOTAR').
    button: { textTransform: 'none', fontWeight: 500, fontSize: '1rem', letterSpacing: '0.02em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: () => [
        ...fontFaceRules,
        {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          img: { maxWidth: '100%' },
          ...quietHeadingFocus,
          ...reducedMotionRules,
        },
      ],
    },
    MuiButtonBase: { styleOverrides: focusRing },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 20, minHeight: 44 },
        sizeLarge: { minHeight: 52, paddingInline: 28, fontSize: '1.0625rem' },
        sizeSmall: { minHeight: 36 },
      },
    },
    MuiIconButton: {
      styleOverrides: { root: { minWidth: 44, minHeight: 44 } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: {
          borderRadius: 14,
          borderColor: c.divider,
          boxShadow: '0 1px 2px rgba(16, 34, 56, 0.06)',
        },
      },
    },
    MuiCardContent: {
      styleOverrides: { root: { '&:last-child': { paddingBottom: 16 } } },
    },
    MuiTextField: {
      defaultProps: { variant: 'outlined', fullWidth: true, margin: 'none' },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          backgroundColor: c.paper,
          // The focused border without waiting for the script-set Mui-focused class (as above).
          '&:focus-within:not(.Mui-error):not(.Mui-disabled) .MuiOutlinedInput-notchedOutline': {
            borderColor: c.blue,
            borderWidth: 2,
          },
        },
        // Mask patterns as placeholders must stay readable (AA), unlike MUI's 42% grey.
        input: { '&::placeholder': { color: c.inkSubtle, opacity: 1 } },
        // A border that shows the field is there (3:1, WCAG 1.4.11); hover, focus, error and
        // disabled keep MUI's own, which win by specificity.
        notchedOutline: { borderColor: c.fieldBorder },
      },
    },
    MuiFormHelperText: {
      styleOverrides: { root: { marginInline: 4, fontSize: '0.875rem' } },
    },
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: 16 } },
    },
    MuiAlert: {
      styleOverrides: { root: { alignItems: 'center' }, message: { fontSize: '0.9375rem' } },
    },
    MuiTypography: {
      // Subtitles are paragraphs, not headings: MUI's default (h6) breaks the heading outline.
      // (Typography falls back to MUI's own mapping for every other variant.)
      defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
    },
    MuiLink: {
      defaultProps: { underline: 'always' },
    },
  },
};

/** What changes when motion is off: no ripples, no transitions, instant scrolling. */
const stillOptions: ThemeOptions = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: {
    MuiButtonBase: {
      defaultProps: { disableRipple: true, disableTouchRipple: true },
      styleOverrides: focusRing,
    },
    MuiCssBaseline: {
      styleOverrides: () => [
        ...fontFaceRules,
        {
          html: { scrollBehavior: 'auto' },
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          img: { maxWidth: '100%' },
          ...quietHeadingFocus,
        },
      ],
    },
  },
};

/** MUI's documented router integration: links and ButtonBase links render `component`. */
function linkOptions({ components: given = {} }: ThemeOptions, component: ElementType) {
  const { MuiLink, MuiButtonBase } = given;
  return {
    components: {
      MuiLink: { ...MuiLink, defaultProps: { ...MuiLink?.defaultProps, component } },
      MuiButtonBase: {
        ...MuiButtonBase,
        defaultProps: { ...MuiButtonBase?.defaultProps, LinkComponent: component },
      },
    },
  } satisfies ThemeOptions;
}

function merge(base: ThemeOptions, extra: ThemeOptions): ThemeOptions {
  return {
    ...base,
    ...extra,
    components: { ...base.components, ...extra.components },
  };
}

/**
 * The association's MUI theme with pt-BR component texts.
 * Under automation ripples and transitions are off; under reduced motion, by CSS
 * (reducedMotionRules).
 */
export function createAppTheme(options: AppThemeOptions = {}): Theme {
  const still = options.reducedMotion ?? isAutomated();
  const base = still ? merge(baseOptions, stillOptions) : baseOptions;
  const link = options.linkComponent;
  return createTheme(link ? merge(base, linkOptions(base, link)) : base, ptBR);
}
