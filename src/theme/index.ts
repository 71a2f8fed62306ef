export { AppThemeProvider, type AppThemeProviderProps } from './AppThemeProvider';
export { isAutomated, prefersReducedMotion } from './automation';
export { brandColors } from './palette';
export {
  createAppTheme,
  monoFontFamily,
  robotoFontFace,
  robotoMonoFontFace,
  type AppThemeOptions,
} from './theme';
export { visuallyHidden } from './visuallyHidden';
