export { AppThemeProvider, type AppThemeProviderProps } from './AppThemeProvider';
export { isAutomated, prefersReducedMotion } from './automation';
export { NON_TEXT_PAIRS, type NonTextPair } from './contrast';
export { brandColors } from './palette';
export {
  createAppTheme,
  monoFontFamily,
  robotoFontFace,
  robotoMonoFontFace,
  type AppThemeOptions,
} from './theme';
export { visuallyHidden } from './visuallyHidden';
